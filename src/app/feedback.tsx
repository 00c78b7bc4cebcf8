import { createContext, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { LoadingOverlay } from '../components/LoadingOverlay';
import type { StatusType } from '../components/StatusDialog';
import { lazyWithAntd } from './lazyWithAntd';
import { useOpenedOnce } from './useOpenedOnce';

// The dialog (antd Modal, with antd's theme and locale) is only downloaded the first time one is shown.
const StatusDialog = lazyWithAntd(() => import('../components/StatusDialog').then((m) => m.StatusDialog));
const ToastHost = lazyWithAntd(() => import('./ToastHost').then((m) => m.ToastHost));

export interface StatusDialogOptions {
  type: StatusType;
  title: string;
  subtitle?: string;
  /** Defaults to 'Aceptar'. */
  buttonLabel?: string;
  /** Runs after the button closed the dialog. */
  onAction?: () => void;
}

export interface StatusDialogApi {
  /** Shows the dialog (replacing one already open); resolves when its button was pressed. */
  show(options: StatusDialogOptions): Promise<void>;
  close(): void;
}

export interface LoadingOverlayApi {
  /** Shows the fullscreen overlay, with an optional text such as 'Ingresando...'. */
  show(text?: string): void;
  hide(): void;
}

export interface ToastApi {
  /** A short success message at the top ('Inicio de sesión exitoso.'), through antd's App. */
  success(text: string): void;
}

const StatusDialogContext = createContext<StatusDialogApi | null>(null);
const ToastContext = createContext<ToastApi | null>(null);
const LoadingOverlayContext = createContext<LoadingOverlayApi | null>(null);

type DialogState = StatusDialogOptions & { open: boolean };

/** Renders the one status dialog and the one loading overlay of the app, and lets any screen open them. */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [overlay, setOverlay] = useState<{ text?: string } | null>(null);
  const settle = useRef<(() => void) | null>(null);
  const [toasts, setToasts] = useState<{ id: number; text: string }[]>([]);
  const toastId = useRef(0);
  const toastApi = useMemo<ToastApi>(() => ({ success: (text) => setToasts((list) => [...list, { id: ++toastId.current, text }]) }), []);
  const toastShown = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const toastsMounted = useOpenedOnce(toasts.length > 0);

  const dialogApi = useMemo<StatusDialogApi>(
    () => ({
      show(options) {
        settle.current?.();
        setDialog({ ...options, open: true });
        return new Promise<void>((resolve) => {
          settle.current = resolve;
        });
      },
      close() {
        setDialog((current) => (current ? { ...current, open: false } : current));
      },
    }),
    [],
  );

  const overlayApi = useMemo<LoadingOverlayApi>(
    () => ({
      show: (text) => setOverlay({ text }),
      hide: () => setOverlay(null),
    }),
    [],
  );

  const runAction = () => {
    const action = dialog?.onAction;
    const resolve = settle.current;
    settle.current = null;
    action?.();
    resolve?.();
  };

  return (
    <StatusDialogContext.Provider value={dialogApi}>
      <LoadingOverlayContext.Provider value={overlayApi}>
        <ToastContext.Provider value={toastApi}>
          {children}
          {/* Mounted from the first toast on: unmounting antd's App would take its messages away. */}
          {toastsMounted ? (
            <Suspense fallback={null}>
              <ToastHost toasts={toasts} onShown={toastShown} />
            </Suspense>
          ) : null}
          {overlay ? <LoadingOverlay text={overlay.text} /> : null}
          {dialog ? (
            <Suspense fallback={null}>
              <StatusDialog
                open={dialog.open}
                type={dialog.type}
                title={dialog.title}
                subtitle={dialog.subtitle}
                buttonLabel={dialog.buttonLabel}
                onClose={dialogApi.close}
                onAction={runAction}
              />
            </Suspense>
          ) : null}
        </ToastContext.Provider>
      </LoadingOverlayContext.Provider>
    </StatusDialogContext.Provider>
  );
}

export function useStatusDialog(): StatusDialogApi {
  const api = useContext(StatusDialogContext);
  if (!api) throw new Error('useStatusDialog needs <FeedbackProvider>');
  return api;
}

export function useLoadingOverlay(): LoadingOverlayApi {
  const api = useContext(LoadingOverlayContext);
  if (!api) throw new Error('useLoadingOverlay needs <FeedbackProvider>');
  return api;
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs <FeedbackProvider>');
  return api;
}
