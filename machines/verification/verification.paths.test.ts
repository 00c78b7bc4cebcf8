import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import type { User } from '../../openapi/index.ts';
import { verificationMachine } from './verification.machine.ts';
import { selectRequesting, selectValidating, selectVerified } from './verification.selectors.ts';
import type { VerificationEvent } from './verification.types.ts';

const user = { id: 7, email_verified_at: '2026-11-20T15:04:05Z' } as User;
const events = [
  { type: 'code.request' },
  { type: 'code.submit', code: '  ' },
  { type: 'code.submit', code: ' 482913 ' },
  { type: 'xstate.done.actor.sendCode', output: { message: 'Código enviado a tu correo' } },
  { type: 'xstate.error.actor.sendCode', error: new Error('429') },
  { type: 'xstate.done.actor.validateCode', output: { valid: true, user } },
  { type: 'xstate.done.actor.validateCode', output: { valid: false } },
  { type: 'xstate.error.actor.validateCode', error: new Error('500') },
] as unknown as VerificationEvent[];

function live(actors: { sendCode?: () => Promise<unknown>; validateCode?: (code: string) => Promise<unknown> } = {}) {
  const notes = { codeSent: vi.fn(), incomplete: vi.fn(), invalid: vi.fn(), verified: vi.fn(), validated: vi.fn() };
  const never = () => new Promise<never>(() => {});
  const actor = createActor(
    verificationMachine.provide({
      actors: {
        sendCode: fromPromise(actors.sendCode ?? never),
        validateCode: fromPromise(async ({ input }: { input: string }) => {
          notes.validated(input);
          return (actors.validateCode ?? never)(input);
        }),
      } as never,
      actions: {
        notifyCodeSent: () => notes.codeSent(),
        notifyIncomplete: () => notes.incomplete(),
        notifyInvalid: () => notes.invalid(),
        notifyVerified: (_, u) => notes.verified(u),
      },
    }),
  ).start();
  return { actor, notes };
}

describe('verification paths', () => {
  const paths = getShortestPaths(verificationMachine, { events });

  it('reaches every state', () => {
    expect(paths.map((p) => p.state.value).sort()).toEqual(['requestingCode', 'validatingCode', 'verified', 'waitingForCode']);
  });

  it.each(paths.map((p) => [String(p.state.value), p] as const))('replays the shortest path to %s', (_, path) => {
    const { actor } = live();
    for (const step of path.steps) actor.send(step.event);
    expect(actor.getSnapshot().value).toEqual(path.state.value);
  });

  it('on every simple path: blank codes are never sent, every request says ¡Listo!, every failure says ¡Código inválido!', () => {
    const simple = getSimplePaths(verificationMachine, { events });
    expect(simple.length).toBeGreaterThan(3);
    for (const path of simple) {
      const { actor, notes } = live();
      for (const step of path.steps) actor.send(step.event);
      const types = path.steps.map((s) => `${s.event.type}${'code' in s.event ? `:${s.event.code.trim() || 'blank'}` : ''}${'output' in s.event ? `:${(s.event as { output: { valid?: boolean } }).output?.valid}` : ''}`);
      expect(notes.incomplete).toHaveBeenCalledTimes(types.filter((t) => t === 'code.submit:blank').length);
      expect(notes.codeSent).toHaveBeenCalledTimes(types.filter((t) => /actor\.sendCode/.test(t)).length);
      expect(notes.invalid).toHaveBeenCalledTimes(types.filter((t) => /validateCode:false|error\.actor\.validateCode/.test(t)).length);
      expect(notes.validated.mock.calls.every(([code]) => code === '482913')).toBe(true);
      expect(selectVerified(actor.getSnapshot())).toBe(types.includes('xstate.done.actor.validateCode:true'));
    }
  });
});

describe('verification with network answers', () => {
  it('says ¡Listo! even when sending fails, with the requesting tag meanwhile', async () => {
    const { actor, notes } = live({ sendCode: async () => Promise.reject(new Error('x')) });
    actor.send({ type: 'code.request' });
    expect(selectRequesting(actor.getSnapshot())).toBe(true);
    await vi.waitFor(() => expect(notes.codeSent).toHaveBeenCalledTimes(1));
  });

  it('verifies with a valid code (trimmed) and hands over the user', async () => {
    const { actor, notes } = live({ validateCode: async () => ({ valid: true, user }) });
    actor.send({ type: 'code.submit', code: ' 482913 ' });
    expect(selectValidating(actor.getSnapshot())).toBe(true);
    await vi.waitFor(() => expect(selectVerified(actor.getSnapshot())).toBe(true));
    expect(notes.validated).toHaveBeenCalledWith('482913');
    expect(notes.verified).toHaveBeenCalledWith(user);
  });
});
