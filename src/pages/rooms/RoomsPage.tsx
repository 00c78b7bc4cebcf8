import { useApi } from '../../api/useApi';
import { RoomsPageView } from './RoomsPageView';

/** Salas (spec §2). */
export default function RoomsPage() {
  const { data, error, isLoading } = useApi('/room-details');
  return <RoomsPageView rooms={data ?? (error ? [] : undefined)} loading={isLoading} />;
}
