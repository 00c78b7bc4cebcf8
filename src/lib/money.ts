// Whole Colombian pesos as people read them: `formatCop(25000)` → '$ 25.000' (U+00A0 after '$'),
// the same format the server writes in its messages and e-mails (openapi/money.ts).
export { formatPesos as formatCop } from '../../openapi/money';
