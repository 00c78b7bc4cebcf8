// Spec §5 rules of the account forms, as yup schemas. The password pattern, document types and
// sexes come from the contract (openapi/rules.ts), which the server checks too, same words.
import { object, string, boolean, ref, date } from 'yup';
import { DOC_TYPES, DocTypeValues, PASSWORD_PATTERN, PASSWORD_RULE, SEXES, SexValues } from '../../../openapi/rules';

export { DOC_TYPES, PASSWORD_PATTERN, PASSWORD_RULE, SEXES };

const password = () => string().required('La contraseña es requerida').matches(PASSWORD_PATTERN, PASSWORD_RULE);

export const loginRules = object({
  email: string().trim().required('El correo electrónico es requerido').email('Correo electrónico inválido'),
  password: password(),
});

/** The login once the server asks for a captcha (too many failed logins from this connection), with the forms' words. */
export const loginWithCaptchaRules = loginRules.shape({
  captcha: string().required('Por favor, completa el captcha'),
});

export const forgotRules = object({
  email: string().trim().required('El correo es requerido').email('Correo inválido'),
});

export const newPasswordRules = object({
  password: password(),
  confirmPassword: string().required('Confirma la contraseña').oneOf([ref('password')], 'Las contraseñas deben coincidir'),
});

export const registerRules = object({
  name: string().trim().required('El nombre es requerido'),
  lastname: string().trim().required('El apellido es requerido'),
  email: string().trim().required('El correo electrónico es requerido').email('Correo electrónico inválido'),
  confirmEmail: string()
    .required('Debes confirmar tu correo')
    .oneOf([ref('email')], 'Los correos electrónicos no coinciden'),
  password: password(),
  confirmPassword: string().required('Debes confirmar tu contraseña').oneOf([ref('password')], 'Las contraseñas no coinciden'),
  doc_type: string().required('El tipo de documento es requerido').oneOf([...DocTypeValues], 'El tipo de documento es requerido'),
  doc_number: string().trim().required('El número de documento es requerido'),
  confirmDocNumber: string()
    .required('Debes confirmar tu número de documento')
    .oneOf([ref('doc_number')], 'Los números de documento no coinciden'),
  phone: string().trim().required('El teléfono es requerido'),
  birthday: date().typeError('La fecha de nacimiento es requerida').required('La fecha de nacimiento es requerida'),
  sex: string().required('El sexo es requerido').oneOf([...SexValues], 'El sexo es requerido'),
  device: string().required('El dispositivo es requerido'),
  accept_terms: boolean().oneOf([true], 'Debes aceptar los Términos y Condiciones'),
  accept_privacy: boolean().oneOf([true], 'Debes aceptar la Política de Privacidad'),
  register_token: string().required('Debes confirmar que no eres un robot'),
});

export const profileRules = object({
  name: string().trim().required('El nombre es requerido'),
  lastname: string().trim().required('El apellido es requerido'),
  email: string().required('El correo electrónico es requerido'),
  phone: string().trim().required('El teléfono es requerido'),
  birthday: date().typeError('La fecha no es válida').required('La fecha de nacimiento es requerida'),
  sex: string().required('Seleccione un sexo').oneOf([...SexValues], 'Seleccione un sexo'),
  changePassword: boolean(),
  password: string().when('changePassword', { is: true, then: () => password(), otherwise: (s) => s.notRequired() }),
  confirmPassword: string().when('changePassword', {
    is: true,
    then: (s) => s.required('Confirma la contraseña').oneOf([ref('password')], 'Las contraseñas deben coincidir'),
    otherwise: (s) => s.notRequired(),
  }),
});
