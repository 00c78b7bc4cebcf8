import { memo, useState, type CSSProperties, type ReactNode } from 'react';
import { Alert, Button, ConfigProvider, Input, Radio, Result, Select, Space, Spin, theme, Typography, type GlobalToken } from 'antd';
import type { PorteriaScreen } from '../../../machines/staff/porteria/puerta/puerta.selectors';
import type { Puerta, PuertaOpciones, Veredicto } from '../../../machines/staff/porteria/puerta/puerta.types';
import { afterNextPaint } from '../../lib/afterPaint';
import { horaDe } from '../fechas';
import './puerta.css';

export interface PuertaPageViewProps {
  /** A shown verdict is the verdict's slot alone: the page under it stays as it is. */
  screen: Exclude<PorteriaScreen, 'showing'>;
  opciones: PuertaOpciones | null;
  puerta: Puerta | null;
  canUndo: boolean;
  syncing: boolean;
  enLinea: boolean;
  pendientes: number;
  sincronizado: string | null;
  problema: string | null;
  aviso: string | null;
  /** The warning while queued scans live in memory only (their write to the device failed). */
  noGuardados: string | null;
  /** The camera (the page's scanner; a still box in stories). */
  camera: ReactNode;
  /** Each scan's verdict (ResultadoView), drawn by itself so that a scan does not draw the page again. */
  resultado: ReactNode;
  onChoose(puerta: Puerta): void;
  onChangeDoor(): void;
  onManual(code: string): void;
  onUndo(): void;
  onRetry(): void;
}

/** The title of each verdict, as it fills the screen. */
export const TITULOS: Record<Veredicto['resultado'], string> = {
  valido: 'Bienvenido',
  ya_usado: 'Ya ingresó',
  firma_invalida: 'Código no válido',
  anulado: 'Boleta anulada',
  otro_teatro: 'Otro teatro',
  otra_sala: 'Otra sala',
  fuera_de_horario: 'Fuera de horario',
  error: 'No se pudo revisar',
};

// No click ripple at the door: a phone checking a code has better use for its time (one object, so
// antd's context does not change on every drawing).
const SIN_ONDA = { disabled: true };

const puertaNombre = (p: Puerta) => `${p.theaterName} · ${p.roomName ?? 'Todas las salas'}`;

/** The door chosen once: the theater, then a room or todas las salas. */
function ElegirPuerta({ opciones, onChoose }: { opciones: PuertaOpciones; onChoose(p: Puerta): void }) {
  const [theaterId, setTheaterId] = useState(opciones.theaters[0]?.id);
  const [roomId, setRoomId] = useState<number | null>(null);
  const theater = opciones.theaters.find((t) => t.id === theaterId);
  return (
    <section aria-labelledby="puerta-titulo">
      <Typography.Title level={1} id="puerta-titulo" style={{ fontSize: 24 }}>
        ¿En qué puerta estás?
      </Typography.Title>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <label htmlFor="puerta-teatro" style={{ display: 'block' }}>
          Teatro
        </label>
        <Select id="puerta-teatro" style={{ width: '100%' }} size="large" value={theaterId} onChange={(id) => (setTheaterId(id), setRoomId(null))} options={opciones.theaters.map((t) => ({ value: t.id, label: t.name }))} />
        <Radio.Group aria-label="Sala" value={roomId ?? 0} onChange={(e) => setRoomId(e.target.value === 0 ? null : e.target.value)} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          <Radio value={0}>Todas las salas</Radio>
          {theater?.rooms.map((r) => (
            <Radio key={r.id} value={r.id}>
              {r.name}
            </Radio>
          ))}
        </Radio.Group>
        <Button
          type="primary"
          size="large"
          block
          disabled={!theater}
          onClick={() => theater && onChoose({ theaterId: theater.id, theaterName: theater.name, roomId, roomName: theater.rooms.find((r) => r.id === roomId)?.name ?? null })}
        >
          Usar esta puerta
        </Button>
      </Space>
    </section>
  );
}

/** Each result's colours on the overlay, from the theme's tokens: made once per theme, not on each scan. */
export type EstilosVeredicto = Record<'valido' | 'ya_usado' | 'rechazo', CSSProperties>;

// Large type throughout (AA's 3:1 for large text): white on green-7 and on the staff theme's red, near-black on orange.
export const estilosVeredicto = (token: GlobalToken): EstilosVeredicto => ({
  valido: { background: token.colorSuccessActive, color: token.colorWhite },
  ya_usado: { background: token.colorWarning, color: token.colorText },
  rechazo: { background: token.colorError, color: token.colorWhite },
});

/** What the screen reader hears of a verdict. */
const anuncio = (v: Veredicto, previo: string | null) =>
  [TITULOS[v.resultado], v.boleta ? `${v.boleta.pelicula}, ${v.boleta.sala}, silla ${v.boleta.silla}, ${v.boleta.hora}` : '', previo ? `entró a las ${previo}` : '', v.resultado === 'valido' || v.resultado === 'ya_usado' ? '' : v.mensaje]
    .filter(Boolean)
    .join('. ');

/**
 * A scan as the person at the door sees and hears it: the verdict filling the screen for 1.5 s (a tap
 * moves on at once) and its announcement. Plain elements styled by classes and the theme's colours
 * read beforehand: nothing of antd mounts or computes styles on a scan.
 */
export function ResultadoView({ veredicto, estilos, onNext }: { veredicto: Veredicto | null; estilos: EstilosVeredicto; onNext(): void }) {
  const ok = veredicto?.resultado === 'valido';
  const warn = veredicto?.resultado === 'ya_usado';
  const previo = veredicto?.previo ? `${horaDe(veredicto.previo.at)} por ${veredicto.previo.puerta}` : null;
  return (
    <>
      {/* Every verdict, announced to screen readers (the overlay itself is a button). */}
      <div role="status" aria-live="assertive" className="vz-visually-hidden" data-testid="anuncio">
        {veredicto ? anuncio(veredicto, previo) : ''}
      </div>
      {veredicto ? (
        <button type="button" data-testid="veredicto" data-resultado={veredicto.resultado} onClick={onNext} className="vz-veredicto" style={ok ? estilos.valido : warn ? estilos.ya_usado : estilos.rechazo}>
          <span className="vz-veredicto-titulo">{TITULOS[veredicto.resultado]}</span>
          {veredicto.boleta ? (
            <>
              <span className="vz-veredicto-boleta">{veredicto.boleta.pelicula}</span>
              <span className="vz-veredicto-boleta">
                {veredicto.boleta.sala} · Silla {veredicto.boleta.silla} · {veredicto.boleta.hora}
              </span>
            </>
          ) : null}
          {previo ? <span>Entró a las {previo}</span> : null}
          {!ok && !warn ? <span>{veredicto.mensaje}</span> : null}
          {veredicto.decidio === 'dispositivo' && veredicto.resultado !== 'error' ? <span className="vz-veredicto-nota">Revisado sin conexión: se enviará al sincronizar</span> : null}
        </button>
      ) : null}
    </>
  );
}

/**
 * The code typed in, when the camera cannot read it. Its own component, kept as it is while a scan is
 * decided and shown (only the verdict is drawn then); a code sent while another is decided is left
 * to the machine, which decides one at a time (the verdict covers the form while it is shown).
 */
const CodigoManual = memo(function CodigoManual({ onManual }: { onManual(code: string): void }) {
  const [code, setCode] = useState('');
  return (
    <form
      style={{ marginTop: 12, display: 'flex', gap: 8 }}
      onSubmit={(e) => {
        e.preventDefault();
        if (code.trim()) onManual(code.trim());
        // Emptied once the verdict is drawn: drawing the field first would delay the verdict.
        afterNextPaint(() => setCode(''));
      }}
    >
      <label htmlFor="codigo-manual" className="vz-visually-hidden">
        Código de la boleta
      </label>
      <Input id="codigo-manual" placeholder="Código de la boleta" autoComplete="off" value={code} onChange={(e) => setCode(e.target.value)} />
      <Button htmlType="submit">Revisar</Button>
    </form>
  );
});

/** The door's name and its connection line: drawn again only when they change, not on each scan. */
const EstadoPuerta = memo(function EstadoPuerta({ puerta, estado, enLinea, pendientes, sincronizado }: { puerta: Puerta; estado: string; enLinea: boolean; pendientes: number; sincronizado: string | null }) {
  const { token } = theme.useToken();
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 20, marginTop: 0 }}>
        {puertaNombre(puerta)}
      </Typography.Title>
      <p data-testid="conexion" style={{ margin: '0 0 8px', color: enLinea ? token.colorText : token.colorErrorText }}>
        {estado}
        {pendientes > 0 ? ` · ${pendientes} ${pendientes === 1 ? 'ingreso' : 'ingresos'} por enviar` : ''}
        {sincronizado ? ` · sincronizado a las ${horaDe(sincronizado)}` : ''}
      </p>
    </>
  );
});

/** The door's page, for a phone held in one hand: the door chosen once, then the camera scanning. */
export function PuertaPageView(props: PuertaPageViewProps) {
  const { screen, opciones, puerta, canUndo, syncing, enLinea, pendientes, sincronizado, problema, aviso, noGuardados, camera } = props;
  const estado = syncing ? 'Sincronizando…' : enLinea ? 'En línea' : 'Sin conexión';
  return (
    <ConfigProvider wave={SIN_ONDA}>
    <div style={{ maxWidth: 480, margin: '0 auto', padding: 12 }}>
      <header style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap', marginBottom: 12 }}>
        <Typography.Text strong>Viziona · Portería</Typography.Text>
        <span style={{ flex: 1 }} />
        {puerta && screen !== 'choosing' && screen !== 'refused' ? (
          <Button size="small" onClick={props.onChangeDoor}>
            Cambiar puerta
          </Button>
        ) : null}
      </header>
      <main id="contenido">
        {screen === 'loading' ? <Spin aria-label="Cargando..." /> : null}
        {screen === 'refused' ? (
          <Result status="403" title="No puedes usar la portería" subTitle={problema} extra={<Button href="/staff/ingresar">Ingresar de nuevo</Button>} />
        ) : null}
        {screen === 'failed' ? (
          <Result status="error" title="No pudimos abrir la portería" subTitle={problema} extra={<Button type="primary" onClick={props.onRetry}>Intentar de nuevo</Button>} />
        ) : null}
        {screen === 'choosing' && opciones ? <ElegirPuerta opciones={opciones} onChoose={props.onChoose} /> : null}
        {puerta && !['loading', 'refused', 'failed', 'choosing'].includes(screen) ? (
          <>
            <EstadoPuerta puerta={puerta} estado={estado} enLinea={enLinea} pendientes={pendientes} sincronizado={sincronizado} />
            {problema ? <Alert type="warning" showIcon title={problema} style={{ marginBottom: 8 }} /> : null}
            {noGuardados ? <Alert type="error" showIcon title={noGuardados} style={{ marginBottom: 8 }} /> : null}
            {screen === 'preparing' ? <Spin aria-label="Sincronizando la puerta..." /> : camera}
            {aviso ? <Alert type="info" showIcon title={aviso} style={{ marginTop: 8 }} /> : null}
            {canUndo ? (
              <Button danger block size="large" style={{ marginTop: 8 }} onClick={props.onUndo}>
                Deshacer último ingreso
              </Button>
            ) : null}
            <CodigoManual onManual={props.onManual} />
            {/* A code decided on the device shows its verdict at once; the note appears only when the server takes a while. */}
            {screen === 'deciding' ? <p className="vz-porteria-revisando">Revisando…</p> : null}
            {props.resultado}
            {screen === 'undoing' ? <Spin aria-label="Revisando..." style={{ marginTop: 8 }} /> : null}
          </>
        ) : null}
      </main>
    </div>
    </ConfigProvider>
  );
}
