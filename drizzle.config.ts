import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -- --name <what-changed>` writes the next migration after a schema change.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
