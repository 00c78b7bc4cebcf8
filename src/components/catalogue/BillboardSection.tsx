import type { BillboardState } from '../../lib/billboard';
import { BillboardList } from './BillboardList';
import { DateButtons } from './DateButtons';

export type { BillboardState };

export interface BillboardSectionProps extends BillboardState {
  onSelectDate: (date: string) => void;
  dateWidth: 150 | 160;
  theater: string;
  signedIn: boolean;
  onLogin: () => void;
}

/** Date picker and the films of the chosen date (spec §2 Billboard, §4): dates first, then showtimes. */
export function BillboardSection({ dates, datesLoading, selectedDate, onSelectDate, movies, moviesLoading, dateWidth, theater, signedIn, onLogin }: BillboardSectionProps) {
  const noDates = !datesLoading && !dates?.length;
  return (
    <>
      <DateButtons dates={dates} loading={datesLoading} selected={selectedDate} onSelect={onSelectDate} width={dateWidth} />
      {noDates ? null : (
        <BillboardList movies={movies} loading={moviesLoading || datesLoading} theater={theater} signedIn={signedIn} onLogin={onLogin} />
      )}
    </>
  );
}
