import type { ContentPage, GalleryImage } from '../../../openapi';
import { Carousel } from '../../components/catalogue/Carousel';
import { roomCarousel } from '../../components/catalogue/carousels';
import { Picture } from '../../components/catalogue/Picture';
import { LOADING } from '../../components/catalogue/texts';
import { SafeHtml } from '../../components/SafeHtml';

export interface CorporatePageViewProps {
  sections?: readonly ContentPage[];
  gallery?: readonly GalleryImage[];
  loading?: boolean;
}

/** Spec §2: five sections, from the six corporate contents; with the corporate figures of spec §1. */
const layout: { id: string; slugs: string[]; figures: string[]; gallery?: boolean }[] = [
  { id: 'hero', slugs: ['corporativo'], figures: [] },
  { id: 'alquiler', slugs: ['alquiler-de-sala'], figures: ['Mínimo 50 personas y 50 combos.', 'Reserva con 10 días hábiles de anticipación.'] },
  { id: 'bonos', slugs: ['bonos', 'bonos-de-regalo'], figures: ['Bonos con vigencia de un año.', 'Bonos de regalo desde $ 25.000, con vigencia de 6 meses.'] },
  { id: 'activacion', slugs: ['activacion'], figures: [], gallery: true },
  { id: 'branding', slugs: ['branding'], figures: [] },
];

function Content({ page, first }: { page: ContentPage; first: boolean }) {
  const Heading = first ? 'h1' : 'h2';
  return (
    <div>
      <Heading className={first ? 'vz-page-title' : undefined}>{page.title}</Heading>
      {page.subtitle ? <p className="vz-billboard__meta">{page.subtitle}</p> : null}
      <SafeHtml html={page.content} />
    </div>
  );
}

/** /corporativo (spec §2): hero, room rental, vouchers and gift vouchers, activations with gallery, branding. */
export function CorporatePageView({ sections, gallery, loading }: CorporatePageViewProps) {
  if (loading && !sections) {
    return (
      <div className="vz-page">
        <h1 className="vz-page-title">Corporativo</h1>
        <p role="status">{LOADING}</p>
      </div>
    );
  }
  const bySlug = new Map((sections ?? []).map((s) => [s.slug, s]));
  const hasHero = bySlug.has('corporativo');
  return (
    <div className="vz-page">
      {hasHero ? null : <h1 className="vz-page-title">Corporativo</h1>}
      {layout.map((part) => {
        const pages = part.slugs.map((slug) => bySlug.get(slug)).filter((p): p is ContentPage => Boolean(p));
        const image = pages.find((p) => p.image)?.image;
        return (
          <section key={part.id} className="vz-corporate-section" aria-label={pages[0]?.title ?? part.id}>
            <div>
              {pages.map((page) => (
                <Content key={page.slug} page={page} first={page.slug === 'corporativo'} />
              ))}
              {part.figures.length ? (
                <ul>
                  {part.figures.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
              ) : null}
            </div>
            {image ? <Picture src={image} alt="" width={600} height={400} eager={part.id === 'hero'} /> : null}
            {part.gallery && gallery?.length ? (
              <Carousel
                label="Galería de activaciones"
                items={gallery}
                settings={roomCarousel}
                itemKey={(g) => g.id}
                renderItem={(g) => <Picture src={g.image} alt="Activación de marca en Viziona" width={400} height={250} className="vz-room-card__image" />}
              />
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
