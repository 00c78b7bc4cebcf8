import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useApi } from '../../api/useApi';
import { useDocumentTitle } from '../../app/documentTitle';
import { useSession } from '../../app/session';
import { THEATER } from '../../lib/teatro';
import { SalaPageView } from './SalaPageView';

/** Sala (spec §2). The room comes from the room list, so an unknown slug costs no failed request. */
export default function SalaPage() {
  const { slug = '' } = useParams();
  const session = useSession();
  const rooms = useApi('/room-details');
  const room = rooms.data?.find((r) => r.slug === slug);
  const [chosen, setChosen] = useState<string>();
  const billboard = useApi(
    room ? '/room-details/{theater}/{slug}/showtimes' : null,
    { path: { theater: THEATER, slug }, query: chosen ? { date: chosen } : {} },
    { keepPreviousData: true },
  );
  useDocumentTitle(room?.name);
  const dates = billboard.data?.dates ?? (billboard.error ? [] : undefined);
  return (
    <SalaPageView
      room={room}
      loading={!rooms.data && !rooms.error}
      dates={dates}
      datesLoading={Boolean(room) && !billboard.data && !billboard.error}
      selectedDate={chosen ?? dates?.[0]?.function_date}
      onSelectDate={setChosen}
      movies={billboard.isLoading ? undefined : (billboard.data?.movies ?? [])}
      moviesLoading={billboard.isLoading}
      signedIn={session.signedIn}
      onLogin={session.openLogin}
    />
  );
}
