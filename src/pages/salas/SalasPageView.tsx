import type { Room } from '../../../openapi';
import { Carousel } from '../../components/catalogue/Carousel';
import { roomCarousel } from '../../components/catalogue/carousels';
import { SalaCard } from '../../components/catalogue/SalaCard';
import { LOADING } from '../../components/catalogue/texts';

export interface SalasPageViewProps {
  rooms?: readonly Room[];
  loading?: boolean;
}

/** The three descriptive blocks, with the marketing figures of spec §1. */
const blocks = [
  { figure: '9 salas', text: 'Salas generales y VIP con proyección digital y sonido envolvente.' },
  { figure: 'Más de 1.300 sillas', text: 'Sillas cómodas, zonas preferenciales y espacios para personas en silla de ruedas.' },
  { figure: '3.5 horas de parqueadero gratis', text: 'Presentando tu boleta del día en la taquilla del parqueadero.' },
];

/** /salas (spec §2): three descriptive blocks and the room carousel. */
export function SalasPageView({ rooms, loading }: SalasPageViewProps) {
  return (
    <div className="vz-page">
      <h1 className="vz-page-title">Salas</h1>
      <ul className="vz-figures">
        {blocks.map((block) => (
          <li key={block.figure}>
            <strong>{block.figure}</strong>
            {block.text}
          </li>
        ))}
      </ul>
      <section className="vz-section" aria-labelledby="vz-rooms-list">
        <h2 id="vz-rooms-list">Nuestras salas</h2>
        {loading && !rooms ? (
          <p role="status">{LOADING}</p>
        ) : rooms?.length ? (
          <Carousel label="Salas" items={rooms} settings={roomCarousel} itemKey={(r) => r.id} renderItem={(room) => <SalaCard room={room} />} />
        ) : (
          <p className="vz-empty">Por el momento, no hay salas disponibles.</p>
        )}
      </section>
    </div>
  );
}
