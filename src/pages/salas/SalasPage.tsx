import { useApi } from '../../api/useApi';
import { SalasPageView } from './SalasPageView';

/** Salas (spec §2). */
export default function SalasPage() {
  const { data, error, isLoading } = useApi('/room-details');
  return <SalasPageView rooms={data ?? (error ? [] : undefined)} loading={isLoading} />;
}
