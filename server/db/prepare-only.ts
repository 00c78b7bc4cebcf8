/**
 * Set in the process that only makes a new embedded database (initdb, migrations, demo data) and
 * exits: the child the server forks on its first start (server.ts), and the browser tests' template.
 */
export const PREPARE_ONLY_ENV = 'VIZIONA_PREPARE_DATABASE';
