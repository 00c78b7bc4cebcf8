// A migration that has landed never changes: a database that ran it never runs it again (drizzle
// keeps only the last one's time), so an edit would reach new databases only. Each landed
// migration's sha256 is recorded in server/db/migrations/landed.json; a change goes in a new
// numbered migration, or, for a function, in its file of server/db/functions/.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../../server/db/db.ts';

/** sha256 of a migration's text (line ends as LF, so a Windows checkout hashes the same). */
const hashOf = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file, 'utf8').replaceAll('\r\n', '\n')).digest('hex');

/** What is wrong with the migrations of `folder` against its landed.json, one line each. */
function migrationProblems(folder: string): string[] {
  const landed = JSON.parse(fs.readFileSync(path.join(folder, 'landed.json'), 'utf8')) as Record<string, string>;
  const tags = fs.readdirSync(folder).filter((f) => f.endsWith('.sql')).map((f) => f.slice(0, -'.sql'.length)).sort();
  const problems: string[] = [];
  for (const tag of tags) {
    const hash = hashOf(path.join(folder, `${tag}.sql`));
    if (!(tag in landed)) problems.push(`${tag}: not in landed.json; once it lands, record it there: "${tag}": "${hash}"`);
    else if (landed[tag] !== hash) problems.push(`${tag}: has landed and its text changed; undo the edit and put the change in a new migration (a function's code goes in server/db/functions/)`);
  }
  for (const tag of Object.keys(landed)) if (!tags.includes(tag)) problems.push(`${tag}: has landed and its file is gone`);
  return problems;
}

describe('migrations', () => {
  it('every migration has landed as recorded, unchanged', () => {
    expect(migrationProblems(migrationsFolder)).toEqual([]);
  });

  it("drizzle's journal lists every migration file, in the order of their times", () => {
    const { entries } = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };
    const files = fs.readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')).map((f) => f.slice(0, -'.sql'.length)).sort();
    expect(entries.map((e) => e.tag)).toEqual(files);
    // drizzle runs only the migrations newer than the last one a database ran: one merged with an
    // older time than a migration before it would never run on that database.
    for (const [i, entry] of entries.entries()) if (i > 0) expect(entry.when, entry.tag).toBeGreaterThan(entries[i - 1].when);
  });

  it('names a landed migration whose text changed, one not recorded and one gone', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'viziona-migrations-'));
    try {
      for (const tag of ['0000_a', '0001_b', '0002_c']) fs.writeFileSync(path.join(folder, `${tag}.sql`), `CREATE TABLE "${tag}" ();\n`);
      const landed = Object.fromEntries(['0000_a', '0001_b'].map((tag) => [tag, hashOf(path.join(folder, `${tag}.sql`))]));
      fs.writeFileSync(path.join(folder, 'landed.json'), JSON.stringify({ ...landed, '0003_d': landed['0000_a'] }));
      fs.writeFileSync(path.join(folder, '0001_b.sql'), `CREATE TABLE "0001_b" ("cambiada" text);\n`);
      expect(migrationProblems(folder)).toEqual([
        '0001_b: has landed and its text changed; undo the edit and put the change in a new migration (a function\'s code goes in server/db/functions/)',
        `0002_c: not in landed.json; once it lands, record it there: "0002_c": "${hashOf(path.join(folder, '0002_c.sql'))}"`,
        '0003_d: has landed and its file is gone',
      ]);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
