import { useState } from 'react';
import { useApi } from '../api/useApi';
import type { BillboardState } from '../lib/cartelera';
import { THEATER } from '../lib/teatro';

/** Spec §4 Billboard: dates load first, the first is selected, showtimes load for it; another date reloads. */
export function useCartelera(theater = THEATER): BillboardState & { onSelectDate: (date: string) => void } {
  const dates = useApi('/dates/{theater}', { path: { theater } });
  const [chosen, setChosen] = useState<string>();
  const selectedDate = chosen ?? dates.data?.dates[0]?.function_date;
  const movies = useApi(selectedDate ? '/movies/theater/{theater}/showtimes' : null, { path: { theater }, query: { date: selectedDate } });
  return {
    dates: dates.data?.dates ?? (dates.error ? [] : undefined),
    datesLoading: dates.isLoading,
    selectedDate,
    onSelectDate: setChosen,
    movies: movies.data ?? (movies.error ? [] : undefined),
    moviesLoading: movies.isLoading,
  };
}
