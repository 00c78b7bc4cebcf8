// Every request's id: in its log line, in the X-Request-Id header of its answer and in the body of
// a server failure (request_id), so a moviegoer's complaint ("me salió un error, referencia …")
// leads to the line. A trusted proxy's id (TRUST_PROXY; nginx's $request_id, deploy/nginx/viziona.conf) is
// kept, so the proxy's log and ours name a request alike; anyone else's is ignored: a client must
// not be able to write what the log says about its request.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Config } from '../config.ts';
import { proxyTrust } from './cache/front-door.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What an id from a proxy may look like: nginx's 32 hex digits, a UUID, or such; nothing a log line could be bent by. */
const ID_SHAPE = /^[A-Za-z0-9._-]{8,64}$/;

/** Fastify's genReqId for the site's TRUST_PROXY. */
export function requestIds(trustProxy: Config['trustProxy']): (req: IncomingMessage) => string {
  const trusted = proxyTrust(trustProxy);
  return (req) => {
    const given = req.headers[REQUEST_ID_HEADER];
    if (typeof given === 'string' && ID_SHAPE.test(given) && trusted(req.socket.remoteAddress, 0)) return given;
    return randomUUID();
  };
}
