// Lint keeps the import borders of DESIGN.md: openapi ← machines ← src, openapi ← server,
// and nothing imports tests/.
import tseslint from 'typescript-eslint';

const tests = { group: ['**/tests/**', '../tests', '../../tests'], message: 'Nothing imports tests/.' };
const frontEnd = ['react', 'react/*', 'react-dom', 'react-dom/*', 'antd', 'antd/*', '@ant-design/*', 'swr', 'swr/*', 'react-router', 'react-router-dom'];
const border = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns: [...patterns, tests] }] });

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
    rules: border({
      group: [...frontEnd, '**/src/**', '**/server/**', '../src', '../../src', '../server', '../../server'],
      message: 'machines/ is framework-free: xstate, luxon and openapi types only.',
    }),
  },
  {
    files: ['server/**'],
    rules: border({
      group: ['**/src/**', '**/machines/**', '../src', '../../src', '../machines', '../../machines', ...frontEnd, 'xstate'],
      message: 'server/ never imports the front end (src/) or the machines (machines/).',
    }),
  },
  {
    files: ['src/**'],
    rules: border({ group: ['**/server/**', '../server', '../../server'], message: 'src/ never imports server/.' }),
  },
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
      { group: ['**/server/**', '../server', '../../server'], message: 'src/ never imports server/.' },
      { group: ['**/components/**', '../components', '../components/*'], message: 'src/hooks/ know no components.' },
    ),
  },
  {
    files: ['src/components/**'],
    rules: border(
      { group: ['**/server/**', '../server', '../../server'], message: 'src/ never imports server/.' },
      { group: ['**/api/client', '**/api/useApi', '**/api/preload'], message: 'Shared components stay pure: the API is read by pages and hooks.' },
    ),
  },
);
