import type { DateOption } from '../../../openapi';
import { splitDateString } from './funciones';
import { LOADING_DATES, NO_DATES } from './texts';

export interface DateButtonsProps {
  dates?: readonly DateOption[];
  loading?: boolean;
  selected?: string;
  onSelect: (date: string) => void;
  /** Button width of spec §9: 150 px on the home billboard, 160 px on the movie detail. */
  width: 150 | 160;
}

/** The date picker of a billboard: one button per date with showtimes. */
export function DateButtons({ dates, loading, selected, onSelect, width }: DateButtonsProps) {
  if (loading && !dates) {
    return (
      <p className="vz-dates__status" role="status">
        {LOADING_DATES}
      </p>
    );
  }
  if (!dates?.length) return <p className="vz-dates__status">{NO_DATES}</p>;
  return (
    <div className="vz-dates" role="group" aria-label="Fechas">
      {dates.map((date) => {
        const { day, number } = splitDateString(date.date_string);
        const active = date.function_date === selected;
        return (
          <button
            key={date.function_date}
            type="button"
            className={active ? 'vz-date vz-date--active' : 'vz-date'}
            style={{ width }}
            aria-pressed={active}
            onClick={() => onSelect(date.function_date)}
          >
            <span className="vz-date__day">{day}</span> <span className="vz-date__number">{number}</span>
          </button>
        );
      })}
    </div>
  );
}
