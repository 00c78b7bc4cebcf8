// Generated paths through the banners machine, each checked at EVERY step against a table written
// from issue 27 (banners: list, create, edit, reorder, delete): the state, what the page shows,
// what is sent.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { StaffBanner, StaffBannerInput } from '../../../../openapi/index.ts';
import { refused } from '../../../testing/refused.ts';
import { pathsThrough, stopAtFirstFailureWhenMutating } from '../../../testing/paths.ts';
import { staffBannersMachine } from './banners.machine.ts';
import { selectBanners, selectBannersBusy, selectBannersLoadFailed, selectBannersLoading, selectBannersRefusal } from './banners.selectors.ts';
import type { StaffBannersEvent } from './banners.types.ts';

stopAtFirstFailureWhenMutating();

const DOWN = 'Ocurrió un error inesperado. Intenta de nuevo más tarde.';
const IMAGE = 'La imagen /media/x.png no está entre las imágenes subidas: súbela primero.';
const body: StaffBannerInput = { image: '/media/banners/combos.svg', name: 'Combos', url: '/confiteria', target: '_self' };
const a: StaffBanner = { id: 1, ...body, position: 1 };
const b: StaffBanner = { id: 2, ...body, name: 'Club', position: 2 };
const swapped: StaffBanner[] = [{ ...b, position: 1 }, { ...a, position: 2 }];

const events = {
  create: { type: 'banner.create', body },
  update: { type: 'banner.update', id: 2, body },
  remove: { type: 'banner.delete', id: 2 },
  reorder: { type: 'banners.reorder', ids: [2, 1] },
  retry: { type: 'banners.retry' },
  listed: { type: 'xstate.done.actor.listStaffBanners', output: [a, b] },
  listFailed: { type: 'xstate.error.actor.listStaffBanners', error: refused(500, DOWN) },
  created: { type: 'xstate.done.actor.createBanner', output: a },
  createRefused: { type: 'xstate.error.actor.createBanner', error: refused(400, IMAGE) },
  updated: { type: 'xstate.done.actor.updateBanner', output: b },
  updateRefused: { type: 'xstate.error.actor.updateBanner', error: refused(400, IMAGE) },
  deleted: { type: 'xstate.done.actor.deleteBanner', output: b },
  deleteRefused: { type: 'xstate.error.actor.deleteBanner', error: refused(404, 'Ese banner no existe.') },
  reordered: { type: 'xstate.done.actor.reorderBanners', output: swapped },
  reorderRefused: { type: 'xstate.error.actor.reorderBanners', error: refused(400, 'El orden debe nombrar todos los banners, una vez cada uno: faltan 3.') },
} as const;
type Label = keyof typeof events;
type State = 'loading' | 'loadFailed' | 'idle' | 'refused' | 'creating' | 'updating' | 'deleting' | 'reordering';

const list: Partial<Record<Label, [State, string?]>> = { create: ['creating'], update: ['updating'], remove: ['deleting'], reorder: ['reordering'] };
const table: Record<State, Partial<Record<Label, [State, string?]>>> = {
  loading: { listed: ['idle'], listFailed: ['loadFailed', DOWN] },
  loadFailed: { retry: ['loading'] },
  idle: list,
  refused: list,
  creating: { created: ['loading'], createRefused: ['refused', IMAGE] },
  updating: { updated: ['loading'], updateRefused: ['refused', IMAGE] },
  deleting: { deleted: ['loading'], deleteRefused: ['refused', 'Ese banner no existe.'] },
  reordering: { reordered: ['idle'], reorderRefused: ['refused', 'El orden debe nombrar todos los banners, una vez cada uno: faltan 3.'] },
};
const sends: Partial<Record<State, [string, unknown]>> = {
  loading: ['listStaffBanners', undefined],
  creating: ['createBanner', body],
  updating: ['updateBanner', { id: 2, body }],
  deleting: ['deleteBanner', 2],
  reordering: ['reorderBanners', [2, 1]],
};
const leaf = (value: unknown): string => (typeof value === 'string' ? value : leaf(Object.values(value as object)[0]));

function walk(labels: Label[]) {
  const sent: [string, unknown][] = [];
  const pending = (name: string) => fromPromise(async ({ input }: { input: unknown }) => (sent.push([name, input]), new Promise<never>(() => {})));
  const actor = createActor(
    staffBannersMachine.provide({
      actors: { listStaffBanners: pending('listStaffBanners'), createBanner: pending('createBanner'), updateBanner: pending('updateBanner'), deleteBanner: pending('deleteBanner'), reorderBanners: pending('reorderBanners') } as never,
    }),
  ).start();
  let state: State = 'loading';
  let message: string | undefined;
  let banners: StaffBanner[] = [];
  const expectedSent: [string, unknown][] = [sends.loading!];
  const check = (where: string) => {
    const s = actor.getSnapshot();
    expect(leaf(s.value), where).toBe(state);
    expect(selectBannersLoading(s), where).toBe(state === 'loading');
    expect(selectBannersLoadFailed(s), where).toBe(state === 'loadFailed');
    expect(selectBannersBusy(s), where).toBe(['creating', 'updating', 'deleting', 'reordering'].includes(state));
    expect(selectBannersRefusal(s), where).toBe(['loadFailed', 'refused'].includes(state) ? message : null);
    expect(selectBanners(s), where).toEqual(['loading', 'loadFailed'].includes(state) ? [] : banners);
    expect(sent, where).toEqual(expectedSent);
  };
  check('at start');
  labels.forEach((l, i) => {
    const next = table[state][l];
    if (next) {
      [state, message] = next;
      if (l === 'listed') banners = [a, b];
      if (l === 'reordered') banners = swapped;
      const call = sends[state];
      if (call) expectedSent.push(call);
    }
    actor.send(events[l] as unknown as StaffBannersEvent);
    check(`step ${i + 1} (${labels.slice(0, i + 1).join(' → ')})`);
  });
  return actor.getSnapshot();
}

// Every write comes back to the list through a fresh read, so simple paths are endless: the
// shortest path to each state, then every event, then every event again.
const { shortest, generated, possible } = pathsThrough(staffBannersMachine, events);

describe('banners paths, checked at every step against the table', () => {
  it('reaches every state of the table', () => {
    expect(new Set(shortest.map((p) => leaf(p.state.value)))).toEqual(new Set(Object.keys(table)));
  });

  it.each(generated.map((labels) => [labels.join(' → ') || '(start)', labels] as const))('%s, then every event twice over', (_, labels) => {
    const end = walk(labels);
    for (const l of (Object.keys(events) as Label[]).filter(possible(end.children))) {
      const next = walk([...labels, l]);
      for (const m of (Object.keys(events) as Label[]).filter(possible(next.children))) walk([...labels, l, m]);
    }
  });
});
