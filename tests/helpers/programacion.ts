import { expect } from 'vitest';
import { ProgramacionRefusal } from '../../server/staff/programacion/refusals.ts';

/** The programming desk's refusal that `promise` ends in (fails the test if it resolves or throws anything else). */
export async function refusal(promise: Promise<unknown>): Promise<ProgramacionRefusal> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProgramacionRefusal);
  return error as ProgramacionRefusal;
}
