import { useApi } from '../../api/useApi';
import { UpcomingReleasesPageView } from './UpcomingReleasesPageView';

/** Próximos estrenos (spec §2). */
export default function UpcomingReleasesPage() {
  const { data, error, isLoading } = useApi('/movies/releases');
  return <UpcomingReleasesPageView releases={data?.data ?? (error ? [] : undefined)} loading={isLoading} />;
}
