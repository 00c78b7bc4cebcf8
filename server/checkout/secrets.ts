// Secrets the server generates on first boot and keeps in the database, so every process (and
// every restart) uses the same one: the keyPay HMAC key, the ticket signing key pair…
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/open.ts';
import { serverSecrets } from '../db/schema.ts';

// One process may open several databases (tests do): the cache is per database handle.
const caches = new WeakMap<DbOrTx, Map<string, string>>();

/**
 * The secret called `name`: read from the database, or made with `create` and stored when there is
 * none yet. Two processes creating it at once agree on the first one written (ON CONFLICT DO
 * NOTHING, then read back). Cached per process: a secret never changes once written.
 */
export async function serverSecret(db: DbOrTx, name: string, create: () => string): Promise<string> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const cached = cache.get(name);
  if (cached !== undefined) return cached;
  await db.insert(serverSecrets).values({ name, value: create() }).onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name)).limit(1);
  // Inside a transaction the insert may still roll back: cache only what is committed.
  if (!('rollback' in db)) cache.set(name, row.value);
  return row.value;
}

/** 32 random bytes as base64url: the default shape of an HMAC key. */
export const randomKey = () => randomBytes(32).toString('base64url');

