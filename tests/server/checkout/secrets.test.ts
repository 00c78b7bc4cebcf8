// Server secrets: made once, kept in the database, the same for every process and every call.
import { describe, expect, it } from 'vitest';
import { randomKey, serverSecret } from '../../../server/checkout/secrets.ts';
import { serverSecrets } from '../../../server/db/schema.ts';
import { eq } from 'drizzle-orm';
import { useApp } from '../../helpers/build.ts';

const { app } = useApp();

describe('serverSecret', () => {
  it('creates a secret once and then always answers the stored one, even when created concurrently', async () => {
    let made = 0;
    const create = () => `${randomKey()}-${++made}`;
    const values = await Promise.all(Array.from({ length: 5 }, () => serverSecret(app().db, 'test-secret', create)));
    expect(new Set(values).size).toBe(1);
    const [row] = await app().db.select().from(serverSecrets).where(eq(serverSecrets.name, 'test-secret'));
    expect(row.value).toBe(values[0]);
    expect(await serverSecret(app().db, 'test-secret', () => 'other')).toBe(values[0]);
  });
});
