// The Spanish messages of spec §5 for the account forms, shared by the handlers' own checks and
// by the contract validation (server/http/form-messages.ts), so both say the same thing.
import { messages as formMessages } from '../forms/rules.ts';

export const PASSWORD_REQUIRED = 'La contraseña es requerida';
export { PASSWORD_RULE } from '../../openapi/rules.ts';
export const EMAIL_REQUIRED = 'El correo electrónico es requerido';
export const EMAIL_INVALID = 'Correo electrónico inválido';

export const accountMessages = {
  name: 'El nombre es requerido',
  lastname: 'El apellido es requerido',
  doc_type: 'El tipo de documento es requerido',
  doc_number: 'El número de documento es requerido',
  phone: 'El teléfono es requerido',
  birthday: 'La fecha de nacimiento es requerida',
  sex: 'El sexo es requerido',
  device: 'El dispositivo es requerido',
  register_token: 'Debes confirmar que no eres un robot',
} as const;

export const FORGOT_EMAIL_REQUIRED = 'El correo es requerido';
export const FORGOT_EMAIL_INVALID = 'Correo inválido';
export const PROFILE_DATE_INVALID = 'La fecha no es válida';
export const PROFILE_SEX = 'Seleccione un sexo';
export const VERIFICATION_CODE_REQUIRED = 'Por favor, ingresa el código de verificación';

export const EMAIL_TAKEN = 'El correo electrónico ya está registrado.';
export const DOCUMENT_TAKEN = 'El número de documento ya está registrado.';
export const WRONG_CREDENTIALS = 'El correo o la contraseña no son correctos.';
export const RESET_CODE_INVALID = 'El enlace para restablecer la contraseña no es válido o ha expirado. Solicita uno nuevo.';

/** A login from an address past its failed logins (server/http/limits/failed-logins.ts) without a captcha answer. */
export const CAPTCHA_AFTER_FAILED_LOGINS = 'Hubo muchos intentos fallidos desde tu conexión. Resuelve el captcha para continuar.';
/** The forms' words for the captcha: missing, and an answer that failed, expired or was used. */
export const CAPTCHA_MISSING = formMessages.captcha;
export const CAPTCHA_REJECTED = formMessages.captchaRejected;
