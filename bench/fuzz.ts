// Schema-driven fuzzer of the API (prints figures; not a test). Every operation of the contract gets
// a plausible request built from its schemas, then that request bent one way at a time: integers at
// and past their bounds, absurd dates, NUL characters, huge strings, unknown keys by the thousand,
// content types the contract does not list, broken JSON and cut-off multipart bodies. It counts the
// requests sent and every 5xx, by operation and mutation. Any 5xx is a bug.
//
// Run against a running server:  node --import tsx bench/fuzz.ts [baseUrl] [rounds]
// (default http://127.0.0.1:3000, 1 round). Each request carries a random X-Forwarded-For, so to
// keep the per-address rate limits out of the way start the server trusting this machine as its
// proxy (TRUST_PROXY=127.0.0.1); an older server that trusts any forwarding header needs nothing.
// The staff's operations answer 401 there before reading anything. With the staff too:
//   npm run build && node --import tsx bench/fuzz.ts --staff [rounds]
// starts the built server on a new embedded database, makes its first staff admin (every role) and
// sends each staff operation's requests with that session from the site's own origin, as the staff
// pages do. It never signs that session out, and the requests about a person (deactivate, roles)
// name nobody unless bent (the admin stays signed in to the end: the run says whether it did).
import fs from 'node:fs';
import path from 'node:path';
import { randomInt } from 'node:crypto';
import YAML from 'yaml';
import { startServerProcess, type RunningServer } from '../tests/helpers/server-process.ts';
import { firstAdminWithCookie, newStaffPerson } from '../tests/e2e/staff-helpers.ts';

type Schema = Record<string, unknown> & { $ref?: string };
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
  example?: unknown;
}
interface Operation {
  operationId: string;
  method: string;
  path: string;
  parameters: Parameter[];
  bodyTypes: string[];
  bodySchema?: Schema;
  secured: boolean;
  /** Opened by the staff's session cookie (the contract's staffSession scheme). */
  staff: boolean;
}
interface Probe {
  op: string;
  mutation: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

const staffMode = process.argv[2] === '--staff';
let baseUrl = (staffMode ? '' : (process.argv[2] ?? 'http://127.0.0.1:3000')).replace(/\/$/, '');
const rounds = Number(process.argv[3] ?? 1);
const concurrency = 6;
const contract = YAML.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../openapi/viziona.yaml'), 'utf8'));
const prefix = '/api/v1';

function deref<T = Schema>(node: unknown): T {
  let current = node as Schema;
  while (current && typeof current === 'object' && typeof current.$ref === 'string') {
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], contract) as Schema;
  }
  return current as T;
}

function operations(): Operation[] {
  const ops: Operation[] = [];
  for (const [route, item] of Object.entries(contract.paths as Record<string, Record<string, unknown>>)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = item[method] as Record<string, unknown> | undefined;
      if (!op) continue;
      const parameters = ((op.parameters ?? []) as unknown[]).map((p) => deref<Parameter>(p));
      const content = (deref<{ content?: Record<string, { schema?: Schema }> }>(op.requestBody ?? {}).content ?? {}) as Record<string, { schema?: Schema }>;
      const bodyTypes = Object.keys(content);
      const security = (op.security ?? contract.security ?? []) as Record<string, unknown>[];
      ops.push({
        operationId: String(op.operationId),
        method: method.toUpperCase(),
        path: route,
        parameters,
        bodyTypes,
        bodySchema: bodyTypes[0] ? deref(content[bodyTypes[0]].schema) : undefined,
        secured: security.some((s) => Object.keys(s).length > 0),
        staff: security.some((s) => 'staffSession' in s),
      });
    }
  }
  return ops;
}

/** A value the schema accepts, from its examples where it has them. */
function sample(node: unknown, depth = 0): unknown {
  const s = deref(node);
  if (!s || depth > 6) return null;
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0];
  if (s.example !== undefined) return s.example;
  if (s.const !== undefined) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  for (const key of ['oneOf', 'anyOf', 'allOf']) if (Array.isArray(s[key])) return sample((s[key] as unknown[])[0], depth + 1);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'integer':
    case 'number':
      return typeof s.minimum === 'number' ? s.minimum : 1;
    case 'boolean':
      return true;
    case 'array':
      return [sample(s.items, depth + 1)];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries((s.properties ?? {}) as Record<string, unknown>)) {
        const d = deref(v);
        if (d.format === 'binary' || deref(d.items)?.format === 'binary') continue;
        out[k] = sample(v, depth + 1);
      }
      return out;
    }
    default:
      if (s.format === 'date') return '2026-12-01';
      if (s.format === 'date-time') return '2026-12-01T15:00:00Z';
      if (s.format === 'email') return 'fuzz@example.com';
      return 'texto';
  }
}

const hostileScalars: [string, string][] = [
  ['int 2^31', '2147483648'],
  ['int 2^53+', '9007199254740993'],
  ['int 20 digits', '99999999999999999999'],
  ['negative', '-1'],
  ['zero', '0'],
  ['float', '1.5'],
  ['exponent', '1e308'],
  ['date 9999', '9999-12-31'],
  ['date 0000', '0000-01-01'],
  ['date feb 30', '2026-02-30'],
  ['NUL', '%00'],
  ['NUL inside', 'a%00b'],
  ['long', 'a'.repeat(5000)],
  ['dot dot', '..%2F..%2Fetc%2Fpasswd'],
  ['unicode', encodeURIComponent('ñ😀\u202e')],
  ['percent broken', '%E0%A4%A'],
];

const hostileJson: [string, unknown][] = [
  ['NUL text', 'a\u0000b'],
  ['only NUL', '\u0000'],
  ['long text', 'x'.repeat(100_000)],
  ['int 2^31', 2147483648],
  ['int -2^31-1', -2147483649],
  ['huge number', 1e308],
  ['negative', -1],
  ['date 9999', '9999-12-31'],
  ['date 0000', '0000-01-01'],
  ['object', { a: 1 }],
  ['array', [1, 2]],
  ['null', null],
  ['lone surrogate', '\ud800'],
];

/** Path values that keep the fuzzer's own staff admin out of its requests (its id would be the sample's 1). */
const nobody: Record<string, Record<string, string>> = { deactivateStaff: { id: '999999' }, changeStaffRoles: { id: '999999' } };

function fillPath(op: Operation, override?: [string, string]): string {
  let url = op.path;
  for (const p of op.parameters.filter((p) => p.in === 'path')) {
    const value = override && override[0] === p.name ? override[1] : (nobody[op.operationId]?.[p.name] ?? encodeURIComponent(String(p.example ?? sample(p.schema))));
    url = url.replace(`{${p.name}}`, value);
  }
  return prefix + url;
}

/** The query: the given raw values, then every required or exemplified parameter's sample. */
function query(op: Operation, overrides: Record<string, string> = {}): string {
  const parts: string[] = [];
  for (const p of op.parameters.filter((p) => p.in === 'query')) {
    if (p.name in overrides) parts.push(`${p.name}=${overrides[p.name]}`);
    else if (p.required || p.example !== undefined) parts.push(`${p.name}=${encodeURIComponent(String(p.example ?? sample(p.schema)))}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** The body's text fields, then empty file parts of the given dispositions (`name="…"; filename=""`). */
function multipart(fields: Record<string, unknown>, boundary: string, emptyFiles: string[] = []): string {
  return (
    Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${typeof v === 'string' ? v : JSON.stringify(v)}\r\n`)
      .join('') +
    emptyFiles.map((disposition) => `--${boundary}\r\ncontent-disposition: form-data; ${disposition}\r\ncontent-type: application/octet-stream\r\n\r\n\r\n`).join('') +
    `--${boundary}--\r\n`
  );
}

/** The names of a multipart body's file fields (binary, or arrays of binary). */
function fileFields(op: Operation): string[] {
  const properties = (op.bodySchema?.properties ?? {}) as Record<string, unknown>;
  return Object.entries(properties)
    .filter(([, v]) => deref(v).format === 'binary' || deref(deref(v).items)?.format === 'binary')
    .map(([k]) => k);
}

function probes(op: Operation): Probe[] {
  const out: Probe[] = [];
  const base = (mutation: string, over: Partial<Probe> = {}): Probe => ({
    op: op.operationId,
    mutation,
    method: op.method,
    url: fillPath(op) + query(op),
    headers: {},
    ...over,
  });
  const body = op.bodySchema ? (sample(op.bodySchema) as Record<string, unknown>) : undefined;
  const isMultipart = op.bodyTypes.includes('multipart/form-data');
  const json = (mutation: string, value: unknown) => base(mutation, { headers: { 'content-type': 'application/json' }, body: JSON.stringify(value) });
  const form = (mutation: string, value: Record<string, unknown>, emptyFiles: string[] = []) => {
    const boundary = `----fuzz${randomInt(1e9)}`;
    return base(mutation, { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body: multipart(value, boundary, emptyFiles) });
  };
  const send = (mutation: string, value: Record<string, unknown>) => (isMultipart ? form(mutation, value) : json(mutation, value));

  out.push(body ? send('plausible', body) : base('plausible'));

  for (const p of op.parameters.filter((p) => p.in === 'path' || p.in === 'query')) {
    for (const [name, raw] of hostileScalars) {
      const over: [string, string] = [p.name, raw];
      const url = p.in === 'path' ? fillPath(op, over) + query(op) : fillPath(op) + query(op, { [p.name]: raw });
      out.push({ ...(body ? send('', body) : base('')), mutation: `${p.in} ${p.name}: ${name}`, url });
    }
  }

  // Every day of the request the same absurd day at once (a range's both ends: one end alone is
  // often refused as reversed before the day itself is read).
  const isDay = (node: unknown) => {
    const d = deref(node);
    return d?.format === 'date' || (typeof d?.pattern === 'string' && d.pattern.endsWith('-\\d{2}-\\d{2}$'));
  };
  const dayParams = op.parameters.filter((p) => p.in === 'query' && isDay(p.schema));
  const dayKeys = body && typeof body === 'object' ? Object.keys(body).filter((k) => isDay((op.bodySchema?.properties as Record<string, unknown> | undefined)?.[k])) : [];
  if (dayParams.length + dayKeys.length > 1) {
    for (const day of ['9999-12-31', '0000-01-01']) {
      const value = body ? { ...body, ...Object.fromEntries(dayKeys.map((k) => [k, day])) } : undefined;
      out.push({ ...(value ? send('', value) : base('')), mutation: `every day ${day}`, url: fillPath(op) + query(op, Object.fromEntries(dayParams.map((p) => [p.name, day]))) });
    }
  }

  if (body && typeof body === 'object') {
    for (const key of Object.keys(body)) {
      for (const [name, value] of hostileJson) {
        if (isMultipart && typeof value !== 'string') continue;
        out.push(send(`${key}: ${name}`, { ...body, [key]: value }));
      }
    }
    out.push(send('5000 unknown keys', { ...body, ...Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i])) }));
    out.push(send('NUL in key', { ...body, 'a\u0000b': 'x' }));
    if (!isMultipart) {
      out.push(form('as multipart', body));
      out.push(base('as text/plain', { headers: { 'content-type': 'text/plain' }, body: JSON.stringify(body) }));
      out.push(base('as urlencoded', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body as Record<string, string>).toString() }));
      out.push(base('as xml', { headers: { 'content-type': 'application/xml' }, body: '<a>1</a>' }));
      out.push(base('broken JSON', { headers: { 'content-type': 'application/json' }, body: '{"a":' }));
      out.push(base('JSON array', { headers: { 'content-type': 'application/json' }, body: '[]' }));
      out.push(base('JSON string', { headers: { 'content-type': 'application/json' }, body: '"x"' }));
      out.push(base('empty JSON', { headers: { 'content-type': 'application/json' }, body: '' }));
      out.push(base('deep JSON', { headers: { 'content-type': 'application/json' }, body: '['.repeat(5000) + ']'.repeat(5000) }));
    } else {
      const whole = form('', body);
      const text = String(whole.body);
      out.push({ ...whole, mutation: 'cut-off multipart', body: text.slice(0, Math.floor(text.length / 2)) });
      out.push({ ...whole, mutation: 'multipart without end', body: text.replace(/--\r\n$/, '') });
      out.push({ ...whole, mutation: 'multipart no boundary', headers: { 'content-type': 'multipart/form-data' } });
      // A file input left empty: a browser's part has filename="", other clients' none at all.
      for (const field of fileFields(op)) {
        out.push(form(`${field}: empty file part, filename=""`, body, [`name="${field}"; filename=""`]));
        out.push(form(`${field}: file part without filename`, body, [`name="${field}"`]));
      }
      out.push(json('as JSON', body));
      out.push(base('as text/plain', { headers: { 'content-type': 'text/plain' }, body: 'x' }));
    }
  } else if (op.method !== 'GET') {
    out.push(base('unexpected JSON body', { headers: { 'content-type': 'application/json' }, body: '{"a":1}' }));
    out.push(base('unexpected text body', { headers: { 'content-type': 'text/plain' }, body: 'x' }));
  }
  return out;
}

function extraProbes(): Probe[] {
  const get = (mutation: string, url: string): Probe => ({ op: 'media', mutation, method: 'GET', url, headers: {} });
  return [
    get('NUL', '/media/%00'),
    get('NUL in name', '/media/posters/a%00.svg'),
    get('dot dot', '/media/..%2F..%2Fpackage.json'),
    get('broken escape', '/media/%E0%A4%A'),
    get('long', `/media/${'a'.repeat(5000)}`),
    { ...get('NUL page', '/peliculas/%00'), op: 'spa' },
    { ...get('broken escape page', '/%E0%A4%A'), op: 'spa' },
  ];
}

const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function registerToken(): Promise<string> {
  const res = await fetch(`${baseUrl}${prefix}/token/register`, { method: 'POST', headers: { 'x-forwarded-for': randomAddress() } });
  return ((await res.json()) as { token?: string }).token ?? '';
}

async function signUp(): Promise<string | undefined> {
  try {
    const address = { 'x-forwarded-for': randomAddress() };
    const headers = { 'content-type': 'application/json', ...address };
    const token = ((await (await fetch(`${baseUrl}${prefix}/token/register`, { method: 'POST', headers: address })).json()) as { token: string }).token;
    const res = await fetch(`${baseUrl}${prefix}/register`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: 'Fuzz',
        lastname: 'Prueba',
        email: `fuzz.${Date.now()}.${randomInt(1e6)}@example.com`,
        password: 'Fuzz2026ok',
        doc_type: 'CC',
        doc_number: String(randomInt(1e9, 2 ** 40)),
        phone: '3001234567',
        birthday: '1990-01-01',
        sex: 'F',
        device: 'web',
        register_token: token,
      }),
    });
    return ((await res.json()) as { token?: string }).token;
  } catch {
    return undefined;
  }
}

/** The built server on a new embedded database, and its first staff admin's session cookie. */
async function ownServerWithStaff(): Promise<{ server: RunningServer; cookie: string }> {
  const server = await startServerProcess({ TRUST_PROXY: '127.0.0.1' }, 180_000, { bundle: true });
  const { cookie } = await firstAdminWithCookie(server, newStaffPerson('admin.fuzz@viziona.test', 'Admin Fuzz', 'admin-fuzz-2026-xx', []));
  return { server, cookie };
}

async function staffSessionLive(cookie: string): Promise<boolean> {
  const res = await fetch(`${baseUrl}${prefix}/staff/me`, { headers: { cookie } });
  await res.arrayBuffer();
  return res.status === 200;
}

async function main() {
  const own = staffMode ? await ownServerWithStaff() : undefined;
  if (own) baseUrl = own.server.url;
  try {
    await fuzz(own?.cookie);
  } finally {
    if (own) {
      await own.server.stop();
      fs.rmSync(own.server.dataDir, { recursive: true, force: true });
    }
  }
}

async function fuzz(staffCookie: string | undefined) {
  const ops = operations();
  const token = await signUp();
  const all: Probe[] = [];
  const staffOps = new Set(ops.filter((op) => op.staff).map((op) => op.operationId));
  for (let r = 0; r < rounds; r++) {
    for (const op of ops) {
      for (const probe of probes(op)) {
        // Logging out would end the session the other probes use.
        if (token && op.secured && !op.staff && op.operationId !== 'logout') probe.headers.authorization = `Bearer ${token}`;
        // The staff pages' requests: the session's cookie, from the site's own origin.
        if (staffCookie && op.staff && op.operationId !== 'staffSignOut') Object.assign(probe.headers, { cookie: staffCookie, origin: baseUrl });
        all.push(probe);
      }
    }
    all.push(...extraProbes());
  }

  const statuses = new Map<number, number>();
  const staffStatuses = new Map<number, number>();
  const failures = new Map<string, number>();
  let errors = 0;
  let next = 0;
  const started = Date.now();
  async function worker() {
    while (next < all.length) {
      const probe = all[next++];
      try {
        // A registration reaches the database only with an unused robot-check token.
        if (probe.op === 'register' && typeof probe.body === 'string') probe.body = probe.body.replace(/"register_token":"[^"]*"/, `"register_token":"${await registerToken()}"`);
        const res = await fetch(baseUrl + probe.url, {
          method: probe.method,
          headers: { ...probe.headers, 'x-forwarded-for': randomAddress() },
          body: probe.body,
          signal: AbortSignal.timeout(15_000),
        });
        // An event stream stays open by design: its status is the answer.
        if (res.headers.get('content-type')?.startsWith('text/event-stream')) await res.body?.cancel();
        else await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (staffOps.has(probe.op)) staffStatuses.set(res.status, (staffStatuses.get(res.status) ?? 0) + 1);
        if (res.status >= 500 && res.status !== 501) {
          const key = `${res.status} ${probe.op} · ${probe.mutation}`;
          failures.set(key, (failures.get(key) ?? 0) + 1);
        }
      } catch (err) {
        errors++;
        const key = `network ${probe.op} · ${probe.mutation}: ${(err as Error).name}`;
        failures.set(key, (failures.get(key) ?? 0) + 1);
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));

  const fivexx = [...failures.entries()].filter(([key]) => !key.startsWith('network ')).reduce((a, [, n]) => a + n, 0);
  console.log(`fuzz ${baseUrl}: ${ops.length} operations, ${all.length} requests in ${((Date.now() - started) / 1000).toFixed(1)} s (signed in: ${token ? 'yes' : 'no'})`);
  const counts = (m: Map<number, number>) => [...m.entries()].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}×${n}`).join(' ');
  console.log(`statuses: ${counts(statuses)}`);
  if (staffCookie) {
    console.log(`staff operations (${staffOps.size}, signed in as the first admin, every role): ${counts(staffStatuses)}`);
    console.log(`the admin's session still live at the end: ${(await staffSessionLive(staffCookie)) ? 'yes' : 'no (the later staff requests were refused before they were read)'}`);
  }
  console.log(`5xx (501 'not yet' excluded): ${fivexx}; network errors: ${errors}`);
  for (const [key, n] of [...failures.entries()].sort()) console.log(`  ${key}${n > 1 ? ` ×${n}` : ''}`);
  process.exitCode = fivexx > 0 ? 1 : 0;
}

await main();
