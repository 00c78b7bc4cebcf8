import { useApi } from '../../api/useApi';
import { ConfectioneryPageView } from './ConfectioneryPageView';
import { visibleConfectionery } from './visible';

/** Confitería (spec §2). */
export default function ConfectioneryPage() {
  const { data, error, isLoading } = useApi('/confectioneries');
  return <ConfectioneryPageView items={visibleConfectionery(data ?? (error ? [] : undefined))} loading={isLoading} />;
}
