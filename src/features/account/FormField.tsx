import type { ReactNode } from 'react';
import { Form } from 'antd';

/** An antd form row showing a formik error once the field was touched (or always, when `live`). */
export function FormField({ label, name, error, touched, children }: { label: ReactNode; name: string; error?: string; touched?: boolean; children: ReactNode }) {
  const shown = touched ? error : undefined;
  return (
    <Form.Item label={label} htmlFor={name} validateStatus={shown ? 'error' : undefined} help={shown} layout="vertical">
      {children}
    </Form.Item>
  );
}
