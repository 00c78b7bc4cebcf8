import type { SWRConfiguration } from 'swr';
import type { ApiError } from '../api/errors';

/**
 * For reads where "not found" is an expected answer (an unknown slug): no retry, and a 404 is
 * shown by the page, not logged as a failure.
 */
export const notFoundIsAnAnswer: SWRConfiguration = {
  shouldRetryOnError: false,
  onError(error: ApiError, key) {
    if (error?.status !== 404) console.error('[api]', key, error);
  },
};
