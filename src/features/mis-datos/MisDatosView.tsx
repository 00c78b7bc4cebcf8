import { Alert, Button, Descriptions, Input, Modal, Space, Table, Typography } from 'antd';
import type { MisDatos } from '../../../openapi';
import { ACTIVE_CARD } from '../../../openapi/rules';
import { formatPesos } from '../../../openapi/money';
import type { Formato } from '../../../machines/descargar-datos/descargar-datos.types';

export interface DescargaProps {
  /** The format being made (its button spins), or null. */
  downloading: Formato | null;
  /** The server's refusal (e.g. five downloads an hour), with 'Intentar de nuevo'. */
  error: string | null;
  onDownload: (formato: Formato) => void;
  onRetry: () => void;
}

export interface BorradoProps {
  open: boolean;
  deleting: boolean;
  error: string | null;
  /** The server's words about unused tickets to be lost, while it asks to confirm. */
  ticketsAtStake: string | null;
  onStart: () => void;
  onCancel: () => void;
  onSubmit: (password: string) => void;
  onGiveUpTickets: () => void;
}

export interface SesionesProps {
  /** The server is closing the other sessions. */
  closing: boolean;
  /** What the server did ('Cerramos 2 sesiones más.'), after a close. */
  notice: string | null;
  /** The server's refusal in its words. */
  error: string | null;
  onClose: () => void;
}

export interface MisDatosViewProps {
  datos: MisDatos | undefined;
  sesiones: SesionesProps;
  descarga: DescargaProps;
  borrado: BorradoProps;
}

const VIA: Record<string, string> = {
  registro: 'Al registrarte',
  'nueva-version': 'Al aceptar una versión nueva',
  pqrs: 'Al enviar una PQRS',
  'linea-etica': 'Al enviar un reporte a la línea ética',
};
const SEX: Record<string, string> = { M: 'Masculino', F: 'Femenino' };

function DeletionDialog({ borrado, member }: { borrado: BorradoProps; member: boolean }) {
  return (
    <Modal
      open={borrado.open}
      title="Eliminar mi cuenta"
      onCancel={borrado.onCancel}
      footer={null}
      destroyOnHidden
    >
      {borrado.ticketsAtStake ? (
        <Space orientation="vertical">
          <Alert type="warning" showIcon title={borrado.ticketsAtStake} />
          <Space>
            <Button danger type="primary" loading={borrado.deleting} onClick={borrado.onGiveUpTickets}>
              Perder mis entradas y eliminar la cuenta
            </Button>
            <Button onClick={borrado.onCancel} disabled={borrado.deleting}>
              Conservar mi cuenta
            </Button>
          </Space>
        </Space>
      ) : (
        <form
          aria-label="Eliminar mi cuenta"
          onSubmit={(e) => {
            e.preventDefault();
            borrado.onSubmit(String(new FormData(e.currentTarget).get('password') ?? ''));
          }}
        >
          <p>Tu cuenta se cierra de inmediato: se terminan todas tus sesiones y tus datos personales se borran. Tus facturas se conservan cinco años con tu nombre y documento, como lo exige la ley.</p>
          {member ? <Alert type="warning" showIcon style={{ marginBottom: 12 }} title="Tienes una membresía activa del Club Vizionarios: la pierdes al eliminar tu cuenta y no se reembolsa." /> : null}
          <label htmlFor="borrar-password">Contraseña</label>
          <Input.Password id="borrar-password" name="password" autoComplete="current-password" disabled={borrado.deleting} />
          {borrado.error ? <Alert type="error" role="alert" style={{ marginTop: 12 }} title={borrado.error} /> : null}
          <Space style={{ marginTop: 16 }}>
            <Button danger type="primary" htmlType="submit" loading={borrado.deleting}>
              Eliminar mi cuenta
            </Button>
            <Button onClick={borrado.onCancel} disabled={borrado.deleting}>
              Cancelar
            </Button>
          </Space>
        </form>
      )}
    </Modal>
  );
}

/** 'Mis datos' (issue 32; Ley 1581 de 2012): what the site holds about the person, its download and the account's deletion. */
export function MisDatosView({ datos, sesiones, descarga, borrado }: MisDatosViewProps) {
  if (!datos) return <section aria-busy="true" aria-label="Mis datos" />;
  const p = datos.profile;
  const member = datos.membership.Estado === ACTIVE_CARD;
  return (
    <section aria-label="Mis datos" className="vz-mis-datos">
      <Typography.Paragraph>
        Esto es lo que Viziona guarda de ti. Puedes conocer, actualizar, corregir y eliminar tus datos y retirar tu autorización (Ley 1581 de 2012).
      </Typography.Paragraph>

      <h2>Tu perfil</h2>
      <Descriptions column={1} size="small" bordered items={[
        { key: 'n', label: 'Nombre', children: p.fullname },
        { key: 'e', label: 'Correo electrónico', children: p.email },
        { key: 'd', label: 'Documento', children: `${p.doc_type} ${p.doc_number}` },
        { key: 't', label: 'Teléfono', children: p.phone },
        { key: 'b', label: 'Fecha de nacimiento', children: p.birthday || 'No registrada' },
        { key: 's', label: 'Sexo', children: SEX[p.sex] ?? p.sex },
      ]} />

      <h2>Sesiones abiertas</h2>
      <ul>
        {datos.sessions.map((s) => (
          <li key={s.id}>Desde {s.started_at}, vence {s.expires_at}{s.current ? ' (esta sesión)' : ''}</li>
        ))}
      </ul>
      <Button onClick={sesiones.onClose} loading={sesiones.closing} disabled={datos.sessions.length < 2}>
        Cerrar todas las demás sesiones
      </Button>
      {sesiones.notice && <Alert type="success" showIcon title={sesiones.notice} role="status" />}
      {sesiones.error && <Alert type="error" showIcon title={sesiones.error} />}

      <h2>Compras y tickets</h2>
      <Table size="small" rowKey="bill" pagination={false} dataSource={datos.purchases} locale={{ emptyText: 'No tienes compras.' }} columns={[
        { title: 'Factura', dataIndex: 'bill' },
        { title: 'Fecha', render: (_, b) => b.created_at.slice(0, 10) },
        { title: 'Compra', render: (_, b) => b.showtime?.movie?.title ?? 'Membresía Club Vizionarios' },
        { title: 'Sillas', render: (_, b) => b.seats.map((s) => `${s.FilRelativa}${s.ColRelativa}`).join(', ') },
        { title: 'Total', render: (_, b) => formatPesos(b.total) },
      ]} />

      <h2>Club Vizionarios</h2>
      <p>{member ? `Membresía activa, vence el ${datos.membership.Vencimiento?.slice(0, 10)}.` : 'No tienes una membresía activa.'}</p>

      <h2>PQRS enviadas con tu correo</h2>
      {datos.pqrs.length ? (
        <ul>
          {datos.pqrs.map((q) => (
            <li key={q.radicado}>{q.radicado} · {q.created_at} · {q.type_pqr}</li>
          ))}
        </ul>
      ) : (
        <p>No has enviado PQRS con este correo.</p>
      )}

      <h2>Autorizaciones que diste</h2>
      <Table size="small" rowKey={(a) => `${a.document}-${a.version}-${a.accepted_at}`} pagination={false} dataSource={datos.authorizations} columns={[
        { title: 'Documento', dataIndex: 'title' },
        { title: 'Versión', dataIndex: 'version' },
        { title: 'Cuándo', dataIndex: 'accepted_at' },
        { title: 'Cómo', render: (_, a) => VIA[a.via] ?? a.via },
        { title: 'Desde la dirección', render: (_, a) => a.address ?? '—' },
      ]} />

      <h2>Correos</h2>
      <p>{datos.marketing}</p>

      <h2>Descargar mis datos</h2>
      <Space wrap>
        <Button onClick={() => descarga.onDownload('json')} loading={descarga.downloading === 'json'} disabled={descarga.downloading !== null}>
          Descargar en JSON
        </Button>
        <Button onClick={() => descarga.onDownload('html')} loading={descarga.downloading === 'html'} disabled={descarga.downloading !== null}>
          Descargar resumen legible (HTML)
        </Button>
      </Space>
      {descarga.error ? (
        <Alert type="error" role="alert" style={{ marginTop: 12 }} title={descarga.error} action={<Button size="small" onClick={descarga.onRetry}>Intentar de nuevo</Button>} />
      ) : null}

      <h2>Eliminar mi cuenta</h2>
      <Button danger onClick={borrado.onStart}>
        Eliminar mi cuenta
      </Button>
      <DeletionDialog borrado={borrado} member={member} />
    </section>
  );
}
