import { useMemo, useState } from 'react';
import { useApi } from '../../api/useApi';
import { useSession } from '../../app/session';
import { useCartelera } from '../../hooks/useCartelera';
import { usePeliculas } from '../../hooks/usePeliculas';
import { HomePageView } from './HomePageView';
import { popupClosedThisSession, popupFromSettings, rememberPopupClosed } from './popup';
import { mixSlides } from './slides';

/** Inicio (spec §2). */
export default function HomePage() {
  const session = useSession();
  const billboard = useCartelera();
  const { movies } = usePeliculas();
  const banners = useApi('/banners/web');
  const releases = useApi('/movies/releases');
  const rooms = useApi('/room-details');
  const settings = useApi('/settings');
  const [popupClosed, setPopupClosed] = useState(popupClosedThisSession);

  const slides = useMemo(
    () => (banners.data || movies ? mixSlides(banners.data ?? [], movies ?? []) : undefined),
    [banners.data, movies],
  );
  const popup = popupFromSettings(settings.data?.data);

  return (
    <HomePageView
      {...billboard}
      slides={slides}
      releases={releases.data?.data}
      rooms={rooms.data}
      popup={popup}
      popupOpen={Boolean(popup) && !popupClosed && !session.dialogOpen}
      onPopupClose={() => {
        rememberPopupClosed();
        setPopupClosed(true);
      }}
      signedIn={session.signedIn}
      onLogin={session.openLogin}
    />
  );
}
