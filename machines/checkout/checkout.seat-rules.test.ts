// Issue 30 in the checkout: the sala's no-lone-seats rule keeps 'Continuar con la compra' from
// reserving while the choice leaves a seat alone (the view explains it), and 'Mejor disponible'
// holds the server's pick, which becomes the choice the buyer can still change. Each path ends in
// what must hold there: the state, the selectors the view reads, what was sent.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { PayBrand, Reservation, RowStatus, ScoreProduct, ShowtimeRoom } from '../../openapi/index.ts';
import { checkoutMachine } from './checkout.machine.ts';
import { selectBusy, selectCanAskBest, selectCanContinue, selectDialog, selectLoneSeat, selectSeats, selectStep } from './checkout.selectors.ts';
import type { BestAvailableInput, ReserveInput } from './checkout.types.ts';

// Row A: A1 A2 A3 A4 | aisle | A5 A6, General; in `mode`. Row B: B1–B4, General; B1 sold.
const cell = (fila: number, letter: string, col: number, numero: string, tipo: 'Normal' | 'Pasillo') => ({
  FilaTotal: fila, FilaRelativa: letter, ColumnaTotal: col, ColumnaRelativa: numero, TipoSilla: tipo, TipoZona: tipo === 'Pasillo' ? '' : 'General',
});
const roomIn = (mode: 'off' | 'aisle' | 'strict') =>
  ({
    showtime: { id: 9, function_date: '2099-01-01', function_hour: '20:00', date_string: 'jue, 1', hour_string: '8:00 pm', room_name: 'Sala 1', room: 1, seats: 10, movie_format: '2D', movie_version: 'Doblada' },
    movie: { id: 1, slug: 'x', title: 'X' },
    room: { id: 1, slug: 'sala-1', name: 'Sala 1' },
    prices: [{ codigo: 11, zona: 'General', valor: 12000, descripcion: 'General 2D', ClienteFrecuente: 'habilitado', difference: 0, isVizionario: false }],
    layout: [
      cell(1, 'A', 1, '1', 'Normal'), cell(1, 'A', 2, '2', 'Normal'), cell(1, 'A', 3, '3', 'Normal'), cell(1, 'A', 4, '4', 'Normal'), cell(1, 'A', 5, '', 'Pasillo'),
      cell(1, 'A', 6, '5', 'Normal'), cell(1, 'A', 7, '6', 'Normal'),
      cell(2, 'B', 1, '1', 'Normal'), cell(2, 'B', 2, '2', 'Normal'), cell(2, 'B', 3, '3', 'Normal'), cell(2, 'B', 4, '4', 'Normal'),
    ],
    maxSeats: 4,
    started: false,
    loneSeats: mode,
  }) as unknown as ShowtimeRoom;
const statusOf = (held: [number, number][] = []): RowStatus[] => {
  const state = (f: number, c: number) => (f === 2 && c === 1 ? 'O' : held.some(([hf, hc]) => hf === f && hc === c) ? 'R' : 'S');
  return [
    { filRel: 'A', DescripcionSilla: [1, 2, 3, 4, 5, 6, 7].map((c) => ({ Columna: c, TipoSilla: c === 5 ? 'Pasillo' : 'Normal', EstadoSilla: c === 5 ? 'B' : state(1, c) }) as RowStatus['DescripcionSilla'][number]) },
    { filRel: 'B', DescripcionSilla: [1, 2, 3, 4].map((c) => ({ Columna: c, TipoSilla: 'Normal', EstadoSilla: state(2, c) }) as RowStatus['DescripcionSilla'][number]) },
  ];
};
const BEST: Reservation = {
  score_consecutive: 145, showtime_id: 9, expires_at: '2099-01-01T00:10:00Z', seconds_left: 600,
  seats: [{ Fila: 1, Columna: 1, FilRelativa: 'A', ColRelativa: '1', Tarifa: 11 }, { Fila: 1, Columna: 2, FilRelativa: 'A', ColRelativa: '2', Tarifa: 11 }],
};

function start(mode: 'off' | 'aisle' | 'strict', best: (input: BestAvailableInput) => Promise<Reservation> = async () => BEST) {
  const calls = { reserve: vi.fn(), best: vi.fn(), status: vi.fn() };
  let held: [number, number][] = [];
  const logic = checkoutMachine.provide({
    actors: {
      getShowtimeRoom: fromPromise(async () => roomIn(mode)),
      getShowtimeRoomStatus: fromPromise(async () => {
        calls.status();
        return statusOf(held);
      }),
      getConsecutive: fromPromise(async () => ({ Secuencia: 145, keyPay: 'k' })),
      listScoreProducts: fromPromise(async (): Promise<ScoreProduct[]> => []),
      listPayBrands: fromPromise(async (): Promise<PayBrand[]> => []),
      reserveSeats: fromPromise(async ({ input }: { input: ReserveInput }) => {
        calls.reserve(input);
        return { ...BEST, seats: input.body.seats };
      }),
      reserveBestAvailable: fromPromise(async ({ input }: { input: BestAvailableInput }) => {
        calls.best(input);
        const r = await best(input);
        held = r.seats.map((s) => [s.Fila, s.Columna]);
        return r;
      }),
      quotePurchase: fromPromise(async () => Promise.reject(new Error('sin cotización'))),
    },
  });
  const actor = createActor(logic, { input: { showtimeId: 9, theater: 'viziona' } }).start();
  return { actor, calls };
}

const choose = (s: ReturnType<typeof start>, ...seats: [number, number][]) => {
  for (const [fila, columna] of seats) s.actor.send({ type: 'seat.toggle', fila, columna });
};

describe('no lone seats in the checkout', () => {
  it('a choice leaving a seat alone against a wall: explained, Continuar disabled, continuing reserves nothing', async () => {
    const s = start('aisle');
    await waitFor(s.actor, (snap) => snap.matches('selectingSeats'));
    choose(s, [1, 2], [1, 3]);
    const snap = s.actor.getSnapshot();
    expect(selectLoneSeat(snap)).toMatch(/^La silla A1 quedaría sola/);
    expect(selectCanContinue(snap)).toBe(false);
    s.actor.send({ type: 'purchase.continue' });
    expect(s.actor.getSnapshot().matches({ selectingSeats: 'choosing' })).toBe(true);
    expect(s.calls.reserve).not.toHaveBeenCalled();
  });

  it('moving the choice clears the problem and reserves; a seat alone by the aisle is allowed in aisle mode only', async () => {
    const s = start('aisle');
    await waitFor(s.actor, (snap) => snap.matches('selectingSeats'));
    choose(s, [1, 1], [1, 3]); // A1 A3: A2 alone between them
    expect(selectLoneSeat(s.actor.getSnapshot())).toMatch(/^La silla A2 quedaría sola/);
    choose(s, [1, 3], [1, 2]); // A1 A2: A3 A4 stay together
    expect(selectLoneSeat(s.actor.getSnapshot())).toBeNull();
    expect(selectCanContinue(s.actor.getSnapshot())).toBe(true);
    s.actor.send({ type: 'purchase.continue' });
    await waitFor(s.actor, (snap) => snap.hasTag('step.confectionery'));
    expect(s.calls.reserve).toHaveBeenCalledTimes(1);

    const aisle = start('aisle');
    await waitFor(aisle.actor, (snap) => snap.matches('selectingSeats'));
    choose(aisle, [1, 6]); // A5 by the aisle leaves A6 alone at the wall
    expect(selectLoneSeat(aisle.actor.getSnapshot())).toMatch(/^La silla A6/);
    choose(aisle, [1, 6], [1, 7]); // A6 leaves A5 alone by the aisle: allowed
    expect(selectLoneSeat(aisle.actor.getSnapshot())).toBeNull();
    const strict = start('strict');
    await waitFor(strict.actor, (snap) => snap.matches('selectingSeats'));
    choose(strict, [1, 7]);
    expect(selectLoneSeat(strict.actor.getSnapshot())).toMatch(/^La silla A5/);
    expect(selectCanContinue(strict.actor.getSnapshot())).toBe(false);
  });

  it('off: nothing is checked', async () => {
    const s = start('off');
    await waitFor(s.actor, (snap) => snap.matches('selectingSeats'));
    choose(s, [1, 2], [1, 3]);
    expect(selectLoneSeat(s.actor.getSnapshot())).toBeNull();
    expect(selectCanContinue(s.actor.getSnapshot())).toBe(true);
  });
});

describe('Mejor disponible in the checkout', () => {
  it('asks the server for n seats of the chosen zone; its pick becomes the choice, held, and the map is read again', async () => {
    const s = start('aisle');
    await waitFor(s.actor, (snap) => snap.matches('selectingSeats'));
    expect(selectCanAskBest(s.actor.getSnapshot())).toBe(true);
    s.actor.send({ type: 'best.request', count: 2 });
    expect(selectBusy(s.actor.getSnapshot())).toBe(true);
    await waitFor(s.actor, (snap) => snap.matches({ selectingSeats: 'choosing' }));
    expect(s.calls.best).toHaveBeenCalledWith({ showtimeId: 9, body: { score_consecutive: 145, count: 2, zone: 11, device: 'web' } });
    expect(s.calls.status).toHaveBeenCalledTimes(2);
    const snap = s.actor.getSnapshot();
    expect(selectSeats(snap)).toEqual(BEST.seats);
    expect(snap.context.reservation).toEqual(BEST);
    expect(selectStep(snap)).toBe(0);
    expect(selectCanContinue(snap)).toBe(true);
    // Still the buyer's to change: a seat let go, another taken.
    choose(s, [1, 2]);
    expect(selectSeats(s.actor.getSnapshot()).map((x) => x.Columna)).toEqual([1]);
  });

  it('refuses 0 or more than the maximum without a call; a refusal from the server shows the reservation dialog', async () => {
    const s = start('aisle', async () => Promise.reject(new Error('No hay 4 sillas libres en la zona General.')));
    await waitFor(s.actor, (snap) => snap.matches('selectingSeats'));
    s.actor.send({ type: 'best.request', count: 0 });
    s.actor.send({ type: 'best.request', count: 5 });
    expect(s.calls.best).not.toHaveBeenCalled();
    expect(s.actor.getSnapshot().matches({ selectingSeats: 'choosing' })).toBe(true);
    s.actor.send({ type: 'best.request', count: 4 });
    await waitFor(s.actor, (snap) => snap.hasTag('dialog.reserveFailed'));
    expect(selectDialog(s.actor.getSnapshot())).toMatchObject({ title: 'Hubo un error al resevar', subtitle: 'No hay 4 sillas libres en la zona General.' });
    s.actor.send({ type: 'dialog.close' });
    await waitFor(s.actor, (snap) => snap.matches({ selectingSeats: 'choosing' }));
    expect(selectSeats(s.actor.getSnapshot())).toEqual([]);
  });
});
