import { lazy, memo, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Spin, theme } from 'antd';
import { createActorContext } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { porteriaMachine } from '../../../machines/staff/porteria/puerta/puerta.machine';
import {
  selectAviso,
  selectCanUndo,
  selectEnLinea,
  selectNoGuardados,
  selectOpciones,
  selectPendientes,
  selectProblema,
  selectPuerta,
  selectScreen,
  selectSincronizado,
  selectSyncing,
  selectVeredicto,
} from '../../../machines/staff/porteria/puerta/puerta.selectors';
import type { Puerta } from '../../../machines/staff/porteria/puerta/puerta.types';
import { providedPorteriaMachine } from '../../app/porteriaActors';
import { afterNextPaint } from '../../lib/afterPaint';
import { escucharNoGuardados } from './store';
import { estilosVeredicto, PuertaPageView, ResultadoView, type EstilosVeredicto, type PuertaPageViewProps } from './PuertaPageView';

/** The door's actor: the page provides the real one, a story one started in a state. */
export const PorteriaContext = createActorContext(porteriaMachine);

// The camera and its WebAssembly decoder load once the door is chosen.
const QrScanner = lazy(() => import('./QrScanner').then((m) => ({ default: m.QrScanner })));

/** The door's install: its manifest and its service worker (scope /staff/porteria only), in the built site. */
function useInstallable() {
  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/staff/porteria.webmanifest';
    document.head.append(link);
    if (import.meta.env.PROD && 'serviceWorker' in navigator) void navigator.serviceWorker.register('/staff/porteria-sw.js', { scope: '/staff/porteria' }).catch(() => undefined);
    return () => link.remove();
  }, []);
}

/** Each scan's verdict, subscribed by itself: a scan draws this alone, and the page under it only afterwards. */
const VeredictoActual = memo(function VeredictoActual({ estilos, onNext }: { estilos: EstilosVeredicto; onNext(): void }) {
  return <ResultadoView veredicto={PorteriaContext.useSelector(selectVeredicto)} estilos={estilos} onNext={onNext} />;
});

/** The verdicts' colours from the theme's tokens, read once for the page rather than on each scan. */
function Veredictos({ onNext }: { onNext(): void }) {
  const { token } = theme.useToken();
  const estilos = useMemo(() => estilosVeredicto(token), [token]);
  return <VeredictoActual estilos={estilos} onNext={onNext} />;
}

type Pagina = Omit<PuertaPageViewProps, 'camera' | 'resultado' | 'onChoose' | 'onChangeDoor' | 'onManual' | 'onUndo' | 'onRetry'>;

/** The page under the verdict, in one selection (one subscription): a shown verdict is the verdict's own screen. */
function selectPagina(s: SnapshotFrom<typeof porteriaMachine>): Pagina {
  const screen = selectScreen(s);
  return {
    screen: screen === 'showing' ? 'scanning' : screen,
    opciones: selectOpciones(s),
    puerta: selectPuerta(s),
    canUndo: selectCanUndo(s),
    syncing: selectSyncing(s),
    enLinea: selectEnLinea(s),
    pendientes: selectPendientes(s),
    sincronizado: selectSincronizado(s),
    problema: selectProblema(s),
    aviso: selectAviso(s),
    noGuardados: selectNoGuardados(s),
  };
}
const sameFields = <T extends object>(a: T, b: T) => (Object.keys(a) as (keyof T)[]).every((k) => Object.is(a[k], b[k]));

/**
 * The page under the verdict, followed from the machine: a change is drawn once the frame in progress
 * (a scan's verdict) is painted, so a scan draws its verdict alone and the page (the count to send,
 * the undo button, the note while the server decides) after it.
 */
function usePaginaAfterPaint(actor: ReturnType<typeof PorteriaContext.useActorRef>): Pagina {
  const [pagina, setPagina] = useState(() => selectPagina(actor.getSnapshot()));
  useEffect(() => {
    let latest = pagina;
    let queued = false;
    let live = true;
    const follow = (s: SnapshotFrom<typeof porteriaMachine>) => {
      const next = selectPagina(s);
      if (sameFields(next, latest)) return;
      latest = next;
      if (queued) return;
      queued = true;
      afterNextPaint(() => {
        queued = false;
        if (live) setPagina(latest);
      });
    };
    follow(actor.getSnapshot());
    const subscription = actor.subscribe(follow);
    return () => {
      live = false;
      subscription.unsubscribe();
    };
    // `pagina` is only the first selection: later ones come through the subscription.
  }, [actor]);
  return pagina;
}

const PorteriaView = memo(PuertaPageView);

/** Subscribes to the door's machine, tells it when the network and the page's visibility change and when a queued scan could not be written, and maps it to the view. */
export function Porteria({ camera = true }: { camera?: boolean }) {
  const actor = PorteriaContext.useActorRef();
  const { send } = actor;
  useEffect(() => {
    const online = () => send({ type: 'network.online' });
    const offline = () => send({ type: 'network.offline' });
    const visible = () => document.visibilityState === 'visible' && send({ type: 'page.visible' });
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    document.addEventListener('visibilitychange', visible);
    const notKept = escucharNoGuardados(() => send({ type: 'queue.failed' }));
    return () => {
      notKept();
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      document.removeEventListener('visibilitychange', visible);
    };
  }, [send]);
  const decoded = useCallback((code: string) => send({ type: 'scan.decoded', code, source: 'camara', at: Date.now() }), [send]);
  // One element for the page's life: the page drawn again never draws the camera again.
  const scanner = useMemo(
    () =>
      camera ? (
        <Suspense fallback={<Spin aria-label="Abriendo la cámara..." />}>
          <QrScanner onDecoded={decoded} paused={false} />
        </Suspense>
      ) : (
        <div data-testid="camara" role="img" aria-label="Cámara de la puerta" style={{ aspectRatio: '1', background: '#222', borderRadius: 8 }} />
      ),
    [camera, decoded],
  );
  const handlers = useMemo(
    () => ({
      onChoose: (puerta: Puerta) => send({ type: 'door.choose', puerta }),
      onChangeDoor: () => send({ type: 'door.change' }),
      onManual: (code: string) => send({ type: 'scan.decoded', code, source: 'manual', at: Date.now() }),
      onUndo: () => send({ type: 'scan.undo' }),
      onRetry: () => send({ type: 'porteria.retry' }),
    }),
    [send],
  );
  const resultado = useMemo(() => <Veredictos onNext={() => send({ type: 'scan.next' })} />, [send]);
  const pagina = usePaginaAfterPaint(actor);
  return <PorteriaView {...pagina} camera={scanner} resultado={resultado} {...handlers} />;
}

export default function PuertaPage() {
  useInstallable();
  return (
    <PorteriaContext.Provider logic={providedPorteriaMachine}>
      <Porteria />
    </PorteriaContext.Provider>
  );
}
