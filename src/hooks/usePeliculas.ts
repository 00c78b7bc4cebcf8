import { useApi } from '../api/useApi';
import { THEATER } from '../lib/teatro';

/** The films on the theater's billboard (carousels); failures are only logged (spec §8). */
export function usePeliculas(theater = THEATER) {
  const { data, isLoading, error } = useApi('/movies/theater/{theater}', { path: { theater } });
  return { movies: data?.data ?? (error ? [] : undefined), loading: isLoading };
}
