import type { Room } from '../../../openapi';
import { CarteleraSection, type BillboardState } from '../../components/catalogue/CarteleraSection';
import { Picture } from '../../components/catalogue/Picture';
import { PageStatus } from '../../components/catalogue/PageStatus';
import { THEATER } from '../../lib/teatro';
import { SafeHtml } from '../../components/SafeHtml';

export interface SalaPageViewProps extends BillboardState {
  room?: Room;
  loading?: boolean;
  onSelectDate: (date: string) => void;
  signedIn: boolean;
  onLogin: () => void;
}

/** /sala/{slug} (spec §2): name and complement, description, one or two images, the room's billboard. */
export function SalaPageView({ room, loading, onSelectDate, signedIn, onLogin, ...billboard }: SalaPageViewProps) {
  if (!room) return <PageStatus loading={loading} />;
  return (
    <div className="vz-page">
      <h1 className="vz-page-title">{room.name}</h1>
      <p className="vz-billboard__meta">{room.complement}</p>
      <div className="vz-two-images">
        <Picture src={room.image} alt={room.name} width={640} height={400} eager />
        {room.image_2 ? <Picture src={room.image_2} alt={`${room.name}, otra vista`} width={640} height={400} /> : null}
      </div>
      <SafeHtml html={room.description} className="vz-section" />
      <section className="vz-section" aria-labelledby="vz-room-billboard">
        <h2 id="vz-room-billboard">Cartelera de la sala</h2>
        <CarteleraSection {...billboard} onSelectDate={onSelectDate} dateWidth={150} theater={THEATER} signedIn={signedIn} onLogin={onLogin} />
      </section>
    </div>
  );
}
