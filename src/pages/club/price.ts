import type { Setting } from '../../../openapi';

const integer = (settings: readonly Setting[], key: Setting['key']) => {
  const n = Number.parseInt(settings.find((s) => s.key === key)?.value ?? '', 10);
  return Number.isFinite(n) ? n : undefined;
};

/** Spec §9: membership price = membresia_valor + membresia_servicio; undefined until both are known. */
export function membershipPrice(settings: readonly Setting[] | undefined): number | undefined {
  if (!settings) return undefined;
  const value = integer(settings, 'membresia_valor');
  const service = integer(settings, 'membresia_servicio');
  return value === undefined || service === undefined ? undefined : value + service;
}
