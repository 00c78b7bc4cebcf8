// Per-operation Spanish messages for request fields, used when the contract's validation refuses
// a body, so a request that skips the browser form reads the same words as the form (spec §5).
import type { OperationId } from './operation.ts';
import {
  accountMessages as m,
  CAPTCHA_REJECTED,
  CAPTCHA_MISSING,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  FORGOT_EMAIL_INVALID,
  FORGOT_EMAIL_REQUIRED,
  PASSWORD_REQUIRED,
  PASSWORD_RULE,
  PROFILE_DATE_INVALID,
  PROFILE_SEX,
  VERIFICATION_CODE_REQUIRED,
} from '../accounts/messages.ts';
import { STAFF_NAME_REQUIRED, STAFF_NO_ROLES, STAFF_PASSWORD_RULE } from '../staff/accounts/messages.ts';
import { peliculaFieldMessages } from '../staff/programacion/pelicula-messages.ts';

export interface FieldMessage {
  /** Missing or empty. */
  required: string;
  /** Present but wrong; without it the generic sentence is used. */
  invalid?: string;
}
export type FieldMessages = Record<string, FieldMessage>;

const email: FieldMessage = { required: EMAIL_REQUIRED, invalid: EMAIL_INVALID };
const password: FieldMessage = { required: PASSWORD_REQUIRED, invalid: PASSWORD_RULE };
const person: FieldMessages = {
  name: { required: m.name, invalid: m.name },
  lastname: { required: m.lastname, invalid: m.lastname },
  email,
  phone: { required: m.phone, invalid: 'El teléfono no es válido' },
  doc_type: { required: m.doc_type, invalid: m.doc_type },
  doc_number: { required: m.doc_number, invalid: 'El número de documento no es válido' },
  password,
};

export const formMessages: Partial<Record<OperationId, FieldMessages>> = {
  register: {
    ...person,
    birthday: { required: m.birthday, invalid: PROFILE_DATE_INVALID },
    sex: { required: m.sex, invalid: m.sex },
    device: { required: m.device, invalid: m.device },
    register_token: { required: m.register_token, invalid: m.register_token },
  },
  login: { email, password, captcha: { required: CAPTCHA_MISSING, invalid: CAPTCHA_REJECTED } },
  forgotPassword: { email: { required: FORGOT_EMAIL_REQUIRED, invalid: FORGOT_EMAIL_INVALID } },
  updatePassword: { password },
  updateProfile: {
    ...person,
    birthday: { required: m.birthday, invalid: PROFILE_DATE_INVALID },
    sex: { required: PROFILE_SEX, invalid: PROFILE_SEX },
  },
  validateVerificationCode: { code: { required: VERIFICATION_CODE_REQUIRED } },
  createStaffInvitation: { email, name: { required: STAFF_NAME_REQUIRED }, roles: { required: STAFF_NO_ROLES } },
  completeStaffSetup: { email, name: { required: STAFF_NAME_REQUIRED }, password: { required: PASSWORD_REQUIRED, invalid: STAFF_PASSWORD_RULE } },
  acceptStaffInvitation: { password: { required: PASSWORD_REQUIRED, invalid: STAFF_PASSWORD_RULE } },
  createPelicula: peliculaFieldMessages,
  updatePelicula: peliculaFieldMessages,
  // Card form (spec §5). None of these repeats what was typed.
  payWithCard: {
    card_name: { required: 'El nombre del titular es requerido', invalid: 'El nombre del titular no es válido' },
    card_number: { required: 'El número de tarjeta no es válido', invalid: 'El número de tarjeta no es válido' },
    exp_month: { required: 'Ingrese un mes válido (01-12)', invalid: 'Ingrese un mes válido (01-12)' },
    exp_year: { required: 'Ingrese un año válido', invalid: 'Ingrese un año válido' },
    cvc: { required: 'El CVC no es válido', invalid: 'El CVC no es válido' },
    dues: { required: 'Seleccione las cuotas', invalid: 'Seleccione las cuotas' },
  },
  // Bank (PSE) form (spec §5): every field required, with the form's words.
  payWithPse: {
    typePerson: { required: 'El tipo de persona es requerido', invalid: 'El tipo de persona debe ser natural o jurídica' },
    bank: { required: 'El banco es requerido', invalid: 'El banco elegido no está en la lista de PSE.' },
    name: { required: m.name, invalid: m.name },
    lastname: { required: m.lastname, invalid: m.lastname },
    doc_type: { required: m.doc_type, invalid: m.doc_type },
    doc_number: { required: m.doc_number, invalid: 'El número de documento no es válido' },
    email: { required: EMAIL_REQUIRED, invalid: EMAIL_INVALID },
    phone: { required: 'El número de móvil es requerido', invalid: 'El número de móvil es requerido' },
  },
};
