import { useEffect } from 'react';
import { Alert, Button, Form, Input, Popconfirm, Space, Table, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { DiaNoHabil } from './bandejaContrato';
import { diaLargo } from '../fechas';
import type { WriteProps } from './CasoPageView';

export interface DiasNoHabilesPageViewProps {
  dias: DiaNoHabil[] | undefined;
  loading: boolean;
  problem: string | null;
  add: WriteProps<{ day: string; reason: string }>;
  remove: WriteProps<null> & { onRemove(id: number): void };
}

/** The extra non-working days: added ones count for the PQRS filed from then on and for extensions. */
export function DiasNoHabilesPageView({ dias, loading, problem, add, remove }: DiasNoHabilesPageViewProps) {
  const [form] = Form.useForm<{ day: string; reason: string }>();
  useEffect(() => {
    if (add.done > 0) form.resetFields();
  }, [add.done, form]);
  return (
    <section aria-labelledby="dias-titulo">
      <Link to="/staff/servicio">Volver a la bandeja</Link>
      <Typography.Title level={1} id="dias-titulo" style={{ fontSize: 24, margin: '8px 0 16px' }}>
        Días no hábiles adicionales
      </Typography.Title>
      <Typography.Paragraph>
        Además de los festivos de Colombia, estos días no cuentan como hábiles para los plazos de las PQRS. Cuentan para las PQRS que se radiquen desde ahora y para las prórrogas; las fechas límite ya fijadas no cambian.
      </Typography.Paragraph>
      {problem ? <Alert type="error" role="alert" showIcon title={problem} style={{ marginBottom: 16 }} /> : null}
      {add.refusal ? <Alert type="error" role="alert" showIcon title={add.refusal} closable={{ onClose: add.onDismiss }} style={{ marginBottom: 16 }} /> : null}
      {remove.refusal ? <Alert type="error" role="alert" showIcon title={remove.refusal} closable={{ onClose: remove.onDismiss }} style={{ marginBottom: 16 }} /> : null}
      <Form form={form} name="dia" layout="inline" onFinish={({ day, reason }) => add.onSubmit({ day, reason: reason.trim() })} aria-label="Agregar un día no hábil" style={{ rowGap: 8, marginBottom: 16 }}>
        <Form.Item label="Día" name="day" rules={[{ required: true, message: 'Elige el día.' }]}>
          <Input type="date" />
        </Form.Item>
        <Form.Item label="Motivo" name="reason" rules={[{ required: true, whitespace: true, message: 'Escribe el motivo.' }, { max: 300, message: 'Máximo 300 caracteres.' }]}>
          <Input maxLength={300} style={{ minWidth: 280 }} placeholder="Decreto 123 de 2027: día cívico" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={add.busy}>
            Agregar
          </Button>
        </Form.Item>
      </Form>
      <Table<DiaNoHabil>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={dias ?? []}
        pagination={false}
        aria-label="Días no hábiles adicionales"
        locale={{ emptyText: 'No hay días no hábiles adicionales.' }}
        columns={[
          { title: 'Día', dataIndex: 'day', render: (day: string) => diaLargo(day) },
          { title: 'Motivo', dataIndex: 'reason' },
          { title: 'Agregado por', dataIndex: 'created_by', render: (p: DiaNoHabil['created_by']) => p?.name ?? '—' },
          {
            title: 'Acciones',
            key: 'acciones',
            render: (_, d) => (
              <Space>
                <Popconfirm title={`¿Quitar el ${diaLargo(d.day)}?`} okText="Quitar" cancelText="Volver" onConfirm={() => remove.onRemove(d.id)}>
                  <Button size="small" danger loading={remove.busy} aria-label={`Quitar el ${diaLargo(d.day)}`}>
                    Quitar
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </section>
  );
}
