// The contract's validators and serializers are compiled once per process (server/http/schema-compilers.ts):
// a second app compiles nothing more, and a header parameter is still checked by its lower-cased name.
import { describe, expect, it } from 'vitest';
import { build } from '../../helpers/build.ts';
import { compiledCount, lowerCaseHeaders } from '../../../server/http/schema-compilers.ts';
import { futureFuncionId } from '../../helpers/purchase-rows.ts';

describe('validators and serializers shared between the apps of a process', () => {
  it('a second app of the same contract compiles no validator and no serializer', async () => {
    const first = await build();
    const after = compiledCount();
    expect(after.validators).toBeGreaterThan(50);
    expect(after.serializers).toBeGreaterThan(50);
    const second = await build();
    expect(compiledCount()).toEqual(after);
    await Promise.all([first.close(), second.close()]);
  });

  it('checks a header parameter by its lower-cased name, as Node gives it: a Last-Event-ID over 64 characters is a Spanish 400', async () => {
    const app = await build();
    try {
      const showtimeId = await futureFuncionId(app.db);
      const res = await app.inject({ method: 'GET', url: `/api/v1/room/${showtimeId}/stream`, headers: { 'Last-Event-ID': 'x'.repeat(65) } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/last-event-id/i);
    } finally {
      await app.close();
    }
  });

  it('lower-cases a header schema’s property names and required names, and leaves the rest', () => {
    expect(lowerCaseHeaders({ type: 'object', properties: { 'Last-Event-ID': { type: 'string', maxLength: 64 } }, required: ['Last-Event-ID'] })).toEqual({
      type: 'object',
      properties: { 'last-event-id': { type: 'string', maxLength: 64 } },
      required: ['last-event-id'],
    });
    expect(lowerCaseHeaders(true)).toBe(true);
  });
});
