// GET /metrics on the port of its own (METRICS_PORT, on METRICS_HOST: loopback unless told), never
// on the site's PORT: the figures (operations, payment states, queue lengths) are for the
// operator's Prometheus, not the public. Plain node:http: nothing else is served there.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface MetricsListener {
  port: number;
  close(): Promise<void>;
}

/** Listens on `port` of `host` and answers GET /metrics with what `read` gives (Prometheus's text format). */
export function listenForMetrics({ port, host }: { port: number; host: string }, read: () => Promise<string>, contentType: string): Promise<MetricsListener> {
  const server = http.createServer((req, res) => {
    const path = req.url?.split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Solo GET /metrics.\n');
      return;
    }
    read().then(
      (text) => res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(req.method === 'HEAD' ? undefined : text),
      (err: Error) => res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`No se pudieron leer las métricas: ${err.message}\n`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', (err) => reject(new Error(`METRICS_PORT ${port}: ${err.message}`)));
    server.listen({ port, host, exclusive: true }, () =>
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    );
  });
}
