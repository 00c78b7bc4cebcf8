import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ClientPathsWithMethod, FetchResponse, MaybeOptionalInit } from 'openapi-fetch';
import type { paths } from '../../openapi';
import { api, type ApiClient } from './client';
import type { ApiError } from './errors';

/** Every path that can be read with GET. */
export type ApiReadPath = ClientPathsWithMethod<ApiClient, 'get'>;
/** The `params` (path and query) of a GET path. */
export type ApiParams<P extends ApiReadPath> = NonNullable<MaybeOptionalInit<paths[P], 'get'>>['params'];
/** The JSON body a GET path answers with on success. */
export type ApiData<P extends ApiReadPath> = NonNullable<
  FetchResponse<paths[P]['get'], MaybeOptionalInit<paths[P], 'get'>, 'application/json'>['data']
>;

/** swr key of a read: `[path, params]`, so equal reads share one cache entry. */
export type ApiKey<P extends ApiReadPath = ApiReadPath> = readonly [P, ApiParams<P> | undefined];

/** Fetches an swr key with the one client. Errors arrive as ApiError (thrown by the client middleware). */
export async function fetchApi<P extends ApiReadPath>([path, params]: ApiKey<P>): Promise<ApiData<P>> {
  const get = api.GET as unknown as (path: string, init: { params?: unknown }) => Promise<{ data?: unknown }>;
  const { data } = await get(path, { params });
  return data as ApiData<P>;
}

/**
 * Reads a GET path through swr with the app's cache policy.
 * Pass `null` as path to wait (conditional fetching).
 */
export function useApi<P extends ApiReadPath>(
  path: P | null,
  params?: ApiParams<P>,
  config?: SWRConfiguration<ApiData<P>, ApiError>,
): SWRResponse<ApiData<P>, ApiError> {
  const key: ApiKey<P> | null = path ? [path, params] : null;
  return useSWR<ApiData<P>, ApiError, ApiKey<P> | null>(key, fetchApi, config);
}
