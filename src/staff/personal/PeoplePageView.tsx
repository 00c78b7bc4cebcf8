import { Alert, Button, Checkbox, Flex, Form, Input, Modal, Result, Space, Table, Tag, theme, Typography } from 'antd';
import type { StaffInvitation, StaffInvitationRequest, StaffPerson, StaffRole } from '../../../openapi';
import type { PersonalDialog } from '../../../machines/staff/personal/people/people.selectors';
import type { StaffPersonalRefusal } from '../../../machines/staff/personal/people/people.types';
import { staffDate, staffDateTime } from '../format';
import { ROLE_LABELS } from '../roles';

export interface PeoplePageViewProps {
  loading: boolean;
  people: StaffPerson[];
  problem: string | null;
  notice: string | null;
  dialog: PersonalDialog;
  selected: StaffPerson | null;
  sending: boolean;
  refusal: StaffPersonalRefusal | null;
  canRetry: boolean;
  sent: StaffInvitation | null;
  onRetryList(): void;
  onInvite(): void;
  onSubmitInvitation(invitation: StaffInvitationRequest): void;
  onOpenRoles(person: StaffPerson): void;
  onSubmitRoles(roles: StaffRole[]): void;
  onOpenDeactivation(person: StaffPerson): void;
  onConfirmDeactivation(): void;
  onRetryRequest(): void;
  onClose(): void;
}

const ALL_ROLES = Object.keys(ROLE_LABELS) as StaffRole[];
const roleOptions = ALL_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
// A validator, not `required`: antd would put aria-required on the checkboxes' group, which ARIA does not allow there.
const rolesRule = [{ validator: (_: unknown, roles?: StaffRole[]) => (roles?.length ? Promise.resolve() : Promise.reject(new Error('Elige al menos un rol.'))) }];

/** The server's refusal above a dialog's form (with 'Intentar de nuevo' when nothing answered). */
function Refusal({ refusal, canRetry, onRetry, except = [] }: { refusal: StaffPersonalRefusal | null; canRetry: boolean; onRetry(): void; except?: string[] }) {
  if (!refusal) return null;
  // A message the server tied to a field of the form is shown under that field instead.
  if (except.some((field) => refusal.fields[field] === refusal.message)) return null;
  return (
    <Alert
      type="error"
      role="alert"
      showIcon
      title={refusal.message}
      style={{ marginBottom: 16 }}
      action={canRetry ? <Button size="small" onClick={onRetry}>Intentar de nuevo</Button> : undefined}
    />
  );
}

const fieldError = (refusal: StaffPersonalRefusal | null, field: string) =>
  refusal?.fields[field] ? { validateStatus: 'error' as const, help: refusal.fields[field] } : {};

/** The admin's Personal page: the staff, and the dialogs to invite, change roles and deactivate. */
export function PeoplePageView(props: PeoplePageViewProps) {
  const { loading, people, problem, notice, dialog, selected, sending, refusal, onRetryList, onInvite, onOpenRoles, onOpenDeactivation, onRetryRequest, onClose } = props;
  const { token } = theme.useToken();
  // antd's green tag text is too light to read on its background (WCAG AA): the body text on the success background.
  const activeTag = { color: token.colorText, background: token.colorSuccessBg, borderColor: token.colorSuccessBorder };
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={16} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          Personal
        </Typography.Title>
        <Button type="primary" onClick={onInvite} disabled={loading || problem !== null}>
          Invitar
        </Button>
      </Flex>
      {problem ? <Alert type="error" role="alert" showIcon title={problem} action={<Button size="small" onClick={onRetryList}>Intentar de nuevo</Button>} style={{ marginBottom: 16 }} /> : null}
      <div role="status" aria-live="polite">
        {notice ? <Alert type="success" showIcon title={notice} style={{ marginBottom: 16 }} /> : null}
      </div>
      <Table<StaffPerson>
        rowKey="id"
        loading={loading}
        dataSource={people}
        pagination={false}
        scroll={{ x: 'max-content' }}
        aria-label="Personal"
        columns={[
          { title: 'Nombre', dataIndex: 'name' },
          { title: 'Correo', dataIndex: 'email' },
          {
            title: 'Roles',
            dataIndex: 'roles',
            render: (roles: StaffRole[]) => (
              <Space size={[0, 4]} wrap>
                {roles.map((role) => (
                  <Tag key={role}>{ROLE_LABELS[role]}</Tag>
                ))}
              </Space>
            ),
          },
          { title: 'Estado', dataIndex: 'active', render: (active: boolean) => (active ? <Tag style={activeTag}>Activa</Tag> : <Tag>Desactivada</Tag>) },
          { title: 'Desde', dataIndex: 'created_at', render: (at: string) => <time dateTime={at} title={staffDateTime(at)}>{staffDate(at)}</time> },
          {
            title: 'Acciones',
            key: 'actions',
            render: (_, person) =>
              person.active ? (
                <Space wrap>
                  <Button size="small" aria-label={`Cambiar roles de ${person.name}`} onClick={() => onOpenRoles(person)}>
                    Cambiar roles
                  </Button>
                  <Button size="small" danger aria-label={`Desactivar a ${person.name}`} onClick={() => onOpenDeactivation(person)}>
                    Desactivar
                  </Button>
                </Space>
              ) : null,
          },
        ]}
      />
      <InvitationDialog {...props} open={dialog === 'invitation'} />
      <RolesDialog {...props} open={dialog === 'roles'} />
      <Modal
        open={dialog === 'deactivation'}
        title={selected ? `¿Desactivar a ${selected.name}?` : 'Desactivar'}
        onCancel={onClose}
        closable={!sending}
        mask={{ closable: !sending }}
        keyboard={!sending}
        destroyOnHidden
        footer={[
          <Button key="no" onClick={onClose} disabled={sending}>
            Cancelar
          </Button>,
          <Button key="yes" type="primary" danger loading={sending} onClick={props.onConfirmDeactivation}>
            Desactivar
          </Button>,
        ]}
      >
        <Refusal refusal={refusal} canRetry={false} onRetry={onRetryRequest} />
        <Typography.Paragraph>
          {selected?.name} ({selected?.email}) ya no podrá iniciar sesión y sus sesiones terminan en el acto. Nada se borra: el registro de auditoría la sigue nombrando.
        </Typography.Paragraph>
      </Modal>
    </>
  );
}

function InvitationDialog({ open, sending, refusal, canRetry, sent, onSubmitInvitation, onRetryRequest, onClose }: PeoplePageViewProps & { open: boolean }) {
  return (
    <Modal open={open} title="Invitar a una persona" onCancel={onClose} closable={!sending} mask={{ closable: !sending }} keyboard={!sending} footer={null} destroyOnHidden>
      {sent ? (
        <Result
          status="success"
          title="Invitación enviada"
          subTitle={`Enviamos a ${sent.email} un enlace de un solo uso para ${sent.name}; vence el ${staffDateTime(sent.expires_at)}.`}
          extra={<Button type="primary" onClick={onClose}>Listo</Button>}
        />
      ) : (
        <Form<StaffInvitationRequest> layout="vertical" requiredMark={false} disabled={sending} onFinish={(values) => onSubmitInvitation({ name: values.name.trim(), email: values.email.trim(), roles: values.roles })}>
          <Refusal refusal={refusal} canRetry={canRetry} onRetry={onRetryRequest} except={['email', 'name', 'roles']} />
          <Form.Item label="Nombre" name="name" rules={[{ required: true, whitespace: true, max: 120, message: 'Escribe el nombre (hasta 120 caracteres).' }]} {...fieldError(refusal, 'name')}>
            <Input autoComplete="off" aria-invalid={refusal?.fields.name ? true : undefined} />
          </Form.Item>
          <Form.Item label="Correo electrónico" name="email" rules={[{ required: true, type: 'email', message: 'Escribe un correo válido.' }]} {...fieldError(refusal, 'email')}>
            <Input autoComplete="off" aria-invalid={refusal?.fields.email ? true : undefined} />
          </Form.Item>
          <Form.Item label="Roles" name="roles" rules={rolesRule} extra="Solo puedes entregar roles que tienes." {...fieldError(refusal, 'roles')}>
            <Checkbox.Group options={roleOptions} role="group" aria-label="Roles" />
          </Form.Item>
          <Flex justify="end" gap={8}>
            <Button onClick={onClose} disabled={sending}>
              Cancelar
            </Button>
            <Button type="primary" htmlType="submit" loading={sending}>
              {sending ? 'Enviando...' : 'Enviar invitación'}
            </Button>
          </Flex>
        </Form>
      )}
    </Modal>
  );
}

function RolesDialog({ open, selected, sending, refusal, canRetry, onSubmitRoles, onRetryRequest, onClose }: PeoplePageViewProps & { open: boolean }) {
  return (
    <Modal open={open} title={selected ? `Roles de ${selected.name}` : 'Roles'} onCancel={onClose} closable={!sending} mask={{ closable: !sending }} keyboard={!sending} footer={null} destroyOnHidden>
      <Form<{ roles: StaffRole[] }> layout="vertical" requiredMark={false} disabled={sending} initialValues={{ roles: selected?.roles ?? [] }} onFinish={(values) => onSubmitRoles(values.roles)}>
        <Refusal refusal={refusal} canRetry={canRetry} onRetry={onRetryRequest} />
        <Form.Item label="Roles" name="roles" rules={rolesRule} extra="Si quitas un rol, las sesiones de la persona terminan en el acto.">
          <Checkbox.Group options={roleOptions} role="group" aria-label="Roles" />
        </Form.Item>
        <Flex justify="end" gap={8}>
          <Button onClick={onClose} disabled={sending}>
            Cancelar
          </Button>
          <Button type="primary" htmlType="submit" loading={sending}>
            {sending ? 'Guardando...' : 'Guardar roles'}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
