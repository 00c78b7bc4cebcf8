import { useApi } from '../../api/useApi';
import { ConfiteriaPageView } from './ConfiteriaPageView';
import { visibleConfectionery } from './visible';

/** Confitería (spec §2). */
export default function ConfiteriaPage() {
  const { data, error, isLoading } = useApi('/confectioneries');
  return <ConfiteriaPageView items={visibleConfectionery(data ?? (error ? [] : undefined))} loading={isLoading} />;
}
