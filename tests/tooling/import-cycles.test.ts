import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importCircles, importGraph } from './import-graph.ts';

const root = path.resolve(import.meta.dirname, '../..');
const arrow = (circle: string[]) => circle.join(' → ');

describe('import circles', () => {
  const fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'import-circles-'));
  afterAll(() => fs.rmSync(fixture, { recursive: true, force: true }));
  const write = (file: string, code: string) => {
    fs.mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
    fs.writeFileSync(path.join(fixture, file), code);
  };

  it('are found through type imports, lazy imports and re-exports, with or without extensions', () => {
    write('lib/a.ts', "import type { B } from './b';\nexport type A = B;\n");
    write('lib/b.ts', "export { a } from './c.tsx';\nexport type B = number;\n");
    write('lib/c.tsx', "export const a = () => import('./a.js');\n");
    write('lib/d.ts', "import { a } from './c';\nimport { x } from 'some-package';\nexport const d = [a, x];\n");
    write('lib/e.ts', "import { f } from './f/index.ts';\nexport const e = f;\n");
    write('lib/f/index.ts', "import { e } from '..//e';\nexport const f = e;\n");
    expect(importCircles(importGraph(fixture, ['lib'])).map(arrow)).toEqual(['lib/a.ts → lib/b.ts → lib/c.tsx → lib/a.ts', 'lib/e.ts → lib/f/index.ts → lib/e.ts']);
  });

  it('are absent from src/, machines/, openapi/ and server/', () => {
    expect(importCircles(importGraph(root, ['src', 'machines', 'openapi', 'server'])).map(arrow)).toEqual([]);
  });
});
