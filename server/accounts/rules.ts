// Spec §5 rules the contract's schemas cannot say (blank-but-present texts, the login password
// rule), checked in the handlers with the same Spanish messages as the forms.
import type { LoginRequest, ProfileUpdateRequest, RegisterRequest } from '../../openapi/index.ts';
import { PASSWORD_PATTERN } from '../../openapi/rules.ts';
import { badRequest } from '../http/errors.ts';
import { accountMessages as m, PASSWORD_RULE, VERIFICATION_CODE_REQUIRED } from './messages.ts';

export { PASSWORD_PATTERN };

type Problems = Record<string, string>;

function refuse(problems: Problems): void {
  const first = Object.values(problems)[0];
  if (first) throw badRequest(first, problems);
}

function required(problems: Problems, value: string, field: keyof typeof m) {
  if (!value.trim()) problems[field] = m[field];
}

export interface PersonData {
  name: string;
  lastname: string;
  phone: string;
  birthday: string;
  sex: 'M' | 'F';
}

/** Trimmed person fields; throws 400 when one is blank. */
function personData(body: Pick<RegisterRequest | ProfileUpdateRequest, 'name' | 'lastname' | 'phone' | 'birthday' | 'sex'>, problems: Problems): PersonData {
  required(problems, body.name, 'name');
  required(problems, body.lastname, 'lastname');
  required(problems, body.phone, 'phone');
  return { name: body.name.trim(), lastname: body.lastname.trim(), phone: body.phone.trim(), birthday: body.birthday, sex: body.sex };
}

export interface Registration extends PersonData {
  email: string;
  password: string;
  docType: RegisterRequest['doc_type'];
  docNumber: string;
  registerToken: string;
}

export function registration(body: RegisterRequest): Registration {
  const problems: Problems = {};
  const person = personData(body, problems);
  required(problems, body.register_token, 'register_token');
  refuse(problems);
  return {
    ...person,
    email: body.email.trim().toLowerCase(),
    password: body.password,
    docType: body.doc_type,
    docNumber: body.doc_number.trim().toUpperCase(),
    registerToken: body.register_token.trim(),
  };
}

export function profileChange(body: ProfileUpdateRequest): PersonData & { password?: string } {
  const problems: Problems = {};
  const person = personData(body, problems);
  refuse(problems);
  return body.password === undefined ? person : { ...person, password: body.password };
}

export function loginData(body: LoginRequest): { email: string; password: string; captcha?: string } {
  if (!PASSWORD_PATTERN.test(body.password)) throw badRequest(PASSWORD_RULE, { password: PASSWORD_RULE });
  const captcha = body.captcha?.trim();
  return { email: body.email.trim().toLowerCase(), password: body.password, ...(captcha ? { captcha } : {}) };
}

export function verificationCode(code: string): string {
  const trimmed = code.trim();
  if (!trimmed) throw badRequest(VERIFICATION_CODE_REQUIRED, { code: VERIFICATION_CODE_REQUIRED });
  return trimmed;
}
