import { useParams } from 'react-router-dom';
import { useApi } from '../../api/useApi';
import { useDocumentTitle } from '../../app/documentTitle';
import { notFoundIsAnAnswer } from '../../hooks/quiet';
import { ContentPageView } from './ContentPageView';

/** Página de contenido (spec §2). */
export default function ContentPage() {
  const { slug = '' } = useParams();
  const { data, error } = useApi('/contents/slug/{slug}', { path: { slug } }, notFoundIsAnAnswer);
  useDocumentTitle(data?.title);
  return <ContentPageView page={data} loading={!data && !error} />;
}
