// Mutation testing with StrykerJS (npm run test:mutation:stryker): every mutant of the machines and
// of the pricing and hold rules must turn a test red. Incremental: a run re-tests only the mutants
// whose code or tests changed since reports/stryker-incremental.json (`-- --force` re-tests all).
// The transition-target mutants StrykerJS cannot make (another state as target) are
// scripts/mutate-machines.ts's job (npm run test:mutation).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.stryker.config.ts' },
  appendPlugins: ['./scripts/stryker/ignore-descriptions.mjs'],
  ignorers: ['machine-descriptions'],
  mutate: [
    'machines/**/*.ts',
    '!machines/**/*.test.ts',
    '!machines/**/*.types.ts',
    'server/checkout/pricing.ts',
    'server/checkout/holds.ts',
  ],
  coverageAnalysis: 'perTest',
  // A machine's config is one object built when its module loads: 84% of machines/' mutants are
  // static, each needing every related test reloaded (about 3½ h for machines/ on this 2-core
  // machine). The ones that matter, transition targets, are scripts/mutate-machines.ts's; the
  // guards, actions, selectors and rules below run per test. `-- --ignoreStatic false` tests all.
  ignoreStatic: true,
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  // Two cores at most: the machine is shared.
  concurrency: 2,
  timeoutMS: 30_000,
  // The first run with coverage takes 2½ min on a quiet machine; a busy one needs more.
  dryRunTimeoutMinutes: 20,
  thresholds: { high: 95, low: 85, break: 80 },
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // Not copied into the sandbox: the transition-target mutants, data and build output.
  ignorePatterns: ['.tmp', 'data', 'dist', 'dist-server', 'storybook-static', 'coverage', 'bench/results'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
