import { Button, Form, Input, Select } from 'antd';
import { useFormik } from 'formik';
import type { CardDetails } from '../../../machines/checkout/checkout.types';
import { FormField } from '../account/FormField';
import { numberInputProps } from '../account/numberInputProps';
import { cardRules, DUES } from './cardRules';

export interface CardFormProps {
  busy?: boolean;
  onSubmit(card: CardDetails): void;
  onBack(): void;
}

/** The card form with every rule of spec §5; its values go straight into the payment and are never kept. */
export function CardForm({ busy, onSubmit, onBack }: CardFormProps) {
  const form = useFormik({
    initialValues: { cardName: '', cardNumber: '', expMonth: '', expYear: '', cvc: '', dues: 1 as number | '' },
    validationSchema: cardRules,
    onSubmit: (v) =>
      onSubmit({ cardName: v.cardName.trim(), cardNumber: v.cardNumber, expMonth: v.expMonth, expYear: v.expYear, cvc: v.cvc, dues: Number(v.dues) || 1 }),
  });
  const field = (name: 'cardName' | 'cardNumber' | 'expMonth' | 'expYear' | 'cvc') => ({
    id: `card-${name}`,
    name,
    value: form.values[name],
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    disabled: busy,
  });
  return (
    <Form component="form" layout="vertical" onSubmitCapture={form.handleSubmit} noValidate aria-label="Pago con tarjeta">
      <FormField label="Nombre del titular" name="card-cardName" error={form.errors.cardName} touched={form.touched.cardName}>
        <Input {...field('cardName')} autoComplete="cc-name" />
      </FormField>
      <FormField label="Número de tarjeta" name="card-cardNumber" error={form.errors.cardNumber} touched={form.touched.cardNumber}>
        <Input {...field('cardNumber')} {...numberInputProps} autoComplete="cc-number" />
      </FormField>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 8 }}>
        <FormField label="Mes (MM)" name="card-expMonth" error={form.errors.expMonth} touched={form.touched.expMonth}>
          <Input {...field('expMonth')} {...numberInputProps} autoComplete="cc-exp-month" placeholder="MM" />
        </FormField>
        <FormField label="Año (AAAA)" name="card-expYear" error={form.errors.expYear} touched={form.touched.expYear}>
          <Input {...field('expYear')} {...numberInputProps} autoComplete="cc-exp-year" placeholder="AAAA" />
        </FormField>
        <FormField label="CVC" name="card-cvc" error={form.errors.cvc} touched={form.touched.cvc}>
          <Input {...field('cvc')} {...numberInputProps} autoComplete="cc-csc" />
        </FormField>
      </div>
      <FormField label="Cuotas" name="card-dues" error={form.errors.dues} touched={form.touched.dues}>
        <Select
          id="card-dues"
          value={form.values.dues === '' ? undefined : form.values.dues}
          onChange={(v) => form.setFieldValue('dues', v ?? 1)}
          onBlur={() => form.setFieldTouched('dues')}
          options={DUES.map((n) => ({ value: n, label: String(n) }))}
          disabled={busy}
          aria-label="Cuotas"
        />
      </FormField>
      <div style={{ display: 'flex', gap: 8, justifyContent: 'space-between' }}>
        <Button onClick={onBack} disabled={busy}>
          Volver
        </Button>
        <Button type="primary" htmlType="submit" loading={busy}>
          Pagar
        </Button>
      </div>
    </Form>
  );
}
