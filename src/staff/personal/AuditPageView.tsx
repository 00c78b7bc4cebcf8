import { Alert, Button, Col, Flex, Form, Input, Row, Select, Space, Table, Tag, Typography } from 'antd';
import type { AuditEntry, StaffPerson, StaffRole } from '../../../openapi';
import type { StaffAuditFilters } from '../../../machines/staff/personal/audit/audit.types';
import { staffDateTime, todayInBogota } from '../format';
import { ROLE_LABELS } from '../roles';

export interface AuditPageViewProps {
  loading: boolean;
  entries: AuditEntry[];
  people: StaffPerson[];
  filters: StaffAuditFilters;
  problem: string | null;
  hasNewer: boolean;
  hasOlder: boolean;
  page: number;
  onFilter(filters: StaffAuditFilters): void;
  onNewer(): void;
  onOlder(): void;
  onRetry(): void;
}

/** The log's actions as people read them (the code is shown beside). */
export const ACTION_LABELS: Record<string, string> = {
  'staff.invite': 'Invitación',
  'staff.roles.change': 'Cambio de roles',
  'staff.deactivate': 'Desactivación',
  'staff.signin': 'Inicio de sesión',
  'staff.signin.recovery_code': 'Inicio de sesión con código de recuperación',
  'staff.signout': 'Cierre de sesión',
};

const FIELD_LABELS: Record<string, string> = { roles: 'Roles', active: 'Activa', email: 'Correo', name: 'Nombre' };

function readable(field: string, value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (field === 'roles' && Array.isArray(value)) return value.length ? value.map((role) => ROLE_LABELS[role as StaffRole] ?? String(role)).join(', ') : 'ninguno';
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const fieldsOf = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : value === null || value === undefined ? {} : { valor: value });

/** An entry's values before and after, field by field. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const before = fieldsOf(entry.before);
  const after = fieldsOf(entry.after);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (fields.length === 0) return <Typography.Text>Sin valores guardados.</Typography.Text>;
  return (
    <table className="vz-staff-changes">
      <caption>Valores de la entrada {entry.id}</caption>
      <thead>
        <tr>
          <th scope="col">Campo</th>
          <th scope="col">Antes</th>
          <th scope="col">Después</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={field}>
            <th scope="row">{FIELD_LABELS[field] ?? field}</th>
            <td>{readable(field, before[field])}</td>
            <td>{readable(field, after[field])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface FilterForm {
  person?: number;
  action?: string;
  target?: string;
  from?: string;
  to?: string;
}

const clean = (values: FilterForm): StaffAuditFilters => {
  const text = (s?: string) => (s && s.trim() ? s.trim() : undefined);
  const filters: StaffAuditFilters = { person: values.person ?? undefined, action: text(values.action), target: text(values.target), from: text(values.from), to: text(values.to) };
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined));
};

/** The admin's audit log: filters, the entries newest first with their values, and pages. */
export function AuditPageView({ loading, entries, people, filters, problem, hasNewer, hasOlder, page, onFilter, onNewer, onOlder, onRetry }: AuditPageViewProps) {
  const [form] = Form.useForm<FilterForm>();
  const today = todayInBogota();
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        Auditoría
      </Typography.Title>
      <Form<FilterForm> form={form} layout="vertical" requiredMark={false} initialValues={filters} onFinish={(values) => onFilter(clean(values))} aria-label="Filtros del registro">
        <Row gutter={16}>
          <Col xs={24} md={12} lg={8}>
            <Form.Item label="Persona" name="person" extra="Sin elegir: todas.">
              <Select allowClear options={people.map((p) => ({ value: p.id, label: `${p.name} (${p.email})` }))} showSearch={{ optionFilterProp: 'label' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} lg={8}>
            <Form.Item label="Acción" name="action" extra="Exacta (staff.invite) o un prefijo con punto (staff.)." rules={[{ pattern: /^\s*[a-z_]+(\.[a-z_]+)*\.?\s*$/, message: 'Escribe una acción como staff.roles.change o staff.' }]}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} lg={8}>
            <Form.Item label="Objetivo" name="target" extra="Por ejemplo staff_person:12.">
              <Input autoComplete="off" maxLength={120} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6} lg={4}>
            <Form.Item label="Desde" name="from" extra="Días de Bogotá.">
              <Input type="date" max={today} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6} lg={4}>
            <Form.Item
              label="Hasta"
              name="to"
              dependencies={['from']}
              rules={[({ getFieldValue }) => ({ validator: (_, to?: string) => (to && getFieldValue('from') && getFieldValue('from') > to ? Promise.reject(new Error('La fecha inicial no puede ser posterior a la final.')) : Promise.resolve()) })]}
            >
              <Input type="date" max={today} />
            </Form.Item>
          </Col>
        </Row>
        <Space wrap style={{ marginBottom: 16 }}>
          <Button type="primary" htmlType="submit" loading={loading}>
            Filtrar
          </Button>
          <Button
            onClick={() => {
              form.setFieldsValue({ person: undefined, action: '', target: '', from: '', to: '' });
              onFilter({});
            }}
          >
            Quitar filtros
          </Button>
        </Space>
      </Form>
      {problem ? <Alert type="error" role="alert" showIcon title={problem} action={<Button size="small" onClick={onRetry}>Intentar de nuevo</Button>} style={{ marginBottom: 16 }} /> : null}
      <Table<AuditEntry>
        rowKey="id"
        loading={loading}
        dataSource={entries}
        pagination={false}
        scroll={{ x: 'max-content' }}
        aria-label="Registro de auditoría"
        locale={{ emptyText: 'No hay entradas con estos filtros.' }}
        expandable={{ expandedRowRender: (entry) => <AuditChanges entry={entry} />, rowExpandable: (entry) => entry.before != null || entry.after != null }}
        columns={[
          { title: 'Fecha (Bogotá)', dataIndex: 'at', render: (at: string) => <time dateTime={at}>{staffDateTime(at, true)}</time> },
          {
            title: 'Persona',
            dataIndex: 'person',
            render: (person: AuditEntry['person'], entry) =>
              person ? (
                <Space size={4} wrap>
                  <span>{person.name}</span>
                  {entry.role ? <Tag>{ROLE_LABELS[entry.role]}</Tag> : null}
                </Space>
              ) : (
                '—'
              ),
          },
          {
            title: 'Acción',
            dataIndex: 'action',
            render: (action: string) => (
              <Space size={4} wrap>
                {ACTION_LABELS[action] ? <span>{ACTION_LABELS[action]}</span> : null}
                <Typography.Text code>{action}</Typography.Text>
              </Space>
            ),
          },
          { title: 'Objetivo', dataIndex: 'target', render: (target: string | null) => target ?? '—' },
          { title: 'Dirección', dataIndex: 'address' },
        ]}
      />
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginTop: 16 }}>
        <Button onClick={onNewer} disabled={!hasNewer}>
          Más recientes
        </Button>
        <Typography.Text aria-live="polite">Página {page}</Typography.Text>
        <Button onClick={onOlder} disabled={!hasOlder}>
          Más antiguos
        </Button>
      </Flex>
    </>
  );
}
