// Rules both sides check, from the contract's enums and patterns (rules.gen.ts, generated from
// viziona.yaml). Browser-safe: the SPA imports this at runtime, the server too.
import type { components } from './types.gen.ts';
import {
  BogotaDatePattern,
  BogotaTimePattern,
  DocTypeValues,
  ErrorCodeValues,
  MembershipStateValues,
  PasswordPattern,
  PayStatusId,
  PayStatusIdNames,
  PayTypeId,
  PayTypeIdNames,
  SexValues,
  ShowtimeFormatValues,
  ShowtimeVersionValues,
  StaffRoleValues,
} from './rules.gen.ts';

type DocType = components['schemas']['DocType'];
type ErrorCode = components['schemas']['ErrorCode'];
type Sex = components['schemas']['Sex'];
type MembershipState = components['schemas']['MembershipState'];
type MembershipStatus = components['schemas']['MembershipStatus'];
type ScoreProduct = components['schemas']['ScoreProduct'];

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

/**
 * The `code` of an error answer that asks for a new captcha answer: a login from an address with too
 * many failed logins (403 without `captcha`, 400 with one that failed or was already used).
 */
export const CAPTCHA_REQUIRED = 'captcha_required' satisfies ErrorCode;
export { ErrorCodeValues };

/** Spec §9: the demo's one theater (theater id 1) and its slug in routes and API paths. */
export const THEATER_ID = 1;
export const THEATER_SLUG = 'viziona';

/** Spec §5: a price (a zone's, a product's, a club price, the membership's) is offered only when it is more than 1 peso. */
export const isOffered = (pesos: number) => pesos > 1;

/** MembershipStatus.CineFan of a member whose CineFan benefit is on; any other value is off (the server writes CINEFAN_OFF). */
export const CINEFAN_ON = 'vigente';
export const CINEFAN_OFF = 'no vigente';

/** Who is buying, as the offer rules see it: a Club Vizionarios member (card active now) and whether their CineFan is on. */
export interface Buyer {
  member: boolean;
  cinefan: boolean;
}

/** The buyer a MembershipStatus describes (null: nobody signed in). */
export const buyerOf = (status: Pick<MembershipStatus, 'Estado' | 'CineFan'> | null): Buyer => ({
  member: status?.Estado === ACTIVE_CARD,
  cinefan: status?.CineFan === CINEFAN_ON,
});

/**
 * Spec §6: CineFanPlus products are offered only to members whose CineFan is on, the other products
 * only to everybody else; and no product whose general price is not offered (spec §5).
 */
export const productOffered = (product: { cinefanPlus: boolean; general: number }, buyer: Buyer) =>
  isOffered(product.general) && product.cinefanPlus === (buyer.member && buyer.cinefan);

/** The same rule for a product as the contract lists it (ScoreProduct: CineFanPlus 's', prices in Precios[0]). */
export const scoreProductOffered = (product: ScoreProduct, buyer: Buyer) =>
  productOffered({ cinefanPlus: product.CineFanPlus === 's', general: product.Precios[0]?.General ?? 0 }, buyer);

/** Spec §9: the membership costs membresia_valor + membresia_servicio (settings), whole pesos. */
export interface MembershipPrice {
  valor: number;
  servicio: number;
  total: number;
}

/** The settings that hold it: [value, service]. */
export const MEMBERSHIP_PRICE_KEYS = ['membresia_valor', 'membresia_servicio'] as const;

const settingPesos = (settings: readonly { key: string; value: string }[], key: string) => {
  const value = settings.find((s) => s.key === key)?.value.trim() ?? '';
  return /^\d{1,9}$/.test(value) ? Number(value) : undefined;
};

/** The membership's price from the settings; undefined (not on sale) while either is missing or not whole pesos, or its value is not offered. */
export function membershipPriceOf(settings: readonly { key: string; value: string }[]): MembershipPrice | undefined {
  const [valorKey, servicioKey] = MEMBERSHIP_PRICE_KEYS;
  const valor = settingPesos(settings, valorKey);
  const servicio = settingPesos(settings, servicioKey);
  if (valor === undefined || servicio === undefined || !isOffered(valor)) return undefined;
  return { valor, servicio, total: valor + servicio };
}

/** The staff roles, in the contract's order (StaffRole); a person may hold several. */
export const STAFF_ROLES = StaffRoleValues;
export type StaffRole = (typeof StaffRoleValues)[number];
/** In an operation's `x-roles`: any signed-in staff person, whatever their roles. */
export const ANY_STAFF = '*';

/** A Bogotá day 'YYYY-MM-DD' and a start time 'HH:mm' (00:00–23:59), as the programming desk takes them (BogotaDate, BogotaTime). */
export const BOGOTA_DATE = BogotaDatePattern;
export const BOGOTA_TIME = BogotaTimePattern;
/** A función's formats and versions (ShowtimeFormat, ShowtimeVersion). */
export const SHOWTIME_FORMATS = ShowtimeFormatValues;
export const SHOWTIME_VERSIONS = ShowtimeVersionValues;
