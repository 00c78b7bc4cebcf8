import { lazy, Suspense, useCallback, useEffect, useMemo } from 'react';
import { Spin } from 'antd';
import { createActorContext } from '@xstate/react';
import { porteriaMachine } from '../../machines/porteria/porteria.machine';
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
} from '../../machines/porteria/porteria.selectors';
import type { Puerta } from '../../machines/porteria/porteria.types';
import { providedPorteriaMachine } from '../app/porteriaActors';
import { escucharNoGuardados } from './porteria/store';
import { PorteriaPageView } from './PorteriaPageView';

/** The door's actor: the page provides the real one, a story one started in a state. */
export const PorteriaContext = createActorContext(porteriaMachine);

// The camera and its WebAssembly decoder load once the door is chosen.
const QrScanner = lazy(() => import('./porteria/QrScanner').then((m) => ({ default: m.QrScanner })));

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

/** Subscribes to the door's machine, tells it when the network and the page's visibility change and when a queued scan could not be written, and maps it to the view. */
export function Porteria({ camera = true }: { camera?: boolean }) {
  const { send } = PorteriaContext.useActorRef();
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
  // One element for the page's life: a verdict re-renders the page, never the camera.
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
      onNext: () => send({ type: 'scan.next' }),
      onUndo: () => send({ type: 'scan.undo' }),
      onRetry: () => send({ type: 'porteria.retry' }),
    }),
    [send],
  );
  return (
    <PorteriaPageView
      screen={PorteriaContext.useSelector(selectScreen)}
      opciones={PorteriaContext.useSelector(selectOpciones)}
      puerta={PorteriaContext.useSelector(selectPuerta)}
      veredicto={PorteriaContext.useSelector(selectVeredicto)}
      canUndo={PorteriaContext.useSelector(selectCanUndo)}
      syncing={PorteriaContext.useSelector(selectSyncing)}
      enLinea={PorteriaContext.useSelector(selectEnLinea)}
      pendientes={PorteriaContext.useSelector(selectPendientes)}
      sincronizado={PorteriaContext.useSelector(selectSincronizado)}
      problema={PorteriaContext.useSelector(selectProblema)}
      aviso={PorteriaContext.useSelector(selectAviso)}
      noGuardados={PorteriaContext.useSelector(selectNoGuardados)}
      camera={scanner}
      {...handlers}
    />
  );
}

export default function PorteriaPage() {
  useInstallable();
  return (
    <PorteriaContext.Provider logic={providedPorteriaMachine}>
      <Porteria />
    </PorteriaContext.Provider>
  );
}
