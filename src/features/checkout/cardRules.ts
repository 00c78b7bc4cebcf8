import { object, number, string } from 'yup';

/** Spec §5 'card payment', §9: card number 12–19 digits, month 01–12, year 4 digits, CVC 3–4 digits, dues 1–36 (default 1). */
export const cardRules = object({
  cardName: string().trim().required('El nombre del titular es requerido'),
  cardNumber: string().required('El número de tarjeta no es válido').matches(/^\d{12,19}$/, 'El número de tarjeta no es válido'),
  expMonth: string().required('Ingrese un mes válido (01-12)').matches(/^(0[1-9]|1[0-2])$/, 'Ingrese un mes válido (01-12)'),
  expYear: string().required('Ingrese un año válido').matches(/^\d{4}$/, 'Ingrese un año válido'),
  cvc: string().required('El CVC no es válido').matches(/^\d{3,4}$/, 'El CVC no es válido'),
  dues: number().typeError('Seleccione las cuotas').required('Seleccione las cuotas').integer().min(1, 'Seleccione las cuotas').max(36, 'Seleccione las cuotas'),
});

export const DUES = Array.from({ length: 36 }, (_, i) => i + 1);
