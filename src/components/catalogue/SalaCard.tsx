import { Link } from 'react-router-dom';
import type { Room } from '../../../openapi';
import { Picture } from './Picture';
import { roomPath } from '../../lib/teatro';

/** A room's picture, name and complement, linking to its page. */
export function SalaCard({ room }: { room: Room }) {
  return (
    <Link to={roomPath(room.slug)} className="vz-room-card">
      <Picture src={room.image} alt="" width={400} height={250} className="vz-room-card__image" />
      <span className="vz-room-card__name">{room.name}</span>
      <span className="vz-room-card__complement">{room.complement}</span>
    </Link>
  );
}
