import { Spinner } from './Spinner';

export interface LoadingOverlayProps {
  /** Shown under the spinner, e.g. 'Ingresando...'. */
  text?: string;
}

/** Fullscreen overlay that blocks the page while a mutation runs (spec §2, §4). */
export function LoadingOverlay({ text }: LoadingOverlayProps) {
  return (
    <div className="vz-overlay" role="status" aria-live="polite" aria-busy="true" aria-label={text ? undefined : 'Cargando...'}>
      <Spinner />
      {text ? <p className="vz-overlay__text">{text}</p> : null}
    </div>
  );
}
