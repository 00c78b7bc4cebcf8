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

describe('the staff desks’ borders', () => {
  const imports = (from: string) => `import { x } from '${from}';\nexport const a = x;\n`;

  it('lets a desk import its own files, the staff area’s shared ones and its own machines', async () => {
    expect(await lint('src/staff/programacion/PreciosPage.tsx', imports('./ConfiteriaPage'))).toHaveLength(0);
    expect(await lint('src/staff/programacion/PreciosPage.tsx', imports('../contexts'))).toHaveLength(0);
    expect(await lint('src/staff/programacion/PreciosPage.tsx', imports('../../app/staffActors'))).toHaveLength(0);
    expect(await lint('src/staff/programacion/PreciosPage.tsx', imports('../../../machines/staff/programacion/precios/precios.selectors'))).toHaveLength(0);
    expect(await lint('machines/staff/finanzas/reembolso/reembolso.machine.ts', imports('../../refusal.ts'))).toHaveLength(0);
  });

  it('keeps a desk out of another desk’s pages, modules and machines', async () => {
    expect(await lint('src/staff/programacion/PreciosPage.tsx', imports('../servicio/bandeja'))).toHaveLength(1);
    expect(await lint('src/staff/finanzas/VentasPage.tsx', imports('../programacion/salaFoco'))).toHaveLength(1);
    expect(await lint('src/staff/porteria/store.ts', imports('../../../machines/staff/finanzas/reembolso/reembolso.types'))).toHaveLength(1);
    expect(await lint('machines/staff/finanzas/reembolso/reembolso.machine.ts', imports('../../programacion/nuevas-funciones/nuevas-funciones.types.ts'))).toHaveLength(1);
  });

  it('keeps the moviegoer’s side out of the staff area', async () => {
    expect(await lint('src/pages/home/HomePage.tsx', imports('../../staff/fechas'))).toHaveLength(1);
    expect(await lint('src/features/checkout/SeatMap.tsx', imports('../../../machines/staff/programacion/sala/sala.machine'))).toHaveLength(1);
    expect(await lint('src/components/Footer.tsx', imports('../staff/roles'))).toHaveLength(1);
    expect(await lint('src/app/AppLayout.tsx', imports('../staff/Area'))).toHaveLength(1);
    expect(await lint('machines/checkout/checkout.machine.ts', imports('../staff/refusal.ts'))).toHaveLength(1);
    // The app's doors into it: the lazy route and the staff machines' actors.
    expect(await lint('src/app/routes.tsx', imports('../staff/Area'))).toHaveLength(0);
    expect(await lint('src/app/porteriaActors.ts', imports('../staff/porteria/store'))).toHaveLength(0);
  });
});
