// The rules of spec §5 for the PQRS and ethics-line forms, with the spec's Spanish messages.
// Texts are stored as received (plain text, never HTML); only surrounding spaces are trimmed.

export const PQR_TYPES = ['Felicitación', 'Queja', 'Reclamo', 'Sugerencia'] as const;
export const WHISTLEBLOWER_TYPES = ['Visitante', 'Comunidad', 'Empleado', 'Proveedor', 'Contratista', 'Inversionista', 'Otro interesado'] as const;

export const MAX_ATTACHMENTS = 5;
/** Ethics line: all attachments together (spec §5). */
export const ETHICS_MAX_TOTAL_BYTES = 5 * 1024 * 1024;
/** Any one attachment (our limit: the spec sets none for the PQRS). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

export const messages = {
  captcha: 'Por favor, completa el captcha',
  captchaRejected: 'El captcha no es válido, expiró o ya fue usado. Por favor, completa el captcha de nuevo.',
  tooManyFiles: `Máximo ${MAX_ATTACHMENTS} archivos permitidos`,
  extension: 'Solo se permiten archivos: PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX, JPG, JPEG, PNG o MP4.',
  disguised: (name: string, ext: string) => `El archivo ${name} no es un ${ext.toUpperCase()} válido: su contenido no corresponde a su extensión.`,
  fileTooBig: (name: string) => `El archivo ${name} supera el máximo de ${MAX_FILE_BYTES / 1024 / 1024} MB por archivo.`,
  ethicsTotal: 'El tamaño total de los archivos no debe superar 5 MB',
  tooLong: (label: string, max: number) => `${label} debe tener como máximo ${max} caracteres.`,
  pqr: {
    name: 'El nombre es requerido',
    email: 'El correo electrónico es requerido',
    emailInvalid: 'Correo electrónico inválido',
    phone: 'El teléfono es requerido',
    phoneDigits: 'El teléfono debe tener solo números, de 7 a 15 dígitos',
    type: 'El tipo de PQR es requerido',
    message: 'El mensaje es requerido',
    terms: 'Debes aceptar la Política de Protección de Datos Personales',
  },
  ethics: {
    details: 'El detalle del reporte es requerido',
    company: 'La entidad a denunciar es requerida',
    whistleblower: 'El tipo de denunciante es requerido',
    name: 'Solo se permiten letras',
    emailInvalid: 'Correo electrónico inválido',
  },
} as const;

/** Limits of the contract (openapi/viziona.yaml, PqrsRequest and EthicsReportRequest). */
export const lengths = { name: 120, email: 150, message: 2000, details: 5000, company: 200 } as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Same characters as the contract's pattern for EthicsReportRequest.name.
const LETTERS_AND_SPACES = /^[A-Za-zÁÉÍÓÚÜÑáéíóúüñ ]+$/;

export type Fields = Record<string, string | undefined>;
export type FieldErrors = Record<string, string>;

const text = (fields: Fields, key: string) => (fields[key] ?? '').trim();

function required(errors: FieldErrors, key: string, value: string, message: string, max: number, label: string) {
  if (!value) errors[key] ??= message;
  else if (value.length > max) errors[key] ??= messages.tooLong(label, max);
}

export interface PqrsInput {
  name: string;
  email: string;
  phone: string;
  typePqr: (typeof PQR_TYPES)[number];
  message: string;
}

export function checkPqrs(fields: Fields): { value: PqrsInput; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const value = {
    name: text(fields, 'name'),
    email: text(fields, 'email').toLowerCase(),
    phone: text(fields, 'phone'),
    typePqr: text(fields, 'type_pqr') as PqrsInput['typePqr'],
    message: text(fields, 'message'),
  };
  required(errors, 'name', value.name, messages.pqr.name, lengths.name, 'El nombre');
  required(errors, 'email', value.email, messages.pqr.email, lengths.email, 'El correo electrónico');
  if (value.email && !EMAIL.test(value.email)) errors.email ??= messages.pqr.emailInvalid;
  if (!value.phone) errors.phone = messages.pqr.phone;
  else if (!/^\d{7,15}$/.test(value.phone)) errors.phone = messages.pqr.phoneDigits;
  if (!(PQR_TYPES as readonly string[]).includes(value.typePqr)) errors.type_pqr = messages.pqr.type;
  required(errors, 'message', value.message, messages.pqr.message, lengths.message, 'El mensaje');
  if (fields.accept_terms !== '1') errors.accept_terms = messages.pqr.terms;
  if (!text(fields, 'captcha')) errors.captcha = messages.captcha;
  return { value, errors };
}

export interface EthicsInput {
  details: string;
  company: string;
  whistleblower: (typeof WHISTLEBLOWER_TYPES)[number];
  /** Null when not given: an anonymous report stores no name or e-mail. */
  name: string | null;
  email: string | null;
}

export function checkEthics(fields: Fields): { value: EthicsInput; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const value = {
    details: text(fields, 'details'),
    company: text(fields, 'company'),
    whistleblower: text(fields, 'whistleblower') as EthicsInput['whistleblower'],
    name: text(fields, 'name') || null,
    email: text(fields, 'email').toLowerCase() || null,
  };
  required(errors, 'details', value.details, messages.ethics.details, lengths.details, 'El detalle del reporte');
  required(errors, 'company', value.company, messages.ethics.company, lengths.company, 'La entidad a denunciar');
  if (!(WHISTLEBLOWER_TYPES as readonly string[]).includes(value.whistleblower)) errors.whistleblower = messages.ethics.whistleblower;
  if (value.name !== null) {
    if (!LETTERS_AND_SPACES.test(value.name)) errors.name = messages.ethics.name;
    else if (value.name.length > lengths.name) errors.name = messages.tooLong('El nombre', lengths.name);
  }
  if (value.email !== null && (!EMAIL.test(value.email) || value.email.length > lengths.email)) errors.email = messages.ethics.emailInvalid;
  if (!text(fields, 'captcha')) errors.captcha = messages.captcha;
  return { value, errors };
}
