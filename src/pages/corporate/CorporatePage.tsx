import { useApi } from '../../api/useApi';
import { CorporatePageView } from './CorporatePageView';

/** Corporativo (spec §2). */
export default function CorporatePage() {
  const sections = useApi('/corporate');
  const gallery = useApi('/galleries');
  return <CorporatePageView sections={sections.data ?? (sections.error ? [] : undefined)} gallery={gallery.data} loading={sections.isLoading} />;
}
