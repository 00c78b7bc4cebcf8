import { Link } from 'react-router-dom';
import { useModalDialog } from '../../components/useModalDialog';
import type { PopupContent } from './popup';

export interface PopupDialogProps {
  popup: PopupContent;
  open: boolean;
  onClose: () => void;
}

/** The home popup (spec §2): the configured image, linked when a link is set. */
export function PopupDialog({ popup, open, onClose }: PopupDialogProps) {
  const ref = useModalDialog(open);
  // Shown over the page on arrival, it is usually the largest paint (LCP): fetch it first.
  const image = <img src={popup.image} alt="Anuncio de Viziona" width={480} height={600} fetchPriority="high" />;
  return (
    <dialog ref={ref} className="vz-popup" aria-label="Anuncio" onClose={onClose} onCancel={onClose}>
      <button type="button" className="vz-popup__close" aria-label="Cerrar anuncio" onClick={onClose}>
        ×
      </button>
      {popup.link?.startsWith('/') && popup.target === '_self' ? (
        <Link to={popup.link} onClick={onClose}>
          {image}
        </Link>
      ) : popup.link ? (
        <a href={popup.link} target={popup.target} rel={popup.target === '_blank' ? 'noopener noreferrer' : undefined} onClick={onClose}>
          {image}
        </a>
      ) : (
        image
      )}
    </dialog>
  );
}
