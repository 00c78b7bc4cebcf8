// The embedded database's dump is made by pg_dump 18 (PGlite is PostgreSQL 18): its text restores
// on PostgreSQL 15 except for one session setting older servers do not know.
const NEWER_SETTINGS = /^SET transaction_timeout = 0;$/m;

/** The dump's SQL without the settings a PostgreSQL 15 server refuses (they only matter to the restoring session). */
export const portableSql = (text: string) => text.replace(NEWER_SETTINGS, '');
