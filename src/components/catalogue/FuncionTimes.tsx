import { Link } from 'react-router-dom';
import type { Showtime } from '../../../openapi';
import { groupShowtimes } from './funciones';
import { purchasePath } from '../../lib/teatro';

export interface FuncionTimesProps {
  showtimes?: readonly Showtime[];
  theater: string;
  movieSlug: string;
  /** Signed-in people get links to the purchase route; visitors get buttons opening the login dialog. */
  signedIn: boolean;
  onLogin: () => void;
}

/** The showtimes of a film, grouped by format, version and room (spec §2, §3). */
export function FuncionTimes({ showtimes, theater, movieSlug, signedIn, onLogin }: FuncionTimesProps) {
  const groups = groupShowtimes(showtimes);
  return (
    <div className="vz-showtimes">
      {groups.map((group) => (
        <div key={group.key} className="vz-showtimes__group">
          <p className="vz-showtimes__label">
            {group.format} · {group.version} · {group.roomName}
          </p>
          <ul className="vz-showtimes__times">
            {group.showtimes.map((showtime) => (
              <li key={showtime.id}>
                {signedIn ? (
                  <Link className="vz-time" to={purchasePath(theater, movieSlug, showtime.id)}>
                    {showtime.hour_string}
                  </Link>
                ) : (
                  <button type="button" className="vz-time" onClick={onLogin}>
                    {showtime.hour_string}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
