import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client';
import { releaseHoldKeepalive } from './checkoutActors';

function recordingClient(answer: () => Response) {
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

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('releaseHoldKeepalive', () => {
  it('posts the cancel of the contract through the API client, as a keepalive request that outlives the page', async () => {
    const { client, requests } = recordingClient(() => new Response(null, { status: 204 }));
    releaseHoldKeepalive({ showtimeId: 46, body: { score_consecutive: 145, device: 'web' } }, client);
    await flush();
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://localhost/api/v1/reserve/cancel/46');
    expect(request.keepalive).toBe(true);
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(await request.json()).toEqual({ score_consecutive: 145, device: 'web' });
  });

  it('sends nothing without a consecutivo, and a refused cancel goes unreported (the hold expires anyway)', async () => {
    const { client, requests } = recordingClient(() => new Response(JSON.stringify({ message: 'No' }), { status: 409, headers: { 'Content-Type': 'application/json' } }));
    releaseHoldKeepalive({ showtimeId: 46, body: { score_consecutive: 0, device: 'web' } }, client);
    await flush();
    expect(requests).toHaveLength(0);
    releaseHoldKeepalive({ showtimeId: 46, body: { score_consecutive: 145, device: 'web' } }, client);
    await flush();
    expect(requests).toHaveLength(1);
  });
});
