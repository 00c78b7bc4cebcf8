// A keep-alive HTTP/1.1 connection as light as a load generator can make it (as wrk's are): each
// request written as one string, each answer read by its Content-Length, one request at a time. For
// benches whose clients share the machine's two cores with the server and PostgreSQL (bench:checkins'
// twenty doors): what the client spends, the server cannot. Not a general client: no chunked
// answers, no redirects, no compression (it asks for none).
import net from 'node:net';

export interface RawAnswer {
  status: number;
  body: string;
}

const HEAD_END = Buffer.from('\r\n\r\n');

export class RawConnection {
  private buffered: Buffer = Buffer.alloc(0);
  private waiting: { resolve: (answer: RawAnswer) => void; reject: (err: Error) => void } | null = null;

  private constructor(
    private readonly socket: net.Socket,
    private readonly host: string,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => {
      this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
      this.answer();
    });
    const fail = (err: Error) => {
      this.waiting?.reject(err);
      this.waiting = null;
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('la conexión se cerró')));
  }

  static open(origin: string): Promise<RawConnection> {
    const { hostname, port } = new URL(origin);
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host: hostname, port: Number(port) }, () => resolve(new RawConnection(socket, `${hostname}:${port}`)));
      socket.once('error', reject);
    });
  }

  /** `headers`: whole header lines, each ending in \r\n (a door's cookie and type, written once). */
  request(method: string, path: string, headers: string, body: string): Promise<RawAnswer> {
    if (this.waiting) return Promise.reject(new Error('una petición a la vez'));
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(`${method} ${path} HTTP/1.1\r\nhost: ${this.host}\r\n${headers}content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    });
  }

  close(): void {
    this.socket.removeAllListeners('close');
    this.socket.end();
  }

  private answer(): void {
    const headEnd = this.buffered.indexOf(HEAD_END);
    if (headEnd < 0 || !this.waiting) return;
    const head = this.buffered.toString('latin1', 0, headEnd);
    const status = Number(head.slice(9, 12));
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length) {
      this.waiting.reject(new Error(`una respuesta sin content-length: ${head.split('\r\n')[0]}`));
      this.waiting = null;
      return;
    }
    const end = headEnd + HEAD_END.length + Number(length[1]);
    if (this.buffered.length < end) return;
    const body = this.buffered.toString('utf8', headEnd + HEAD_END.length, end);
    this.buffered = this.buffered.subarray(end);
    const { resolve } = this.waiting;
    this.waiting = null;
    resolve({ status, body });
  }
}
