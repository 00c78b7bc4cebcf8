import { useApi } from '../../api/useApi';
import { EstrenosPageView } from './EstrenosPageView';

/** Próximos estrenos (spec §2). */
export default function EstrenosPage() {
  const { data, error, isLoading } = useApi('/movies/releases');
  return <EstrenosPageView releases={data?.data ?? (error ? [] : undefined)} loading={isLoading} />;
}
