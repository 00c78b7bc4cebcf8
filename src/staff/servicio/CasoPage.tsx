import { Alert, Spin } from 'antd';
import { useParams } from 'react-router-dom';
import { eticaWriters, providedEticaRespuestaMachine, providedServicioRespuestaMachine, servicioWriters } from '../../app/staffActors';
import { useApi } from '../../api/useApi';
import { casoDePqrs, casoDeReporte, respuestaInput, type BandejaDesk, type Caso } from './bandeja';
import { PqrsRespuestaContext } from '../contexts';
import { CasoDesk } from './CasoDesk';

const fresh = { dedupingInterval: 0, revalidateOnMount: true } as const;

function Loaded({ caso, desk, people, onChanged }: { caso: Caso; desk: BandejaDesk; people: { id: number; name: string }[]; onChanged(): void }) {
  return (
    // A case closed meanwhile starts its answer again (there is nothing to write then); otherwise the draft being written stays across reads.
    <PqrsRespuestaContext.Provider key={`${caso.id}:${caso.state === 'cerrada'}`} logic={desk === 'servicio' ? providedServicioRespuestaMachine : providedEticaRespuestaMachine} options={{ input: respuestaInput(caso) }}>
      <CasoDesk caso={caso} people={people} writers={desk === 'servicio' ? servicioWriters : eticaWriters} onChanged={onChanged} />
    </PqrsRespuestaContext.Provider>
  );
}

function Failed({ message }: { message: string }) {
  return <Alert type="error" role="alert" showIcon title={message} />;
}

function ServicioCaso({ id }: { id: number }) {
  const read = useApi('/staff/servicio/pqrs/{id}', { path: { id } }, fresh);
  const people = useApi('/staff/servicio/personal', undefined, fresh);
  if (read.error) return <Failed message={read.error.message} />;
  if (!read.data) return <Spin aria-label="Cargando..." />;
  return <Loaded caso={casoDePqrs(read.data)} desk="servicio" people={people.data ?? []} onChanged={() => void read.mutate()} />;
}

function EticaCaso({ id }: { id: number }) {
  const read = useApi('/staff/etica/reportes/{id}', { path: { id } }, fresh);
  if (read.error) return <Failed message={read.error.message} />;
  if (!read.data) return <Spin aria-label="Cargando..." />;
  return <Loaded caso={casoDeReporte(read.data)} desk="etica" people={[]} onChanged={() => void read.mutate()} />;
}

/** /staff/servicio/:id and /staff/etica/:id. */
export default function CasoPage({ desk }: { desk: BandejaDesk }) {
  const { id } = useParams();
  const number = id && /^\d+$/.test(id) ? Number(id) : null;
  if (number === null) return <Failed message="Ese radicado no existe." />;
  return desk === 'servicio' ? <ServicioCaso key={number} id={number} /> : <EticaCaso key={number} id={number} />;
}
