import createClient, { type Client, type ClientOptions, type Middleware } from 'openapi-fetch';
import type { paths } from '../../openapi';
import { ApiError, fallbackMessage, toApiError } from './errors';

/** Every call of spec §7 lives under this versioned base path. */
export const API_BASE_URL = '/api/v1';

export type ApiClient = Client<paths>;

/**
 * Adds `Accept: application/json`. No Authorization header: the session travels as the HttpOnly
 * auth_token cookie the server set, which the browser sends with every same-origin request.
 */
export const sessionHeaders: Middleware = {
  onRequest({ request }) {
    request.headers.set('Accept', 'application/json');
    return request;
  },
};

/** Turns non-2xx answers (`{ message }` bodies) and network failures into a thrown ApiError. */
export const apiErrors: Middleware = {
  async onResponse({ response }) {
    if (response.ok) return undefined;
    let body: unknown;
    try {
      body = await response.clone().json();
    } catch {
      body = undefined;
    }
    throw toApiError(response.status, body, response.headers.get('x-request-id'));
  },
  onError({ error }) {
    if (error instanceof ApiError) return error;
    if (error instanceof Error && error.name === 'AbortError') return error;
    return new ApiError(0, fallbackMessage(0));
  },
};

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: ClientOptions['fetch'];
}

/** Builds a client with the session and error middleware. The app uses the one `api` below. */
export function createApiClient({ baseUrl = API_BASE_URL, fetch }: ApiClientOptions = {}): ApiClient {
  const client = createClient<paths>({ baseUrl, ...(fetch ? { fetch } : {}) });
  client.use(sessionHeaders, apiErrors);
  return client;
}

/** The app's one API client. */
export const api = createApiClient();
