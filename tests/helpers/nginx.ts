// Debian's nginx running the repository's deploy/nginx/viziona.conf in front of a test server: its
// own prefix folder (configuration, temporary files, logs, pid), a throwaway self-signed
// certificate for localhost made by openssl, free ports on 127.0.0.1. The site file is used as it
// is but for what a machine decides (ports, the certificate's and the site's paths, the upstream);
// each of those replacements must find its line, so the test runs the file the operator installs.
// As root it runs as `nobody` (nginx's workers would otherwise keep root's files within reach).
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-process.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

/** The site's file, as the repository has it. */
export const SITE_FILE = path.join(root, 'deploy/nginx/viziona.conf');
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export interface RunningNginx {
  /** https://localhost:<port> */
  url: string;
  httpsPort: number;
  httpPort: number;
  /** The certificate (PEM) a client must trust. */
  ca: Buffer;
  /** nginx's access log so far (the site's log_format). */
  accessLog(): string;
  stop(): Promise<void>;
}

/** Replaces `from` with `to` in `text`, and fails when `from` is not there: the site file changed under the test. */
function replaced(text: string, from: string | RegExp, to: string): string {
  const found = typeof from === 'string' ? text.includes(from) : from.test(text);
  if (!found) throw new Error(`${path.relative(root, SITE_FILE)} ya no tiene ${String(from)}: actualiza tests/helpers/nginx.ts`);
  return typeof from === 'string' ? text.split(from).join(to) : text.replace(from, to);
}

/** The site file for this machine: ports on 127.0.0.1 only (no IPv6 needed), the certificate, the built site, the upstream, the logs. */
export function siteFor(site: string, o: { dir: string; upstream: string; distDir: string; httpsPort: number; httpPort: number }): string {
  let text = site;
  text = replaced(text, 'server 127.0.0.1:3000;', `server ${o.upstream};`);
  text = replaced(text, /^\s*listen \[::\]:80;\n/m, '');
  text = replaced(text, /^\s*listen \[::\]:443 ssl http2;\n/m, '');
  text = replaced(text, 'listen 80;', `listen 127.0.0.1:${o.httpPort};`);
  text = replaced(text, 'listen 443 ssl http2;', `listen 127.0.0.1:${o.httpsPort} ssl http2;`);
  text = replaced(text, '/etc/letsencrypt/live/viziona.example.com/fullchain.pem', path.join(o.dir, 'cert.pem'));
  text = replaced(text, '/etc/letsencrypt/live/viziona.example.com/privkey.pem', path.join(o.dir, 'key.pem'));
  text = replaced(text, '/srv/viziona/dist/assets/', `${path.join(o.distDir, 'assets')}/`);
  text = replaced(text, '/var/log/nginx/viziona.access.log', path.join(o.dir, 'access.log'));
  text = replaced(text, '/var/log/nginx/viziona.error.log', path.join(o.dir, 'error.log'));
  text = replaced(text, '/var/www/letsencrypt', path.join(o.dir, 'acme'));
  return text;
}

/** Debian's /etc/nginx/nginx.conf as it matters to the site (its http block's settings), with this folder for everything nginx writes. */
const mainConf = (dir: string) => `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  sendfile on;
  tcp_nopush on;
  types_hash_max_size 2048;
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  ssl_protocols TLSv1 TLSv1.1 TLSv1.2 TLSv1.3;
  ssl_prefer_server_ciphers on;
  access_log ${dir}/access-default.log;
  gzip on;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/viziona.conf;
}
`;

function nobody(): { uid: number; gid: number } {
  const id = (flag: string) => Number(spawnSync('id', [flag, 'nobody'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** Starts nginx with the site in front of `upstream` (host:port of the server), serving `distDir`'s assets. */
export async function startNginx({ upstream, distDir }: { upstream: string; distDir: string }): Promise<RunningNginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'viziona-nginx-'));
  fs.chmodSync(dir, 0o755);
  await run('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')]);
  const [httpsPort, httpPort] = [await freePort(), await freePort()];
  fs.mkdirSync(path.join(dir, 'acme'));
  fs.writeFileSync(path.join(dir, 'viziona.conf'), siteFor(fs.readFileSync(SITE_FILE, 'utf8'), { dir, upstream, distDir, httpsPort, httpPort }));
  fs.writeFileSync(path.join(dir, 'nginx.conf'), mainConf(dir));
  const user = process.getuid?.() === 0 ? nobody() : undefined;
  if (user) for (const f of ['', 'acme', 'key.pem', 'cert.pem', 'viziona.conf', 'nginx.conf']) fs.chownSync(path.join(dir, f), user.uid, user.gid);
  const args = ['-p', `${dir}/`, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')];

  const check = spawnSync(NGINX, [...args, '-t', '-q'], { encoding: 'utf8', ...user });
  if (check.status !== 0) throw new Error(`nginx -t rechazó la configuración:\n${check.stderr}`);
  const child: ChildProcess = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'], ...user });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let waited = 0; !(await listening(httpsPort)); waited += 50) {
    if (child.exitCode !== null || waited > 10_000) throw new Error(`nginx no arrancó:\n${stderr}\n${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `https://localhost:${httpsPort}`,
    httpsPort,
    httpPort,
    ca: fs.readFileSync(path.join(dir, 'cert.pem')),
    accessLog: () => fs.readFileSync(path.join(dir, 'access.log'), 'utf8'),
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
