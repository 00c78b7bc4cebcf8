import type { DateOption, Movie } from '../../openapi';

/** What a billboard shows (spec §4): dates first, the selected one, and its films with showtimes. */
export interface BillboardState {
  dates?: readonly DateOption[];
  datesLoading?: boolean;
  selectedDate?: string;
  movies?: readonly Movie[];
  moviesLoading?: boolean;
}
