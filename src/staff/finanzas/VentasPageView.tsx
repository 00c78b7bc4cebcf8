import { lazy, Suspense } from 'react';
import { Alert, Button, Card, Form, Input, Skeleton, Space, Statistic, Table, Typography } from 'antd';
import type { SalesDay, SalesReport, SalesRow } from '../../../openapi';
import { formatPesos } from '../../../openapi/money';
import { horaDe } from '../fechas';
import { cantidad, diaCompleto, ocupacion } from './ventas-formato';

// The chart's library comes with its own chunk, when the page draws it.
const VentasChart = lazy(() => import('./VentasChart'));

// Statistic would split a formatted string at its dots: it gets the number and formats it itself.
const pesos = (n: number | string) => formatPesos(Number(n));
const count = (n: number | string) => cantidad(Number(n));

export interface VentasRange {
  from: string;
  to: string;
}

export interface VentasPageViewProps {
  range: VentasRange;
  report: SalesReport | undefined;
  loading: boolean;
  /** The server's message (a range inverted or longer than a year, no connection). */
  problem: string | null;
  /** Where the CSV of the same range downloads from. */
  csvHref: string;
  onRange(range: VentasRange): void;
}

/** /staff/finanzas/ventas: the range, its totals, the chart, the days and the funciones, the CSV. */
export function VentasPageView({ range, report, loading, problem, csvHref, onRange }: VentasPageViewProps) {
  const t = report?.totals;
  return (
    <section aria-labelledby="ventas-titulo">
      <Typography.Title level={1} id="ventas-titulo" style={{ fontSize: 24, marginTop: 0 }}>
        Ventas por día
      </Typography.Title>
      <Typography.Paragraph>
        Compras aceptadas, por el día en que se pagaron. Una compra reembolsada no cuenta como venta: aparece en los reembolsos del día en que se devolvió el dinero.
      </Typography.Paragraph>
      <Form<VentasRange> layout="inline" initialValues={range} onFinish={onRange} style={{ margin: '16px 0', rowGap: 8 }} aria-label="Rango de fechas">
        <Form.Item label="Desde" name="from" rules={[{ required: true, message: 'Elige el primer día.' }]}>
          <Input type="date" />
        </Form.Item>
        <Form.Item label="Hasta" name="to" rules={[{ required: true, message: 'Elige el último día.' }]}>
          <Input type="date" />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              Ver ventas
            </Button>
            <a href={csvHref} download>
              Descargar CSV
            </a>
          </Space>
        </Form.Item>
      </Form>
      {problem ? <Alert type="error" role="alert" showIcon title={problem} style={{ marginBottom: 16 }} /> : null}
      {t ? (
        <Space wrap size="large" style={{ marginBottom: 16 }} aria-label="Totales del rango">
          <Statistic title="Bruto" value={t.gross} formatter={pesos} />
          <Statistic title="Servicio" value={t.service} formatter={pesos} />
          <Statistic title="Boletas" value={t.tickets} formatter={count} />
          <Statistic title="Combos" value={t.combos} formatter={count} />
          <Statistic title="Membresías" value={t.memberships} formatter={count} />
          <Statistic title="Reembolsos" value={t.refunds} formatter={(n) => `${cantidad(Number(n))} (${formatPesos(t.refunded)})`} />
        </Space>
      ) : null}
      {report && report.days.length > 0 ? (
        <Card size="small" title={`Del ${diaCompleto(report.from)} al ${diaCompleto(report.to)}`} style={{ marginBottom: 16 }}>
          <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
            <VentasChart days={report.days.slice(-30)} />
          </Suspense>
        </Card>
      ) : null}
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        Por día
      </Typography.Title>
      <Table<SalesDay>
        rowKey="date"
        size="small"
        loading={loading}
        dataSource={report?.days ?? []}
        pagination={{ pageSize: 31, showSizeChanger: false, hideOnSinglePage: true }}
        scroll={{ x: 760 }}
        aria-label="Ventas por día"
        columns={[
          { title: 'Fecha', dataIndex: 'date', render: (d: string) => diaCompleto(d) },
          { title: 'Boletas', dataIndex: 'tickets', align: 'right', render: cantidad },
          { title: 'Combos', dataIndex: 'combos', align: 'right', render: cantidad },
          { title: 'Membresías', dataIndex: 'memberships', align: 'right', render: cantidad },
          { title: 'Bruto', dataIndex: 'gross', align: 'right', render: formatPesos },
          { title: 'Servicio', dataIndex: 'service', align: 'right', render: formatPesos },
          { title: 'Reembolsos', key: 'refunds', align: 'right', render: (_, d) => (d.refunds ? `${cantidad(d.refunds)} (${formatPesos(d.refunded)})` : '0') },
        ]}
      />
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        Por teatro y función
      </Typography.Title>
      <Table<SalesRow>
        rowKey={(r) => `${r.date}-${r.theater_id}-${r.funcion?.id ?? 'm'}`}
        size="small"
        loading={loading}
        dataSource={report?.rows ?? []}
        pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
        scroll={{ x: 960 }}
        locale={{ emptyText: 'No hubo ventas en estas fechas.' }}
        aria-label="Ventas por teatro y función"
        columns={[
          { title: 'Fecha', dataIndex: 'date', render: (d: string) => diaCompleto(d) },
          { title: 'Teatro', dataIndex: 'theater' },
          { title: 'Película', key: 'film', render: (_, r) => r.funcion?.film ?? 'Membresías Club Vizionarios' },
          { title: 'Función', key: 'funcion', render: (_, r) => (r.funcion ? `${r.funcion.room}, ${horaDe(r.funcion.starts_at)}` : '—') },
          { title: 'Boletas', dataIndex: 'tickets', align: 'right', render: cantidad },
          { title: 'Combos', dataIndex: 'combos', align: 'right', render: cantidad },
          { title: 'Membresías', dataIndex: 'memberships', align: 'right', render: cantidad },
          { title: 'Bruto', dataIndex: 'gross', align: 'right', render: formatPesos },
          { title: 'Servicio', dataIndex: 'service', align: 'right', render: formatPesos },
          { title: 'Ocupación', dataIndex: 'occupancy', align: 'right', render: ocupacion },
        ]}
      />
    </section>
  );
}
