// The machines' path tests run against mutated copies (scripts/mutate-machines.ts writes them).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['.tmp/mutants/**/*.test.ts'],
    environment: 'node',
    env: { MUTATION: '1' },
    // scripts/mutate-machines.ts runs several mutants at once and bounds each one's time itself.
    testTimeout: 0,
    maxWorkers: 1,
    fileParallelism: false,
  },
});
