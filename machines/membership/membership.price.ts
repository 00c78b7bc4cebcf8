// Spec §9: the membership costs membresia_valor + membresia_servicio (settings, whole pesos).
import type { Setting } from '../../openapi/index.ts';
import type { MembershipPrice } from './membership.types.ts';

const pesos = (settings: readonly Setting[], key: Setting['key']) => {
  const value = settings.find((s) => s.key === key)?.value.trim() ?? '';
  return /^\d{1,9}$/.test(value) ? Number(value) : undefined;
};

/** The membership's price from the settings; undefined until both values are known. */
export function membershipPriceOf(settings: readonly Setting[] | undefined): MembershipPrice | undefined {
  if (!settings) return undefined;
  const valor = pesos(settings, 'membresia_valor');
  const servicio = pesos(settings, 'membresia_servicio');
  return valor === undefined || servicio === undefined ? undefined : { valor, servicio, total: valor + servicio };
}
