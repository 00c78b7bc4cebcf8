// Lint keeps the import borders of DESIGN.md: openapi ← machines ← src, openapi ← server,
// and nothing imports tests/; and the staff desks' borders (README "What is where").
import fs from 'node:fs';
import tseslint from 'typescript-eslint';

const tests = { group: ['**/tests/**', '../tests', '../../tests'], message: 'Nothing imports tests/.' };
const frontEnd = ['react', 'react/*', 'react-dom', 'react-dom/*', 'antd', 'antd/*', '@ant-design/*', 'swr', 'swr/*', 'react-router', 'react-router-dom'];
const border = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns: [...patterns, tests] }] });
const machinesFree = {
  group: [...frontEnd, '**/src/**', '**/server/**', '../src', '../../src', '../server', '../../server'],
  message: 'machines/ is framework-free: xstate, luxon and openapi types only.',
};
const noServer = { group: ['**/server/**', '../server', '../../server'], message: 'src/ never imports server/.' };

// The staff desks, one folder each in src/staff/ and machines/staff/: the desks of server/staff/
// (less accounts/ and audit/, which every desk shares) and personal/ (people, roles and the audit
// log's page). tests/tooling/naming.test.ts holds the folders to the same list.
const staffDesks = [
  ...fs.readdirSync(new URL('./server/staff/', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !['accounts', 'audit'].includes(entry.name))
    .map((entry) => entry.name),
  'personal',
];
/** What a desk may not import: another desk's pages, modules and machines. */
const otherDesks = (desk) => ({
  group: staffDesks.filter((d) => d !== desk).flatMap((d) => [`../${d}`, `../${d}/**`, `../../${d}/**`, `**/staff/${d}/**`]),
  message: `A desk imports its own files, the staff area's shared ones (src/staff/*, machines/staff/*) and the app's; never another desk's (${desk} is not ${staffDesks.filter((d) => d !== desk).join(', ')}).`,
});
/** The moviegoer's side never loads the staff's code. */
const noStaff = { group: ['**/staff/**', '../staff', '../../staff', './staff'], message: "The moviegoer's pages never import the staff area (src/staff/, machines/staff/)." };

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'dist-server/', 'storybook-static/', 'data/', '.tmp/', '.stryker-tmp/', 'reports/', 'openapi/types.gen.ts', 'server/db/migrations/'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['openapi/**'],
    rules: border({ group: ['**/src/**', '**/server/**', '**/machines/**', '../src', '../server', '../machines'], message: 'openapi/ is the root of the import graph.' }),
  },
  {
    files: ['machines/**'],
    ignores: ['machines/staff/**'],
    rules: border(machinesFree, noStaff),
  },
  {
    files: ['machines/staff/**'],
    rules: border(machinesFree),
  },
  ...staffDesks.map((desk) => ({
    files: [`machines/staff/${desk}/**`],
    rules: border(machinesFree, otherDesks(desk)),
  })),
  {
    files: ['server/**'],
    rules: border({
      group: ['**/src/**', '**/machines/**', '../src', '../../src', '../machines', '../../machines', ...frontEnd, 'xstate'],
      message: 'server/ never imports the front end (src/) or the machines (machines/).',
    }),
  },
  {
    files: ['src/**'],
    rules: border(noServer),
  },
  {
    // The moviegoer's side: all of src/ but the staff area and the app's three doors into it (the
    // route that lazy-loads src/staff/Area.tsx and the staff machines' actors).
    files: ['src/**'],
    ignores: ['src/staff/**', 'src/app/routes.tsx', 'src/app/staffActors.ts', 'src/app/porteriaActors.ts'],
    rules: border(noServer, noStaff),
  },
  ...staffDesks.map((desk) => ({
    files: [`src/staff/${desk}/**`],
    rules: border(noServer, otherDesks(desk)),
  })),
  {
    // One owner for a bill's state: only the moves (and the bill's creation, as pending) write it.
    files: ['server/**'],
    ignores: ['server/bills/moves.ts', 'server/bills/create.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['set', 'values'].map((call) => ({
          selector: `CallExpression[callee.property.name='${call}'] Property[key.name=/^(statusId|needsRefund)$/]`,
          message: "A bill's state changes only through its moves (server/bills/moves.ts).",
        })),
        {
          selector: 'TemplateElement[value.raw=/(update|insert\\s+into)\\s+"?bills"?\\b/i]',
          message: "A bill's state changes only through its moves (server/bills/moves.ts).",
        },
      ],
    },
  },
  {
    // Borders inside src/: data hooks know no components; shared components do not read the API.
    files: ['src/hooks/**'],
    rules: border(
      noServer,
      noStaff,
      { group: ['**/components/**', '../components', '../components/*'], message: 'src/hooks/ know no components.' },
    ),
  },
  {
    files: ['src/components/**'],
    rules: border(
      noServer,
      noStaff,
      { group: ['**/api/client', '**/api/useApi', '**/api/preload'], message: 'Shared components stay pure: the API is read by pages and hooks.' },
    ),
  },
);
