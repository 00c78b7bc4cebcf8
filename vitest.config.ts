import path from 'node:path';
import { defineConfig, type TestProjectConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';

// Debian's Chromium, never a downloaded browser (STACK.md gotcha 9).
const chromium = playwright({
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
});

/** One entry per test project; more (server, e2e…) are added to this array. */
const projects: TestProjectConfiguration[] = [
  {
    // Unit tests of the app and the machines. Component tests opt into jsdom per file
    // with a `// @vitest-environment jsdom` comment.
    extends: true,
    test: {
      name: 'unit',
      include: ['src/**/*.test.{ts,tsx}', 'machines/**/*.test.ts', 'openapi/**/*.test.ts', 'tests/tooling/**/*.test.ts'],
      environment: 'node',
      // Vitest's 5 s was passed under load on a slow host (a jsdom route test, luxon over 400 days).
      testTimeout: 30_000,
    },
  },
  {
    // Every story is a test, played in Chromium.
    extends: true,
    plugins: [storybookTest({ configDir: path.join(import.meta.dirname, '.storybook') })],
    test: {
      name: 'storybook',
      // Form stories type whole forms key by key: the registration form takes about 13 s on a quiet
      // 2-core machine and passed 30 s on CI while the server suites shared its cores.
      testTimeout: 60_000,
      // Last, after the browser tests: the stories' Chromium lives until the run ends, and a story
      // left drawing an animation kept ~40 % of a core busy for the rest of the run (~25 CPU-minutes
      // of a 2-core CI run when the stories ran first).
      sequence: { groupOrder: 2 },
      browser: { enabled: true, headless: true, provider: chromium, instances: [{ browser: 'chromium' }] },
    },
  },
  {
    // The API through app.inject on embedded PGlite; every response checked against the contract.
    test: {
      name: 'server',
      include: ['tests/server/**/*.test.ts'],
      environment: 'node',
      setupFiles: ['tests/setup/contract.ts'],
      env: { TEST_DB: 'pglite' },
      // A worker's modules and seeded template database serve all its files (every file still builds
      // its own app on its own fresh database): isolating files re-imported the server and re-made
      // the PGlite template for each. Both server projects in a full run on a slow 2-core host:
      // 9.7 min instead of 44.
      isolate: false,
      // Twice what a quiet 2-core host needs: on a host half as quick, with the stories' Chromium and
      // the other engine's files sharing its cores (load 6), a hold test passed 30 s.
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  },
  {
    // The same server tests on a real PostgreSQL 15 server started for the run.
    test: {
      name: 'server-pg',
      include: ['tests/server/**/*.test.ts'],
      // The embedded database's own thread has nothing to do with PostgreSQL.
      exclude: ['tests/server/db/pglite-*.test.ts'],
      environment: 'node',
      setupFiles: ['tests/setup/contract.ts'],
      globalSetup: ['tests/setup/postgres.global.ts'],
      env: { TEST_DB: 'postgres' },
      isolate: false,
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  },
  {
    // Chromium against the real server process and the production build.
    test: {
      name: 'e2e',
      include: ['tests/e2e/**/*.test.ts'],
      environment: 'node',
      globalSetup: ['tests/setup/e2e.global.ts'],
      // One file at a time against the one server, after the unit and server projects (the stories last).
      fileParallelism: false,
      sequence: { groupOrder: 1 },
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  },
];

export default defineConfig({
  plugins: [react()],
  // Pre-bundled up front: a dependency discovered mid-run makes Vite reload and the browser
  // project can then see two copies of React ("reading 'useContext'" of null).
  optimizeDeps: {
    include: [
      'react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react-router-dom', 'antd', '@ant-design/icons',
      'swr', 'formik', 'yup', 'luxon', 'dompurify', 'swiper', 'swiper/react', 'swiper/modules', 'altcha', 'react-google-recaptcha',
      'openapi-fetch', 'xstate', '@xstate/react',
    ],
  },
  // Two files at a time even on two cores (vitest's default there is one): a server test waits on
  // PostgreSQL or on Chromium about as much as it computes, so the second core would sit idle.
  test: { projects, maxWorkers: 2 },
});
