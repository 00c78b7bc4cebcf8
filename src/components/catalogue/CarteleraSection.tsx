import type { BillboardState } from '../../lib/cartelera';
import { CarteleraList } from './CarteleraList';
import { DateButtons } from './DateButtons';

export type { BillboardState };

export interface CarteleraSectionProps extends BillboardState {
  onSelectDate: (date: string) => void;
  dateWidth: 150 | 160;
  theater: string;
  signedIn: boolean;
  onLogin: () => void;
}

/** Date picker and the films of the chosen date (spec §2 Billboard, §4): dates first, then showtimes. */
export function CarteleraSection({ dates, datesLoading, selectedDate, onSelectDate, movies, moviesLoading, dateWidth, theater, signedIn, onLogin }: CarteleraSectionProps) {
  const noDates = !datesLoading && !dates?.length;
  return (
    <>
      <DateButtons dates={dates} loading={datesLoading} selected={selectedDate} onSelect={onSelectDate} width={dateWidth} />
      {noDates ? null : (
        <CarteleraList movies={movies} loading={moviesLoading || datesLoading} theater={theater} signedIn={signedIn} onLogin={onLogin} />
      )}
    </>
  );
}
