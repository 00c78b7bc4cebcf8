// The door's rule (issue 28): each result, in the order, with the Spanish words of each.
import { generateKeyPairSync, sign, verify as nodeVerify, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  decidirIngreso,
  INGRESO_RESULTS,
  leerCodigo,
  mensajeIngreso,
  ticketKey,
  VENTANA_POR_DEFECTO,
  type ContextoIngreso,
  type FuncionIngreso,
  type IngresoPrevio,
  type LlaveIngreso,
} from './ingreso.ts';

interface TestKey extends LlaveIngreso {
  publicKey: KeyObject;
  privateKey: KeyObject;
}

const newKey = (id: number, state: TestKey['state'] = 'active'): TestKey => ({ id, state, ...generateKeyPairSync('ed25519') });

/** A code as server/tickets/codes.ts signs it. */
const codeFor = (key: TestKey, bill: string, showtimeId: number, seatId: number, nonce = 'AAAAAAAAAAA') => {
  const payload = Buffer.from(`${bill}.${showtimeId}.${seatId}.${nonce}`);
  return `VZ1.${payload.toString('base64url')}.${sign(null, payload, key.privateKey).toString('base64url')}`;
};

const START = '2026-11-26T19:00:00.000-05:00';
const FUNCION: FuncionIngreso = { theaterId: 1, roomId: 3, startsAt: START, cancelled: false };
const active = newKey(2, 'active');
const older = newKey(1, 'published');

function context(over: Partial<ContextoIngreso<TestKey>> = {}): ContextoIngreso<TestKey> {
  return {
    verify: (payload, signature, key) => nodeVerify(null, payload, key.publicKey, signature),
    keys: [active, older],
    door: { theaterId: 1, roomId: 3 },
    funciones: new Map([[120, FUNCION]]),
    revokedBills: new Set<string>(),
    entries: new Map<string, IngresoPrevio>(),
    now: '2026-11-26T18:40:00.000-05:00',
    window: VENTANA_POR_DEFECTO,
    ...over,
  };
}

const good = codeFor(active, 'VZ-1042', 120, 345);

describe('decidirIngreso (issue 28: the door checks a code offline, in this order)', () => {
  it('lists the results in the order they are checked', () => {
    expect(INGRESO_RESULTS).toEqual(['valido', 'ya_usado', 'firma_invalida', 'anulado', 'otro_teatro', 'otra_sala', 'fuera_de_horario']);
  });

  it('valido: signed by a published key, not revoked, this theater and room, within the window, not entered', () => {
    const decision = decidirIngreso(good, context());
    expect(decision).toEqual({ result: 'valido', claim: { bill: 'VZ-1042', showtimeId: 120, seatId: 345, ticketKey: 'VZ-1042.120.345', keyId: 2 } });
    expect(mensajeIngreso(decision)).toBe('Puede entrar.');
  });

  it('valido with an older published key (rotation: its tickets still enter) and at a door of the whole theater', () => {
    const decision = decidirIngreso(codeFor(older, 'VZ-1042', 120, 345), context({ door: { theaterId: 1, roomId: null } }));
    expect(decision.result).toBe('valido');
    expect(decision.claim?.keyId).toBe(1);
  });

  describe('firma_invalida: the first check', () => {
    const refused = (code: string, over: Partial<ContextoIngreso<TestKey>> = {}) => decidirIngreso(code, context(over));
    const [prefix, payload, signature] = good.split('.');

    it('a code of another format', () => {
      for (const code of ['', 'hola', 'https://viziona.com.co', `VZ2.${payload}.${signature}`, `VZ1.${payload}`, `${good}.x`, `VZ1.${payload}.${signature.slice(1)}`]) {
        expect(refused(code)).toEqual({ result: 'firma_invalida' });
      }
    });

    it('a changed payload or signature', () => {
      const otherSeat = Buffer.from('VZ-1042.120.346.AAAAAAAAAAA').toString('base64url');
      expect(refused([prefix, otherSeat, signature].join('.')).result).toBe('firma_invalida');
      const flipped = Buffer.from(signature, 'base64url');
      flipped[10] ^= 1;
      expect(refused([prefix, payload, flipped.toString('base64url')].join('.')).result).toBe('firma_invalida');
    });

    it('signed by an unknown key, or by a retired one (even if a stale list still carries it)', () => {
      const stranger = newKey(9);
      expect(refused(codeFor(stranger, 'VZ-1042', 120, 345)).result).toBe('firma_invalida');
      const retired = newKey(3, 'retired');
      expect(refused(codeFor(retired, 'VZ-1042', 120, 345), { keys: [active, retired] }).result).toBe('firma_invalida');
    });

    it('a signed payload that is not a ticket claim', () => {
      const p = Buffer.from('VZ-1042.0.345.AAAAAAAAAAA');
      const code = `VZ1.${p.toString('base64url')}.${sign(null, p, active.privateKey).toString('base64url')}`;
      expect(refused(code).result).toBe('firma_invalida');
    });

    it('comes before anything else (a forged code of a revoked bill at another theater, out of hours, entered)', () => {
      const forged = [prefix, payload, Buffer.alloc(64).toString('base64url')].join('.');
      const everythingWrong = context({
        revokedBills: new Set(['VZ-1042']),
        door: { theaterId: 2, roomId: 8 },
        now: '2026-11-20T10:00:00.000-05:00',
        entries: new Map([['VZ-1042.120.345', { at: START, door: 'Puerta 1' }]]),
      });
      expect(decidirIngreso(forged, everythingWrong)).toEqual({ result: 'firma_invalida' });
      expect(mensajeIngreso({ result: 'firma_invalida' })).toBe('Código no válido: no es un ticket de Viziona, fue alterado o su llave se retiró.');
    });
  });

  describe('anulado: the bill was refunded or rejected, or its función cancelled', () => {
    it('a revoked bill, before the theater, room, window and entries', () => {
      const decision = decidirIngreso(good, context({
        revokedBills: new Set(['VZ-1042']),
        door: { theaterId: 2, roomId: 8 },
        now: '2026-11-20T10:00:00.000-05:00',
        entries: new Map([['VZ-1042.120.345', { at: START, door: 'Puerta 1' }]]),
      }));
      expect(decision.result).toBe('anulado');
      expect(decision.claim?.ticketKey).toBe('VZ-1042.120.345');
      expect(mensajeIngreso(decision)).toBe('Ticket anulado: la compra fue rechazada o reembolsada, o la función se canceló.');
    });

    it('a cancelled función', () => {
      expect(decidirIngreso(good, context({ funciones: new Map([[120, { ...FUNCION, cancelled: true }]]) })).result).toBe('anulado');
    });

    it('another bill revoked does not touch this one', () => {
      expect(decidirIngreso(good, context({ revokedBills: new Set(['VZ-1043']) })).result).toBe('valido');
    });
  });

  describe('otro_teatro, then otra_sala', () => {
    it('otro_teatro before the room, the window and the entries', () => {
      const decision = decidirIngreso(good, context({
        door: { theaterId: 2, roomId: 8 },
        now: '2026-11-20T10:00:00.000-05:00',
        entries: new Map([['VZ-1042.120.345', { at: START, door: 'Puerta 1' }]]),
      }));
      expect(decision.result).toBe('otro_teatro');
      expect(mensajeIngreso(decision)).toBe('Este ticket es de otro teatro.');
    });

    it('otra_sala at a door with its own room, before the window and the entries; a theater door takes every room', () => {
      const wrongRoom = context({
        door: { theaterId: 1, roomId: 4 },
        now: '2026-11-20T10:00:00.000-05:00',
        entries: new Map([['VZ-1042.120.345', { at: START, door: 'Puerta 1' }]]),
      });
      const decision = decidirIngreso(good, wrongRoom);
      expect(decision.result).toBe('otra_sala');
      expect(mensajeIngreso(decision)).toBe('Este ticket es de otra sala.');
      expect(decidirIngreso(good, context({ door: { theaterId: 1, roomId: null } })).result).toBe('valido');
    });
  });

  describe('fuera_de_horario: today and within the entry window', () => {
    const at = (now: string, window = VENTANA_POR_DEFECTO) => decidirIngreso(good, context({ now, window }));

    it('from 45 minutes before the start to 30 minutes after it, both ends included', () => {
      expect(at('2026-11-26T18:15:00.000-05:00').result).toBe('valido');
      expect(at('2026-11-26T19:30:00.000-05:00').result).toBe('valido');
      const early = at('2026-11-26T18:14:59.000-05:00');
      expect(early).toMatchObject({ result: 'fuera_de_horario', window: { desde: '2026-11-26T18:15:00.000-05:00', hasta: '2026-11-26T19:30:00.000-05:00' } });
      expect(mensajeIngreso(early, '2026-11-26T18:14:59.000-05:00')).toBe('Fuera de horario: se entra de 18:15 a 19:30.');
      expect(at('2026-11-26T19:30:01.000-05:00').result).toBe('fuera_de_horario');
    });

    it('the window is a setting', () => {
      const wide = { antesMin: 60, despuesMin: 10 };
      expect(at('2026-11-26T18:00:00.000-05:00', wide).result).toBe('valido');
      expect(at('2026-11-26T19:11:00.000-05:00', wide)).toMatchObject({ result: 'fuera_de_horario', window: { desde: '2026-11-26T18:00:00.000-05:00', hasta: '2026-11-26T19:10:00.000-05:00' } });
    });

    it("a ticket of yesterday or next week names its day; one the door's day does not list is not today's", () => {
      const yesterday = at('2026-11-27T19:00:00.000-05:00');
      expect(yesterday.result).toBe('fuera_de_horario');
      expect(mensajeIngreso(yesterday, '2026-11-27T19:00:00.000-05:00')).toBe('Fuera de horario: se entra el jueves 26 de noviembre, de 18:15 a 19:30.');
      expect(at('2026-11-19T19:00:00.000-05:00').result).toBe('fuera_de_horario');
      const unknown = decidirIngreso(good, context({ funciones: new Map() }));
      expect(unknown).toMatchObject({ result: 'fuera_de_horario', claim: { ticketKey: 'VZ-1042.120.345' } });
      expect(unknown.window).toBeUndefined();
      expect(mensajeIngreso(unknown)).toBe('Fuera de horario: este ticket no es de una función de hoy en este teatro.');
    });

    it('comes before the entries', () => {
      const decision = decidirIngreso(good, context({ now: '2026-11-26T20:00:00.000-05:00', entries: new Map([['VZ-1042.120.345', { at: START, door: 'Puerta 1' }]]) }));
      expect(decision.result).toBe('fuera_de_horario');
    });
  });

  describe('ya_usado: entered already, here or at another door as far as the last sync knows', () => {
    it('says when and where', () => {
      const previous = { at: '2026-11-26T18:32:10.000-05:00', door: 'Puerta 2' };
      const decision = decidirIngreso(good, context({ entries: new Map([['VZ-1042.120.345', previous]]) }));
      expect(decision).toMatchObject({ result: 'ya_usado', previous });
      expect(mensajeIngreso(decision)).toBe('Este ticket ya entró: a las 18:32 por Puerta 2.');
    });

    it('another seat of the same bill still enters', () => {
      const entries = new Map([['VZ-1042.120.345', { at: START, door: 'Puerta 2' }]]);
      expect(decidirIngreso(codeFor(active, 'VZ-1042', 120, 346), context({ entries })).result).toBe('valido');
    });
  });
});

describe('the code', () => {
  it('reads as bill, función and seat; the ticket key joins them', () => {
    const read = leerCodigo(good);
    expect(read).toMatchObject({ bill: 'VZ-1042', showtimeId: 120, seatId: 345 });
    expect(read && ticketKey(read)).toBe('VZ-1042.120.345');
    expect(read?.signature).toHaveLength(64);
  });
});
