import { lazy, Suspense, useEffect } from 'react';
import { Spin } from 'antd';
import { createActorContext } from '@xstate/react';
import { porteriaMachine } from '../../machines/porteria/porteria.machine';
import {
  selectAviso,
  selectCanUndo,
  selectEnLinea,
  selectOpciones,
  selectPendientes,
  selectProblema,
  selectPuerta,
  selectScreen,
  selectSincronizado,
  selectSyncing,
  selectVeredicto,
} from '../../machines/porteria/porteria.selectors';
import { providedPorteriaMachine } from '../app/porteriaActors';
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

/** Subscribes to the door's machine, tells it when the network and the page's visibility change, and maps it to the view. */
export function Porteria({ camera = true }: { camera?: boolean }) {
  const { send } = PorteriaContext.useActorRef();
  useEffect(() => {
    const online = () => send({ type: 'network.online' });
    const offline = () => send({ type: 'network.offline' });
    const visible = () => document.visibilityState === 'visible' && send({ type: 'page.visible' });
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    document.addEventListener('visibilitychange', visible);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      document.removeEventListener('visibilitychange', visible);
    };
  }, [send]);
  const decoded = (code: string) => send({ type: 'scan.decoded', code, source: 'camara', at: Date.now() });
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
      camera={
        camera ? (
          <Suspense fallback={<Spin aria-label="Abriendo la cámara..." />}>
            <QrScanner onDecoded={decoded} paused={false} />
          </Suspense>
        ) : (
          <div data-testid="camara" role="img" aria-label="Cámara de la puerta" style={{ aspectRatio: '1', background: '#222', borderRadius: 8 }} />
        )
      }
      onChoose={(puerta) => send({ type: 'door.choose', puerta })}
      onChangeDoor={() => send({ type: 'door.change' })}
      onManual={(code) => send({ type: 'scan.decoded', code, source: 'manual', at: Date.now() })}
      onNext={() => send({ type: 'scan.next' })}
      onUndo={() => send({ type: 'scan.undo' })}
      onRetry={() => send({ type: 'porteria.retry' })}
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
