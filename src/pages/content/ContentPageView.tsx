import type { ContentPage } from '../../../openapi';
import { Picture } from '../../components/catalogue/Picture';
import { PageStatus } from '../../components/catalogue/PageStatus';
import { SafeHtml } from '../../components/SafeHtml';

export interface ContentPageViewProps {
  page?: ContentPage;
  loading?: boolean;
}

/** /pagina/{slug} (spec §2): image, title, subtitle and sanitized HTML. */
export function ContentPageView({ page, loading }: ContentPageViewProps) {
  if (!page) return <PageStatus loading={loading} />;
  return (
    <article className="vz-page">
      {page.image ? <Picture src={page.image} alt="" width={1200} height={420} eager className="vz-hero-image" /> : null}
      <h1 className="vz-page-title">{page.title}</h1>
      {page.subtitle ? <p className="vz-billboard__meta">{page.subtitle}</p> : null}
      <SafeHtml html={page.content} />
    </article>
  );
}
