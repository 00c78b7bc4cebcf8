import { Button, Form, Input, Select } from 'antd';
import { useFormik } from 'formik';
import type { Bank } from '../../../openapi';
import { DOC_TYPES } from '../../../openapi/rules';
import type { PseDetails } from '../../../machines/checkout/checkout.types';
import { FormField } from '../account/FormField';
import { numberInputProps } from '../account/numberInputProps';
import { PERSON_TYPES, pseRules } from './pseRules';

export interface PseFormProps {
  banks: Bank[];
  busy?: boolean;
  onSubmit(pse: PseDetails): void;
  onBack(): void;
}

type Values = { typePerson: PseDetails['typePerson'] | ''; bank: string; firstName: string; lastName: string; documentType: PseDetails['documentType'] | ''; documentNumber: string; email: string; phoneNumber: string };

/** The bank (PSE) form with every rule of spec §5; on submit the browser goes to the bank. */
export function PseForm({ banks, busy, onSubmit, onBack }: PseFormProps) {
  const form = useFormik<Values>({
    initialValues: { typePerson: '', bank: '', firstName: '', lastName: '', documentType: '', documentNumber: '', email: '', phoneNumber: '' },
    validationSchema: pseRules,
    onSubmit: (v) =>
      onSubmit({
        typePerson: v.typePerson as PseDetails['typePerson'],
        bank: v.bank,
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        documentType: v.documentType as PseDetails['documentType'],
        documentNumber: String(v.documentNumber).trim(),
        email: String(v.email).trim(),
        phoneNumber: String(v.phoneNumber).trim(),
      }),
  });
  const text = (name: 'firstName' | 'lastName' | 'documentNumber' | 'email' | 'phoneNumber') => ({
    id: `pse-${name}`,
    name,
    value: form.values[name],
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    disabled: busy,
  });
  const select = (name: 'typePerson' | 'bank' | 'documentType') => ({
    id: `pse-${name}`,
    value: form.values[name] === '' ? undefined : form.values[name],
    onChange: (v: string) => form.setFieldValue(name, v ?? ''),
    onBlur: () => form.setFieldTouched(name),
    disabled: busy,
  });
  return (
    <Form component="form" layout="vertical" onSubmitCapture={form.handleSubmit} noValidate aria-label="Pago por PSE">
      <FormField label="Tipo de persona" name="pse-typePerson" error={form.errors.typePerson} touched={form.touched.typePerson}>
        <Select {...select('typePerson')} options={PERSON_TYPES.map((t) => ({ ...t }))} aria-label="Tipo de persona" placeholder="Selecciona" />
      </FormField>
      <FormField label="Banco" name="pse-bank" error={form.errors.bank} touched={form.touched.bank}>
        <Select
          {...select('bank')}
          options={banks.map((b) => ({ value: b.bankCode, label: b.bankName }))}
          aria-label="Banco"
          placeholder="Selecciona tu banco"
          showSearch={{ optionFilterProp: 'label' }}
        />
      </FormField>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 8 }}>
        <FormField label="Nombres" name="pse-firstName" error={form.errors.firstName} touched={form.touched.firstName}>
          <Input {...text('firstName')} autoComplete="given-name" />
        </FormField>
        <FormField label="Apellidos" name="pse-lastName" error={form.errors.lastName} touched={form.touched.lastName}>
          <Input {...text('lastName')} autoComplete="family-name" />
        </FormField>
      </div>
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)', gap: 8 }}>
        <FormField label="Tipo de documento" name="pse-documentType" error={form.errors.documentType} touched={form.touched.documentType}>
          <Select {...select('documentType')} options={DOC_TYPES.map((d) => ({ value: d.value, label: d.value }))} aria-label="Tipo de documento" placeholder="Tipo" />
        </FormField>
        <FormField label="Número de documento" name="pse-documentNumber" error={form.errors.documentNumber} touched={form.touched.documentNumber}>
          <Input {...text('documentNumber')} {...numberInputProps} />
        </FormField>
      </div>
      <FormField label="Correo electrónico" name="pse-email" error={form.errors.email} touched={form.touched.email}>
        <Input {...text('email')} type="email" autoComplete="email" />
      </FormField>
      <FormField label="Número de móvil" name="pse-phoneNumber" error={form.errors.phoneNumber} touched={form.touched.phoneNumber}>
        <Input {...text('phoneNumber')} {...numberInputProps} autoComplete="tel" />
      </FormField>
      <div style={{ display: 'flex', gap: 8, justifyContent: 'space-between' }}>
        <Button onClick={onBack} disabled={busy}>
          Volver
        </Button>
        <Button type="primary" htmlType="submit" loading={busy}>
          Ir al banco
        </Button>
      </div>
    </Form>
  );
}
