import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSiteverify {
  /** Where the app's `recaptcha.verifyUrl` points. */
  verifyUrl: string;
  /** The forms the app sent, in order. */
  seen: URLSearchParams[];
  close(): void;
}

/** A stand-in for Google's siteverify: only the token 'buen-token' with the secret `secret` passes. */
export async function fakeSiteverify(secret = 'clave-secreta'): Promise<FakeSiteverify> {
  const seen: URLSearchParams[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      seen.push(form);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ success: form.get('secret') === secret && form.get('response') === 'buen-token' }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { verifyUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`, seen, close: () => server.close() };
}
