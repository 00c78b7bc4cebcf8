import { inject } from 'vitest';
import { copyEmbedded } from '../helpers/server-process.ts';

/**
 * DATA_DIR for a file's own server: a new embedded database (a copy of the one the run made once,
 * tests/setup/e2e.global.ts), so the server starts on it as on its first start, no admin yet,
 * without making one again.
 */
export const newEmbeddedDatabase = (): string => copyEmbedded(inject('seededDataDir'));
