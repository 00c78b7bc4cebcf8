// The README and docs/ say where things are; this keeps them true. Every relative link resolves
// (and its #anchor names a heading of the page), and every repository path they name exists.
//
// What counts as a path: a `code span` (or a word of a ```mermaid diagram) made only of letters,
// digits and . _ - / @, whose first segment is a top-level folder or file of the repository
// (src/, machines/, server/, docs/, package.json…). So `server/bills/moves.ts` and `src/staff/` are
// checked; `machines/<flow>/` and `machines/**/*.ts` (placeholders, globs), `/staff/porteria` (a
// route), `dist-server/server.mjs` and `DATA_DIR/uploads` (made at run time) and `moves.ts` (no
// folder) are not. Other fenced code (commands, sample output) is not read.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
const topLevel = new Set(tracked.map((f) => f.split('/')[0]));

/** The pages checked: the README and every page of docs/. */
const pages = tracked.filter((f) => f === 'README.md' || (f.startsWith('docs/') && f.endsWith('.md'))).filter((f) => fs.existsSync(path.join(root, f)));

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens; repeats get -1, -2… */
export function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const line of withoutFences(markdown).split('\n')) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = heading[1].replace(/`/g, '').toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n ? `${base}-${n}` : base);
  }
  return anchors;
}

/** The text without its fenced blocks, except mermaid diagrams' (kept for their paths). */
function withoutFences(markdown: string, keepMermaid = false): string {
  return markdown.replace(/^```(\w*)[^\n]*\n[\s\S]*?^```[^\n]*$/gm, (block, lang: string) => (keepMermaid && lang === 'mermaid' ? block : ''));
}

const pathLike = /^[A-Za-z0-9_.@/-]+$/;

/** Whether a code span names a repository path, by the rule above. */
export function isRepoPath(text: string, top: Set<string> = topLevel): boolean {
  if (!pathLike.test(text) || text.startsWith('/') || text.includes('//')) return false;
  const first = text.split('/')[0];
  return top.has(first) && (text.includes('/') || !first.includes('*'));
}

export interface Problem {
  page: string;
  problem: string;
}

/** What is wrong in one page: links that resolve to nothing, anchors no heading has, paths that don't exist. */
export function problemsOf(page: string, markdown: string, exists: (p: string) => boolean, read: (p: string) => string): Problem[] {
  const problems: Problem[] = [];
  const dir = path.posix.dirname(page);
  const prose = withoutFences(markdown);
  for (const m of prose.matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = m[1];
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
    const [file, anchor] = target.split('#');
    const resolved = file ? path.posix.normalize(path.posix.join(dir, decodeURI(file))) : page;
    if (resolved.startsWith('..')) problems.push({ page, problem: `link ${target} leaves the repository` });
    else if (!exists(resolved)) problems.push({ page, problem: `link ${target}: no ${resolved}` });
    else if (anchor && resolved.endsWith('.md') && !anchorsOf(read(resolved)).has(anchor)) problems.push({ page, problem: `link ${target}: no heading #${anchor} in ${resolved}` });
  }
  const spans = [...prose.matchAll(/(`+)([^`]+?)\1/g)].map((m) => m[2].trim());
  const diagramWords = [...withoutFences(markdown, true).matchAll(/^```mermaid\n([\s\S]*?)^```/gm)].flatMap((m) => m[1].split(/[\s"'(),:<>[\]{}|]+/));
  for (const text of [...spans, ...diagramWords.map((w) => w.replace(/[.;]+$/, ''))]) {
    if (!isRepoPath(text)) continue;
    const clean = text.replace(/\/$/, '');
    if (!exists(clean)) problems.push({ page, problem: `path ${text} does not exist` });
  }
  return problems;
}

const exists = (p: string) => fs.existsSync(path.join(root, p));
const read = (p: string) => fs.readFileSync(path.join(root, p), 'utf8');

describe('the README and docs/', () => {
  it('are there, each page of docs/ linked from the README or docs/README.md', () => {
    expect(pages).toContain('README.md');
    expect(pages).toContain('docs/README.md');
    const linked = new Set(
      ['README.md', 'docs/README.md', 'docs/staff/README.md'].flatMap((p) =>
        [...read(p).matchAll(/\]\(([^)#\s]+)/g)].map((m) => path.posix.normalize(path.posix.join(path.posix.dirname(p), m[1])))),
    );
    expect(pages.filter((p) => p.startsWith('docs/') && !linked.has(p))).toEqual([]);
  });

  it('link only to what exists, and name only paths that exist', () => {
    expect(pages.flatMap((page) => problemsOf(page, read(page), exists, read))).toEqual([]);
  });

  it('start each page of docs/ with what it covers', () => {
    const opening = (p: string) => read(p).split('\n').filter((l) => l.trim() && !l.startsWith('#'))[0] ?? '';
    expect(pages.filter((p) => p.startsWith('docs/') && !/^This (page|folder) covers /.test(opening(p)))).toEqual([]);
  });

  it('find the problems they would have', () => {
    const files = new Set(['README.md', 'docs/a.md', 'docs/b.md', 'src/app/routes.tsx', 'src/staff']);
    const has = (p: string) => files.has(p);
    const pagesRead = (p: string) => (p === 'docs/b.md' ? '# B\n\n## The door’s WebSocket\n' : '');
    const check = (text: string) => problemsOf('docs/a.md', text, has, pagesRead).map((p) => p.problem);
    expect(check('[b](b.md), [door](b.md#the-doors-websocket), [out](https://example.com), `src/app/routes.tsx`, `src/staff/`')).toEqual([]);
    expect(check('[gone](c.md)')).toEqual(['link c.md: no docs/c.md']);
    expect(check('[anchor](b.md#no-such-heading)')).toEqual(['link b.md#no-such-heading: no heading #no-such-heading in docs/b.md']);
    expect(check('[up](../../x.md)')).toEqual(['link ../../x.md leaves the repository']);
    expect(check('the routes are `src/app/route.tsx`')).toEqual(['path src/app/route.tsx does not exist']);
    expect(check('```mermaid\nflowchart TD\n  a["src/app/router.tsx"] --> b\n```')).toEqual(['path src/app/router.tsx does not exist']);
    // Not paths: placeholders, globs, routes, run-time folders, bare file names; nor a command's text.
    expect(check('`machines/<flow>/` `machines/**/*.ts` `/staff/porteria` `dist-server/server.mjs` `moves.ts` `npm test`\n```sh\ncat src/nothing.ts\n```')).toEqual([]);
  });
});
