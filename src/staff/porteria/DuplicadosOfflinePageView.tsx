import { Alert, Button, DatePicker, Form, Select, Space, Table, Typography } from 'antd';
import luxonConfig from '@rc-component/picker/generate/luxon';
import { DateTime } from 'luxon';
import type { DuplicadoIngreso, DuplicadoOffline } from '../../../openapi';
import type { DuplicadosFiltros, DuplicadosTeatro } from '../../../machines/staff/porteria/duplicados-offline/duplicados-offline.types';
import { BOGOTA } from '../../lib/time';
import { staffDateTime } from '../format';

// Days as luxon dates (the site's dates are luxon's), not antd's default dayjs.
const Dia = DatePicker.generatePicker<DateTime>(luxonConfig);

export interface DuplicadosOfflinePageViewProps {
  loading: boolean;
  theaters: DuplicadosTeatro[];
  filters: { theater: number | null; from: string; to: string };
  /** The filters can be changed (the theaters are known). */
  filtering: boolean;
  items: DuplicadoOffline[];
  /** No duplicate in these days. */
  empty: boolean;
  /** The server's message (days the wrong way round, a range too long, an unknown theater, no connection). */
  problem: string | null;
  onFilter(filters: DuplicadosFiltros): void;
  onRetry(): void;
}

const diaDe = (date: string) => {
  const day = DateTime.fromISO(date, { zone: BOGOTA });
  return day.isValid ? day : null;
};

/** One entry of a ticket: the door, the device, the device's time and when the server got it. */
function Ingreso({ entry }: { entry: DuplicadoIngreso | null }) {
  if (!entry) return <Typography.Text type="secondary">Se deshizo: ninguno cuenta.</Typography.Text>;
  return (
    <Space orientation="vertical" size={0}>
      <Typography.Text strong>{entry.door}</Typography.Text>
      <span>
        Dispositivo <Typography.Text code>{entry.device}</Typography.Text>
      </span>
      <span>
        Hora del dispositivo: <time dateTime={entry.at}>{staffDateTime(entry.at, true)}</time>
      </span>
      <span>
        Recibido: <time dateTime={entry.received_at}>{staffDateTime(entry.received_at, true)}</time>
      </span>
    </Space>
  );
}

/**
 * /staff/entradas-duplicadas: the tickets two doors let in while offline. The earliest device time
 * counts; the later entry is kept as a duplicate, for the staff to look into.
 */
export function DuplicadosOfflinePageView({ loading, theaters, filters, filtering, items, empty, problem, onFilter, onRetry }: DuplicadosOfflinePageViewProps) {
  const change = (patch: Partial<DuplicadosFiltros>) => {
    const next = { theater: filters.theater ?? theaters[0]?.id, from: filters.from, to: filters.to, ...patch };
    if (next.theater !== undefined) onFilter(next as DuplicadosFiltros);
  };
  return (
    <section aria-labelledby="duplicados-titulo">
      <Typography.Title level={1} id="duplicados-titulo" style={{ fontSize: 24, marginTop: 0 }}>
        Entradas duplicadas
      </Typography.Title>
      <Typography.Paragraph>
        Boletas que dos puertas dejaron entrar sin conexión. Cuenta el ingreso con la hora de dispositivo más temprana; el otro queda aquí como duplicado para revisarlo.
      </Typography.Paragraph>
      <Form layout="inline" style={{ margin: '16px 0', rowGap: 8 }} aria-label="Filtros de las entradas duplicadas" disabled={!filtering}>
        <Form.Item label="Teatro" htmlFor="duplicados-teatro">
          <Select
            id="duplicados-teatro"
            style={{ minWidth: 200 }}
            value={filters.theater ?? undefined}
            options={theaters.map((t) => ({ value: t.id, label: t.name }))}
            onChange={(theater: number) => change({ theater })}
          />
        </Form.Item>
        <Form.Item label="Desde" htmlFor="duplicados-desde" extra="Días de Bogotá, por la fecha de la función.">
          <Dia id="duplicados-desde" allowClear={false} format="DD/MM/YYYY" value={diaDe(filters.from)} onChange={(d) => d && change({ from: d.toISODate()! })} />
        </Form.Item>
        <Form.Item label="Hasta" htmlFor="duplicados-hasta">
          <Dia id="duplicados-hasta" allowClear={false} format="DD/MM/YYYY" value={diaDe(filters.to)} onChange={(d) => d && change({ to: d.toISODate()! })} />
        </Form.Item>
      </Form>
      {problem ? (
        <Alert
          type="error"
          role="alert"
          showIcon
          title={problem}
          action={
            <Button size="small" onClick={onRetry}>
              Intentar de nuevo
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {problem && items.length === 0 ? null : (
        <Table<DuplicadoOffline>
          rowKey={(d) => d.duplicate.nonce}
          size="small"
          loading={loading}
          dataSource={items}
          pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
          scroll={{ x: 1100 }}
          aria-label="Entradas duplicadas"
          locale={{ emptyText: empty ? 'No hay entradas duplicadas en estas fechas.' : ' ' }}
          columns={[
            { title: 'Película', key: 'film', render: (_, d) => d.ticket.film },
            { title: 'Sala', key: 'room', render: (_, d) => d.ticket.room },
            { title: 'Silla', key: 'seat', render: (_, d) => d.ticket.seat },
            { title: 'Función', key: 'funcion', render: (_, d) => <time dateTime={d.ticket.starts_at}>{staffDateTime(d.ticket.starts_at)}</time> },
            { title: 'Factura', key: 'bill', render: (_, d) => d.ticket.bill },
            { title: 'Ingreso que cuenta', key: 'winner', render: (_, d) => <Ingreso entry={d.winner} /> },
            { title: 'Duplicado', key: 'duplicate', render: (_, d) => <Ingreso entry={d.duplicate} /> },
          ]}
        />
      )}
    </section>
  );
}
