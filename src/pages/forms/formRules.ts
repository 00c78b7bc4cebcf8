import * as yup from 'yup';

// Spec §5 rules of the PQRS and ethics-line forms, as the page checks them (the server checks them
// again with the same messages).

export const PQR_TYPES = ['Felicitación', 'Queja', 'Reclamo', 'Sugerencia'] as const;
export const WHISTLEBLOWER_TYPES = ['Visitante', 'Comunidad', 'Empleado', 'Proveedor', 'Contratista', 'Inversionista', 'Otro interesado'] as const;

export const MAX_ATTACHMENTS = 5;
export const ETHICS_MAX_TOTAL_BYTES = 5 * 1024 * 1024;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const ALLOWED_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'jpg', 'jpeg', 'png', 'mp4'];
export const ACCEPT = ALLOWED_EXTENSIONS.map((e) => `.${e}`).join(',');

export const texts = {
  captcha: 'Por favor, completa el captcha',
  tooManyFiles: `Máximo ${MAX_ATTACHMENTS} archivos permitidos`,
  extension: 'Solo se permiten archivos: PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX, JPG, JPEG, PNG o MP4.',
  ethicsTotal: 'El tamaño total de los archivos no debe superar 5 MB',
  fileTooBig: (name: string) => `El archivo ${name} supera el máximo de 10 MB por archivo.`,
  dataPolicy: 'He leído y acepto la Política de Protección de Datos Personales',
  failureTitle: '¡Error al enviar el reporte!',
  failureText: 'Ha ocurrido un problema al procesar tu solicitud. Por favor, intenta nuevamente o contacta a soporte.',
  pqrsSuccessTitle: '¡Tu PQR fue enviado con éxito!',
  pqrsSuccessText: 'Gracias por contactarnos. Pronto nos comunicaremos contigo.',
  ethicsSuccessTitle: '¡Envio exitoso!',
};

const extensionOf = (name: string) => /\.([A-Za-z0-9]+)$/.exec(name)?.[1].toLowerCase() ?? '';

/** The first broken attachment rule, or null: count, extension (any case), size per file and, for the ethics line, in total. */
export function attachmentProblem(files: readonly File[], maxTotalBytes?: number): string | null {
  if (files.length > MAX_ATTACHMENTS) return texts.tooManyFiles;
  const wrong = files.find((f) => !ALLOWED_EXTENSIONS.includes(extensionOf(f.name)));
  if (wrong) return texts.extension;
  const big = files.find((f) => f.size > MAX_FILE_BYTES);
  if (big) return texts.fileTooBig(big.name);
  if (maxTotalBytes !== undefined && files.reduce((sum, f) => sum + f.size, 0) > maxTotalBytes) return texts.ethicsTotal;
  return null;
}

const attachments = (maxTotalBytes?: number) =>
  yup
    .array<File>()
    .default([])
    .test('attachments', (files, ctx) => {
      const problem = attachmentProblem(files ?? [], maxTotalBytes);
      return problem ? ctx.createError({ message: problem }) : true;
    });

export interface PqrsValues {
  name: string;
  email: string;
  phone: string;
  type_pqr: string;
  message: string;
  accept_terms: boolean;
  captcha: string;
  attachments: File[];
}

export const emptyPqrs: PqrsValues = { name: '', email: '', phone: '', type_pqr: '', message: '', accept_terms: false, captcha: '', attachments: [] };

export const pqrsSchema = yup.object({
  name: yup.string().trim().required('El nombre es requerido').max(120, 'El nombre debe tener como máximo 120 caracteres.'),
  email: yup.string().trim().email('Correo electrónico inválido').required('El correo electrónico es requerido'),
  phone: yup
    .string()
    .trim()
    .required('El teléfono es requerido')
    .matches(/^\d{7,15}$/, 'El teléfono debe tener solo números, de 7 a 15 dígitos'),
  type_pqr: yup.string().required('El tipo de PQR es requerido').oneOf([...PQR_TYPES], 'El tipo de PQR es requerido'),
  message: yup.string().trim().required('El mensaje es requerido').max(2000, 'El mensaje debe tener como máximo 2000 caracteres.'),
  accept_terms: yup.boolean().oneOf([true], 'Debes aceptar la Política de Protección de Datos Personales'),
  captcha: yup.string().required(texts.captcha),
  attachments: attachments(),
});

export interface EthicsValues {
  details: string;
  company: string;
  whistleblower: string;
  name: string;
  email: string;
  captcha: string;
  attachments: File[];
}

export const emptyEthics: EthicsValues = { details: '', company: '', whistleblower: '', name: '', email: '', captcha: '', attachments: [] };

export const ethicsSchema = yup.object({
  details: yup.string().trim().required('El detalle del reporte es requerido').max(5000, 'El detalle del reporte debe tener como máximo 5000 caracteres.'),
  company: yup.string().trim().required('La entidad a denunciar es requerida').max(200, 'La entidad a denunciar debe tener como máximo 200 caracteres.'),
  whistleblower: yup.string().required('El tipo de denunciante es requerido').oneOf([...WHISTLEBLOWER_TYPES], 'El tipo de denunciante es requerido'),
  name: yup
    .string()
    .trim()
    .matches(/^[A-Za-zÁÉÍÓÚÜÑáéíóúüñ ]*$/, 'Solo se permiten letras')
    .max(120, 'El nombre debe tener como máximo 120 caracteres.'),
  email: yup.string().trim().email('Correo electrónico inválido'),
  captcha: yup.string().required(texts.captcha),
  attachments: attachments(ETHICS_MAX_TOTAL_BYTES),
});

/**
 * The multipart body of spec §7 from a form's values: text fields trimmed (empty optional ones are
 * not sent), a checkbox as '1' or '0', then the files as `attachments[]`.
 */
export function toFormData(values: object): FormData {
  const form = new FormData();
  const files: File[] = [];
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string' && value.trim() !== '') form.append(key, value.trim());
    else if (typeof value === 'boolean') form.append(key, value ? '1' : '0');
    else if (Array.isArray(value)) files.push(...value.filter((v): v is File => v instanceof File));
  }
  for (const file of files) form.append('attachments[]', file, file.name);
  return form;
}

/** Server field names (`attachments[]`) to form field names. */
export const fieldOf = (serverField: string) => (serverField === 'attachments[]' ? 'attachments' : serverField);
