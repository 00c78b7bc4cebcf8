import { Alert, Spin, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { ProgramacionOptions } from '../../../openapi';
import { useApi } from '../../api/useApi';

/** Staff reads are never served from an earlier visit's copy. */
const fresh = { dedupingInterval: 0, revalidateOnMount: true } as const;

/** The salas, by theater, each opening its seat rule and focal point. */
export function SalasPageView({ rooms, problem }: { rooms: ProgramacionOptions['rooms'] | undefined; problem: string | null }) {
  return (
    <section aria-labelledby="salas-titulo" style={{ maxWidth: 720 }}>
      <Typography.Title level={1} id="salas-titulo" style={{ fontSize: 24 }}>
        Salas
      </Typography.Title>
      <Typography.Paragraph>Elige una sala para cambiar su regla de sillas solas y el punto focal de &apos;Mejor disponible&apos;.</Typography.Paragraph>
      {problem ? <Alert type="error" showIcon role="alert" title={problem} /> : null}
      {!rooms && !problem ? <Spin aria-label="Cargando salas..." /> : null}
      {rooms ? (
        <ul className="vz-salas">
          {rooms.map((room) => (
            <li key={room.id}>
              <Link to={`/staff/programacion/salas/${room.id}`}>{room.name}</Link> <Typography.Text type="secondary">· {room.theater.name}</Typography.Text>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** /staff/programacion/salas. */
export default function SalasPage() {
  const options = useApi('/staff/programacion/opciones', undefined, fresh);
  return <SalasPageView rooms={options.data?.rooms} problem={options.error?.message ?? null} />;
}
