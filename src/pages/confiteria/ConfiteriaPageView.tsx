import type { ConfectioneryItem } from '../../../openapi';
import { Carousel } from '../../components/catalogue/Carousel';
import { confectioneryCarousel } from '../../components/catalogue/carousels';
import { Picture } from '../../components/catalogue/Picture';
import { LOADING } from '../../components/catalogue/texts';
import { SafeHtml } from '../../components/SafeHtml';

export interface ConfiteriaPageViewProps {
  /** Already without the hidden ('aval') items. */
  items?: readonly ConfectioneryItem[];
  loading?: boolean;
}

function ItemCard({ item }: { item: ConfectioneryItem }) {
  return (
    <div className="vz-confectionery-item">
      <Picture src={item.image} alt="" width={300} height={300} className="vz-room-card__image" />
      <h3 className="vz-room-card__name">{item.name}</h3>
      <SafeHtml html={item.description} />
    </div>
  );
}

/** /confiteria (spec §2): carousel of the confectionery, then the items by category. */
export function ConfiteriaPageView({ items, loading }: ConfiteriaPageViewProps) {
  const categories = new Map<string, ConfectioneryItem[]>();
  for (const item of items ?? []) categories.set(item.category_name, [...(categories.get(item.category_name) ?? []), item]);
  return (
    <div className="vz-page">
      <h1 className="vz-page-title">Confitería</h1>
      <p>Pide tus combos junto con tus boletas y recógelos sin hacer fila.</p>
      {loading && !items ? (
        <p role="status">{LOADING}</p>
      ) : !items?.length ? (
        <p className="vz-empty">Por el momento, no hay productos disponibles.</p>
      ) : (
        <>
          <Carousel label="Confitería" items={items} settings={confectioneryCarousel} itemKey={(i) => i.id} renderItem={(item) => <ItemCard item={item} />} />
          {[...categories].map(([category, list]) => (
            <section key={category} className="vz-section" aria-label={category}>
              <h2>{category}</h2>
              <ul className="vz-grid">
                {list.map((item) => (
                  <li key={item.id}>{item.name}</li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </div>
  );
}
