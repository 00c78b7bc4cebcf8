// Rules both sides check, from the contract's enums and patterns (rules.gen.ts, generated from
// viziona.yaml). Browser-safe: the SPA imports this at runtime, the server too.
import type { components } from './types.gen.ts';
import { DocTypeValues, MembershipStateValues, PasswordPattern, PayStatusId, PayStatusIdNames, PayTypeId, PayTypeIdNames, SexValues } from './rules.gen.ts';

type DocType = components['schemas']['DocType'];
type Sex = components['schemas']['Sex'];
type MembershipState = components['schemas']['MembershipState'];

/** Spec §5 password rule: 8 to 12 letters and digits, with an upper-case letter, a lower-case one and a digit. */
export const PASSWORD_PATTERN = PasswordPattern;
export const PASSWORD_RULE =
  'La contraseña debe tener de 8 a 12 caracteres, incluir al menos una letra mayúscula, una minúscula, un número y no contener caracteres especiales';

const docTypeLabels: Record<DocType, string> = { CC: 'Cédula de Ciudadanía', CE: 'Cédula de Extranjería', PPN: 'Pasaporte', NIT: 'NIT' };
const sexLabels: Record<Sex, string> = { M: 'Masculino', F: 'Femenino' };

/** The document types of the contract, in its order, with the words the forms show. */
export const DOC_TYPES = DocTypeValues.map((value) => ({ value, label: docTypeLabels[value] }));
export const SEXES = SexValues.map((value) => ({ value, label: sexLabels[value] }));

/** A member of the Club Vizionarios (spec §4); typed by the contract's enum, so a typo does not compile. */
export const ACTIVE_CARD = 'usuario con tarjeta activa' satisfies MembershipState;
export const NO_CARD = 'usuario sin tarjeta' satisfies MembershipState;
export { DocTypeValues, MembershipStateValues, SexValues };

/** A bill's state by name (the contract's PayStatusId): the one list server and browser read. Only `accepted` is a purchase made. */
export const BILL_STATE = PayStatusId;
export type BillState = (typeof PayStatusId)[keyof typeof PayStatusId];
/** The words each state shows (pay_status.name). */
export const BILL_STATE_NAMES: Record<BillState, string> = PayStatusIdNames;

/** What a payment buys (the contract's PayTypeId): tickets (and confectionery) or the Club Vizionarios membership. */
export const PAY_TYPE = PayTypeId;
export type PayType = (typeof PayTypeId)[keyof typeof PayTypeId];
export const PAY_TYPE_NAMES: Record<PayType, string> = PayTypeIdNames;

/** Spec §9: the demo's one theater (theater id 1) and its slug in routes and API paths. */
export const THEATER_ID = 1;
export const THEATER_SLUG = 'viziona';
