import { useApi } from '../../api/useApi';
import { MyPurchasesPageView } from './MyPurchasesPageView';

/** Mis compras (spec §2). */
export default function MyPurchasesPage() {
  const tickets = useApi('/profile/tickets', undefined, { revalidateOnMount: true });
  return <MyPurchasesPageView bills={tickets.data} loading={tickets.isLoading} />;
}
