import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function lint(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import borders of DESIGN.md', () => {
  it('keeps machines/ free of React, antd, swr and src/', async () => {
    expect(await lint('machines/x/x.machine.ts', "import { useState } from 'react';\nexport const a = useState;\n")).toHaveLength(1);
    expect(await lint('machines/x/x.machine.ts', "import { Button } from 'antd';\nexport const a = Button;\n")).toHaveLength(1);
    expect(await lint('machines/x/x.machine.ts', "import { api } from '../../src/api/client';\nexport const a = api;\n")).toHaveLength(1);
    expect(await lint('machines/x/x.machine.ts', "import { setup } from 'xstate';\nexport const a = setup;\n")).toHaveLength(0);
  });

  it('keeps server/ away from src/ and machines/', async () => {
    expect(await lint('server/x.ts', "import { api } from '../src/api/client';\nexport const a = api;\n")).toHaveLength(1);
    expect(await lint('server/x.ts', "import { m } from '../machines/auth/auth.machine';\nexport const a = m;\n")).toHaveLength(1);
    expect(await lint('server/x.ts', "import { specPath } from '../openapi/index.ts';\nexport const a = specPath;\n")).toHaveLength(0);
  });

  it('lets nothing import tests/, and src/ never import server/', async () => {
    expect(await lint('src/x.ts', "import { build } from '../tests/helpers/build';\nexport const a = build;\n")).toHaveLength(1);
    expect(await lint('src/x.ts', "import { loadConfig } from '../server/config';\nexport const a = loadConfig;\n")).toHaveLength(1);
  });
});
