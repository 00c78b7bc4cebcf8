// One owner for a bill's state: the lint rule of eslint.config.js refuses any other writer of
// bills.status_id or needs_refund in server/ (an update, an insert, or raw SQL), and no SQL
// function of server/db writes a bill.
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });
const MESSAGE = "A bill's state changes only through its moves (server/bills/moves.ts).";

async function refusals(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.message === MESSAGE);
}

const update = "import { sql } from 'drizzle-orm';\nexport const f = (tx: any, id: number) => tx.update(bills).set({ statusId: 4, updatedAt: sql`now()` }).where(id);\ndeclare const bills: unknown;\n";
const flag = 'export const f = (tx: any) => tx.update(bills).set({ needsRefund: true });\ndeclare const bills: unknown;\n';
const insert = 'export const f = (tx: any) => tx.insert(bills).values({ number: "x", statusId: 1 });\ndeclare const bills: unknown;\n';
const raw = "import { sql } from 'drizzle-orm';\nexport const q = sql`UPDATE bills SET status_id = 6 WHERE id = 1`;\n";
const read = "import { sql } from 'drizzle-orm';\nexport const f = (tx: any) => tx.select({ s: bills.statusId }).from(bills).where(sql`status_id = 1`);\ndeclare const bills: any;\n";

describe("the bill's state has one writer", () => {
  it('refuses a second writer anywhere in server/', async () => {
    for (const code of [update, flag, insert, raw]) {
      expect(await refusals('server/payments/x.ts', code), code).toHaveLength(1);
      expect(await refusals('server/staff/finanzas/x.ts', code), code).toHaveLength(1);
    }
  });

  it('lets the moves and the bill’s creation write it, and anyone read it', async () => {
    for (const code of [update, flag, insert, raw]) expect(await refusals('server/bills/moves.ts', code)).toHaveLength(0);
    expect(await refusals('server/bills/create.ts', insert)).toHaveLength(0);
    expect(await refusals('server/payments/x.ts', read)).toHaveLength(0);
  });

  it('no SQL function of the database writes a bill', () => {
    const dir = path.join(root, 'server/db/functions');
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.sql')) : [];
    for (const file of files) expect(fs.readFileSync(path.join(dir, file), 'utf8'), file).not.toMatch(/(update|insert\s+into)\s+"?bills"?\b/i);
  });
});
