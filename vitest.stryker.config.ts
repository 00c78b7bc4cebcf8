// The tests StrykerJS runs against each mutant (stryker.config.mjs): the machines' tests, and the
// server tests of the pricing and hold rules on PGlite. No storybook, browser or PostgreSQL project:
// a mutant run loads only what these need.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'machines',
          include: ['machines/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'rules',
          include: ['tests/server/checkout/pricing.test.ts', 'tests/server/checkout/holds.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/contract.ts'],
          env: { TEST_DB: 'pglite' },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
