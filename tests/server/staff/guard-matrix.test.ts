// Who may call each staff operation, generated from the contract: every operation under /staff ×
// every role, a moviegoer and a visitor. Allowed means the guard let the request through (whatever
// the operation then answers to its placeholder input); refused is 401 (no staff session) or 403
// (no role of the operation's x-roles).
import fs from 'node:fs';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specPath } from '../../../openapi/index.ts';
import { ANY_STAFF, STAFF_ROLES, type StaffRole } from '../../../openapi/rules.ts';
import { useApp } from '../../helpers/build.ts';
import { bearer, freshAddress, signUp } from '../../helpers/accounts.ts';
import { signedInStaff, type SignedInStaff } from '../../helpers/staff.ts';

interface Operation {
  operationId: string;
  method: string;
  url: string;
  roles: string[];
}

const methods = ['get', 'post', 'put', 'patch', 'delete'];
const contract = parse(fs.readFileSync(specPath, 'utf8')) as { paths: Record<string, Record<string, { operationId: string; 'x-roles': string[] }>> };
const operations: Operation[] = Object.entries(contract.paths)
  .filter(([path]) => path.startsWith('/staff'))
  .flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => methods.includes(method))
      // Path parameters get a value no row has, so an allowed write changes nothing.
      .map(([method, op]) => ({ operationId: op.operationId, method: method.toUpperCase(), url: `/api/v1${path.replace(/\{[^}]+\}/g, '999999')}`, roles: op['x-roles'] })),
  )
  // Signing out ends the session the other cells use: last.
  .sort((a, b) => Number(a.operationId === 'staffSignOut') - Number(b.operationId === 'staffSignOut'));

type Caller = StaffRole | 'moviegoer' | 'visitor';
const callers: Caller[] = [...STAFF_ROLES, 'moviegoer', 'visitor'];

/** What the contract says the caller gets: allowed, or the refusal's status. */
function expected(op: Operation, caller: Caller): 'allowed' | 401 | 403 {
  if (op.roles.length === 0) return 'allowed';
  if (caller === 'moviegoer' || caller === 'visitor') return 401;
  if (op.roles[0] === ANY_STAFF) return 'allowed';
  return op.roles.includes(caller) ? 'allowed' : 403;
}

const { app } = useApp();
const staff = new Map<StaffRole, SignedInStaff>();
let moviegoer: string;

beforeAll(async () => {
  for (const role of STAFF_ROLES) staff.set(role, await signedInStaff(app(), [role]));
  moviegoer = (await signUp(app())).token;
});

const headersOf = (caller: Caller): Record<string, string> => {
  if (caller === 'visitor') return {};
  // A moviegoer's token every way a browser or client could send it.
  if (caller === 'moviegoer') return { ...bearer(moviegoer), cookie: `auth_token=${moviegoer}` };
  return staff.get(caller)!.headers;
};

describe('the staff guard, from the contract', () => {
  it('finds the staff operations', () => {
    expect(operations.length).toBeGreaterThanOrEqual(12);
  });

  for (const op of operations) {
    describe(`${op.operationId} (${op.method} ${op.url}, x-roles ${JSON.stringify(op.roles)})`, () => {
      for (const caller of callers) {
        const want = expected(op, caller);
        it(`${caller}: ${want}`, async () => {
          const res = await app().inject({ method: op.method as 'GET', url: op.url, headers: headersOf(caller), payload: op.method === 'GET' || op.method === 'DELETE' ? undefined : {}, remoteAddress: freshAddress() });
          if (want === 'allowed') expect([401, 403], res.body).not.toContain(res.statusCode);
          else {
            expect(res.statusCode, res.body).toBe(want);
            expect(res.json().message).toBe(want === 401 ? 'Inicia sesión en el área del personal.' : 'Tu cuenta del personal no tiene el rol para esta operación.');
          }
        });
      }
    });
  }
});

afterAll(() => staff.clear());
