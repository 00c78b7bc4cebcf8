// Every staff operation says who may call it, once, in the contract (`x-roles`), and the server's
// guard reads it (server/staff/accounts/guard.ts). This keeps the declarations complete and
// readable: an operation under /staff without x-roles would fall to the guard's refusal at start,
// or, worse, open with a typo.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { specPath } from '../../openapi/index.ts';
import { StaffRoleValues } from '../../openapi/rules.gen.ts';

type Doc = { paths: Record<string, Record<string, { operationId?: string; security?: unknown[]; 'x-roles'?: unknown }>> };
const methods = ['get', 'post', 'put', 'patch', 'delete'];

/** What is wrong with the x-roles of a contract, one line each. */
function rolesProblems(doc: Doc): string[] {
  const problems: string[] = [];
  for (const [url, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!methods.includes(method)) continue;
      const name = op.operationId ?? `${method} ${url}`;
      const roles = op['x-roles'];
      if (!url.startsWith('/staff')) {
        if (roles !== undefined) problems.push(`${name}: x-roles outside /staff`);
        continue;
      }
      if (!Array.isArray(roles)) {
        problems.push(`${name}: no x-roles list`);
        continue;
      }
      const ok = roles.length === 0 || (roles.length === 1 && roles[0] === '*') || roles.every((r) => (StaffRoleValues as readonly unknown[]).includes(r));
      if (!ok) problems.push(`${name}: x-roles ${JSON.stringify(roles)} is not [], ['*'] or roles of StaffRole`);
      const staffSecurity = JSON.stringify(op.security) === JSON.stringify([{ staffSession: [] }]);
      if (roles.length > 0 && !staffSecurity) problems.push(`${name}: x-roles needs security [staffSession]`);
      if (roles.length === 0 && JSON.stringify(op.security) !== '[]') problems.push(`${name}: x-roles [] needs security []`);
    }
  }
  return problems;
}

const contract = () => parse(fs.readFileSync(specPath, 'utf8')) as Doc;

describe('x-roles of the staff operations', () => {
  it('every operation under /staff declares them, with roles that exist, and the matching security', () => {
    expect(rolesProblems(contract())).toEqual([]);
  });

  it('names an operation without x-roles, a misspelt role and one outside /staff', () => {
    const doc = contract();
    delete doc.paths['/staff/people'].get['x-roles'];
    doc.paths['/staff/audit'].get['x-roles'] = ['admn'];
    doc.paths['/health'].get['x-roles'] = ['admin'];
    expect(rolesProblems(doc)).toEqual([
      'getHealth: x-roles outside /staff',
      'listStaff: no x-roles list',
      `listStaffAudit: x-roles ["admn"] is not [], ['*'] or roles of StaffRole`,
    ]);
  });

  it("the database's role checks list the contract's StaffRole values", () => {
    const schemaText = fs.readFileSync(path.resolve(import.meta.dirname, '../../server/db/schema.ts'), 'utf8');
    const lists = [...schemaText.matchAll(/roles_valid', sql`\$\{t\.roles\} <@ array\[([^\]]*)\]/g)].map((m) => m[1].split(',').map((s) => s.trim().replace(/'/g, '')));
    expect(lists).toHaveLength(2);
    for (const list of lists) expect(list).toEqual([...StaffRoleValues]);
  });
});
