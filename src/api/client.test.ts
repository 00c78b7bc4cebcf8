// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { ApiError } from './errors';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A client whose fetch records each request and answers with `answer`. */
function fakeClient(answer: () => Response | Promise<Response>) {
  const requests: Request[] = [];
  const client = createApiClient({
    baseUrl: 'http://localhost/api/v1',
    fetch: async (request) => {
      requests.push(request);
      return answer();
    },
  });
  return { client, requests };
}

const footerGroup = { params: { path: { type: 'pie-de-pagina-1' } } };

describe('API client', () => {
  afterEach(() => {
    document.cookie = 'vz_signed_in=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('asks for JSON under /api/v1 and sends no Authorization header without a session', async () => {
    const { client, requests } = fakeClient(() => json(200, [{ id: 1, slug: 'terminos-y-condiciones', title: 'Términos y condiciones' }]));
    const { data } = await client.GET('/content-types/{type}/contents', footerGroup);
    expect(data).toEqual([{ id: 1, slug: 'terminos-y-condiciones', title: 'Términos y condiciones' }]);
    expect(requests[0].url).toBe('http://localhost/api/v1/content-types/pie-de-pagina-1/contents');
    expect(requests[0].headers.get('Accept')).toBe('application/json');
    expect(requests[0].headers.has('Authorization')).toBe(false);
  });

  it('never adds a bearer header: the browser sends the HttpOnly auth_token cookie itself', async () => {
    document.cookie = 'vz_signed_in=1; path=/';
    const { client, requests } = fakeClient(() => json(200, []));
    await client.GET('/content-types/{type}/contents', footerGroup);
    expect(requests[0].headers.has('Authorization')).toBe(false);
    expect(requests[0].credentials).toBe('same-origin');
  });

  it("throws an ApiError with the server's Spanish message on a non-2xx answer", async () => {
    const { client } = fakeClient(() => json(404, { message: 'No encontramos lo que buscas.' }));
    const failure = client.GET('/content-types/{type}/contents', footerGroup);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404, message: 'No encontramos lo que buscas.' });
  });

  it('keeps field errors, and falls back to a Spanish message when the body has none', async () => {
    const withFields = fakeClient(() => json(400, { message: 'Revisa los datos.', errors: { email: 'Correo inválido' } }));
    await expect(withFields.client.GET('/content-types/{type}/contents', footerGroup)).rejects.toMatchObject({
      status: 400,
      errors: { email: 'Correo inválido' },
    });
    const bare = fakeClient(() => new Response('Bad Gateway', { status: 502 }));
    await expect(bare.client.GET('/content-types/{type}/contents', footerGroup)).rejects.toMatchObject({
      status: 502,
      message: 'Ocurrió un error inesperado. Intenta de nuevo más tarde.',
    });
  });

  it("keeps the contract's error code (a login that needs the captcha), and only a code it knows", async () => {
    const message = 'Hubo muchos intentos fallidos desde tu conexión. Resuelve el captcha para continuar.';
    const needsCaptcha = fakeClient(() => json(403, { code: 'captcha_required', message, errors: { captcha: message } }));
    await expect(needsCaptcha.client.POST('/login', { body: { email: 'ana@example.com', password: 'Cine2026ok' } })).rejects.toMatchObject({
      status: 403,
      code: 'captcha_required',
      message,
    });
    const unknown = fakeClient(() => json(403, { code: 'otro', message: 'No tienes permiso para esta operación.' }));
    const failure = await unknown.client.POST('/login', { body: { email: 'ana@example.com', password: 'Cine2026ok' } }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBeUndefined();
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    const { client } = fakeClient(() => Promise.reject(new TypeError('fetch failed')));
    await expect(client.GET('/content-types/{type}/contents', footerGroup)).rejects.toMatchObject({
      status: 0,
      message: 'No pudimos conectarnos con el servidor. Revisa tu conexión e inténtalo de nuevo.',
    });
  });

  it("shows a server failure's reference (its body's request_id, else the proxy's X-Request-Id) so support can find it; a refusal's text stays the spec's", async () => {
    const failed = fakeClient(() => json(500, { message: 'Ocurrió un error inesperado. Intenta de nuevo más tarde.', request_id: '3f1c9a2e-5d7b' }));
    await expect(failed.client.GET('/content-types/{type}/contents', footerGroup)).rejects.toMatchObject({
      status: 500,
      requestId: '3f1c9a2e-5d7b',
      message: 'Ocurrió un error inesperado. Intenta de nuevo más tarde. Código de referencia: 3f1c9a2e-5d7b',
    });
    const proxyPage = fakeClient(() => new Response('<h1>502</h1>', { status: 502, headers: { 'X-Request-Id': '9b2d4e6f80a1c3e5' } }));
    await expect(proxyPage.client.GET('/content-types/{type}/contents', footerGroup)).rejects.toMatchObject({
      status: 502,
      message: 'Ocurrió un error inesperado. Intenta de nuevo más tarde. Código de referencia: 9b2d4e6f80a1c3e5',
    });
    const refused = fakeClient(() => json(409, { message: 'La silla F7 está OCUPADA.', request_id: '3f1c9a2e-5d7b' }));
    await expect(refused.client.GET('/content-types/{type}/contents', footerGroup)).rejects.toMatchObject({ status: 409, requestId: '3f1c9a2e-5d7b', message: 'La silla F7 está OCUPADA.' });
  });
});
