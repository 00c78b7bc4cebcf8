// The import graph of the project's TypeScript sources and the circles in it (import-cycles.test.ts).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** File (relative to the root, '/' separated) → the project files it imports. */
export type ImportGraph = Map<string, string[]>;

const extensions = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'];

function sourceFiles(root: string, dir: string): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') files.push(...sourceFiles(root, rel));
    } else if (extensions.some((ext) => entry.name.endsWith(ext)) && !entry.name.endsWith('.d.ts')) {
      files.push(rel);
    }
  }
  return files;
}

/** The file a relative specifier names: as written, or with an extension or /index added (as the bundler resolves it). */
function resolve(files: Set<string>, from: string, specifier: string): string | undefined {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  const candidates = [base, ...extensions.map((ext) => base + ext), ...extensions.map((ext) => `${base}/index${ext}`)];
  // `./x.js` written for a `./x.ts` source.
  if (/\.(m?js|jsx)$/.test(base)) candidates.push(base.replace(/\.(m?)js(x?)$/, '.$1ts$2'));
  return candidates.find((c) => files.has(c));
}

/** The modules a file names: `import`, `import type`, `export … from`, `import x = require()` and `import()`. */
const specifiers = (file: string) => ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, false).importedFiles.map((f) => f.fileName);

/**
 * Every import between the files. `import type` counts (a circle of types is still two modules that
 * cannot be read apart), and so does a lazy `import()`: the chunk it loads still depends on the
 * module that loads it.
 */
export function importGraph(root: string, dirs: string[]): ImportGraph {
  const list = dirs.flatMap((dir) => sourceFiles(root, dir));
  const files = new Set(list);
  const graph: ImportGraph = new Map();
  for (const file of list) {
    const targets = specifiers(path.join(root, file))
      .filter((s) => s.startsWith('./') || s.startsWith('../'))
      .map((s) => resolve(files, file, s))
      .filter((t): t is string => t !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * One circle for each group of files that import each other (Tarjan's strongly connected
 * components), each written as the path round it: ['a.ts', 'b.ts', 'a.ts'].
 */
export function importCircles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let next = 0;

  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next++;
    stack.push(file);
    onStack.add(file);
    for (const to of graph.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(file, Math.min(low.get(file)!, index.get(to)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      const selfImport = graph.get(file)?.includes(file);
      if (group.length > 1 || selfImport) groups.push(group);
    }
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);

  return groups.map((group) => circleThrough(graph, new Set(group))).sort((a, b) => a[0].localeCompare(b[0]));
}

/** The shortest way round from the group's first file (by name) back to itself, inside the group. */
function circleThrough(graph: ImportGraph, group: Set<string>): string[] {
  const start = [...group].sort()[0];
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const file = queue.shift()!;
    for (const to of graph.get(file) ?? []) {
      if (!group.has(to)) continue;
      if (to === start) {
        const way = [start];
        for (let at = file; at !== start; at = cameFrom.get(at)!) way.splice(1, 0, at);
        return [...way, start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, file);
        queue.push(to);
      }
    }
  }
  return [start, start];
}
