// Money as people read it, on both sides: whole Colombian pesos, es-CO, no decimals
// ('$ 25.000', with U+00A0 after '$'). Browser-safe.
const cop = new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', minimumFractionDigits: 0, maximumFractionDigits: 0 });

export const formatPesos = (pesos: number): string => cop.format(pesos);
