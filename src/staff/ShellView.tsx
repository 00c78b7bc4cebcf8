import type { ReactNode } from 'react';
import { Alert, Button, Layout, Menu, Result, Spin, theme, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { StaffPerson } from '../../openapi';
import type { StaffDesk } from '../../machines/staff/session/session.selectors';
import { ROLE_LABELS } from './roles';

export interface ShellViewProps {
  loading: boolean;
  person: StaffPerson | null;
  desks: readonly StaffDesk[];
  current: string;
  signingOut: boolean;
  problem: string | null;
  onSignOut(): void;
  onRetry(): void;
  children?: ReactNode;
}

/** The staff area's frame: the menu of the person's desks, their name and 'Cerrar sesión'. */
export function ShellView({ loading, person, desks, current, signingOut, problem, onSignOut, onRetry, children }: ShellViewProps) {
  const { token } = theme.useToken();
  if (!person) {
    return loading ? (
      <Spin fullscreen aria-label="Cargando..." />
    ) : (
      <main className="vz-staff-card" id="contenido">
        <Result status="error" title="No pudimos abrir el área del personal" subTitle={problem} extra={<Button type="primary" onClick={onRetry}>Intentar de nuevo</Button>} />
      </main>
    );
  }
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 16, paddingInline: 24, background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
        <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
          Viziona · Personal
        </Typography.Text>
        <span style={{ flex: 1 }} />
        <Typography.Text data-testid="staff-person">
          {person.name}
        </Typography.Text>
        <Button onClick={onSignOut} loading={signingOut}>
          Cerrar sesión
        </Button>
      </Layout.Header>
      {/* Every desk stays in view and in the accessibility tree: the menu wraps instead of folding desks into '…'. */}
      <nav aria-label="Área del personal" style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}`, paddingInline: 8 }}>
        <Menu mode="horizontal" disabledOverflow selectedKeys={[current]} items={desks.map((desk) => ({ key: desk.path, label: <Link to={desk.path}>{desk.label}</Link> }))} style={{ borderBottom: 'none', flexWrap: 'wrap' }} />
      </nav>
      <Layout.Content style={{ padding: 24 }}>
        <main id="contenido">
          {problem ? <Alert type="error" role="alert" showIcon title={problem} style={{ marginBottom: 16 }} /> : null}
          {children ?? <StaffHome person={person} />}
        </main>
      </Layout.Content>
    </Layout>
  );
}

/** The staff area's first page: who is here and with which roles. */
export function StaffHome({ person }: { person: StaffPerson }) {
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        Hola, {person.name}
      </Typography.Title>
      <Typography.Paragraph>
        Tus roles: {person.roles.map((role) => ROLE_LABELS[role]).join(', ')}.
      </Typography.Paragraph>
    </>
  );
}
