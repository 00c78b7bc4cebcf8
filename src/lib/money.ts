const cop = new Intl.NumberFormat('es-CO', {
  style: 'currency',
  currency: 'COP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Whole Colombian pesos as people read them: `formatCop(25000)` → '$ 25.000' (U+00A0 after '$'). */
export function formatCop(pesos: number): string {
  return cop.format(pesos);
}
