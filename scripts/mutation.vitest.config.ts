// The machines' path tests run against mutated copies (scripts/mutate-machines.ts writes them).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['.tmp/mutants/**/*.test.ts'],
    environment: 'node',
    env: { MUTATION: '1' },
    testTimeout: 600_000,
  },
});
