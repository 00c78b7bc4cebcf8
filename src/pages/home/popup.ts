import type { Setting } from '../../../openapi';

export interface PopupContent {
  image: string;
  link?: string;
  target: '_self' | '_blank';
}

/** The `popup` setting (spec §3: value = image, complement = link, extra = link target), if configured. */
export function popupFromSettings(settings: readonly Setting[] | undefined): PopupContent | undefined {
  const popup = settings?.find((s) => s.key === 'popup');
  if (!popup?.value) return undefined;
  return { image: popup.value, link: popup.complement || undefined, target: popup.extra === '_blank' ? '_blank' : '_self' };
}

/** Session storage key remembering that the popup was closed in this session. */
export const POPUP_CLOSED_KEY = 'viziona.popup.closed';

export function popupClosedThisSession(): boolean {
  try {
    return sessionStorage.getItem(POPUP_CLOSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberPopupClosed(): void {
  try {
    sessionStorage.setItem(POPUP_CLOSED_KEY, '1');
  } catch {
    /* storage unavailable (private mode): the popup may show again */
  }
}
