// Generated paths through the door's machine (issue 28), each checked at EVERY step against a model
// written from the issue: the door chosen once, sync then scan, a result for 1.5 s then the next
// scan by itself, syncs every 30 s, on `online` and on becoming visible, undo within 60 s, a refused
// sync or scan stopping the page. Timers run on xstate's SimulatedClock: the model keeps their
// deadlines and the walk moves the clock.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { canArrive } from '../../../testing/arriving.ts';
import { refused } from '../../../testing/refused.ts';
import { NEVER_SYNCED, noGuardadosText, porteriaMachine, REFUSED_ROLE, RESULT_MS, SAME_TICKET_MS, SESSION_ENDED, SYNC_MS, UNDO_MS, UNDONE } from './puerta.machine.ts';
import { selectAviso, selectCanUndo, selectEnLinea, selectNoGuardados, selectPendientes, selectProblema, selectPuerta, selectScreen, selectSincronizado, selectSyncing, selectVeredicto, type PorteriaScreen } from './puerta.selectors.ts';
import type { PorteriaEvent, Puerta, PuertaOpciones, Veredicto } from './puerta.types.ts';

let failed = false;
afterEach((ctx) => {
  if (ctx.task.result?.state === 'fail') failed = true;
});
beforeEach((ctx) => {
  if (failed && process.env.MUTATION) ctx.skip();
});

const DOWN = 'Ocurrió un error inesperado. Intenta de nuevo más tarde.';
const NOT_CHECKED = 'No se pudo revisar el código. Intenta de nuevo.';
const NOT_UNDONE = 'No se pudo anular el ingreso. Intenta de nuevo.';
const opciones: PuertaOpciones = { theaters: [{ id: 1, name: 'Viziona', rooms: [{ id: 3, name: 'Sala 3' }] }], window: { antes_min: 45, despues_min: 30 }, max_batch: 5000, undo_seconds: 60 };
const guardada: Puerta = { theaterId: 1, theaterName: 'Viziona', roomId: null, roomName: null };
const elegida: Puerta = { theaterId: 1, theaterName: 'Viziona', roomId: 3, roomName: 'Sala 3' };
const A = 'VZ1.codigo-a.firma';
const B = 'VZ1.codigo-b.firma';
const bienvenido: Veredicto = { resultado: 'valido', mensaje: 'Bienvenido', nonce: 'n-1', boleta: { pelicula: 'Dune', sala: 'Sala 3', silla: 'F7', hora: '19:00' }, previo: null, decidio: 'servidor' };
const yaIngreso: Veredicto = { resultado: 'ya_usado', mensaje: 'Ya ingresó', nonce: 'n-2', boleta: null, previo: { at: '2026-11-26T19:01:00-05:00', puerta: 'Sala 3' }, decidio: 'dispositivo' };
const ERROR: Veredicto = { resultado: 'error', mensaje: NOT_CHECKED, nonce: '', boleta: null, previo: null, decidio: 'dispositivo' };

// The machine's timers, as graph events (the walk moves the clock instead of sending them).
const ticks = { t1500: RESULT_MS, t30000: SYNC_MS, t60000: UNDO_MS } as const;
const events = {
  stored: { type: 'xstate.done.actor.loadPuerta', output: { puerta: guardada, opciones, sincronizado: '2026-11-26T18:00:00Z', pendientes: 2 } },
  fresh: { type: 'xstate.done.actor.loadPuerta', output: { puerta: null, opciones: null, sincronizado: null, pendientes: 0 } },
  loadFailed: { type: 'xstate.error.actor.loadPuerta', error: new Error('IndexedDB') },
  options: { type: 'xstate.done.actor.getPorteriaOptions', output: opciones },
  optionsDown: { type: 'xstate.error.actor.getPorteriaOptions', error: refused(0, DOWN) },
  optionsForbidden: { type: 'xstate.error.actor.getPorteriaOptions', error: refused(403, 'No tienes permiso.') },
  choose: { type: 'door.choose', puerta: elegida },
  change: { type: 'door.change' },
  synced: { type: 'xstate.done.actor.syncPorteria', output: { sincronizado: '2026-11-26T19:00:00Z', pendientes: 0, noGuardados: 0 } },
  syncDown: { type: 'xstate.error.actor.syncPorteria', error: refused(0, DOWN) },
  syncForbidden: { type: 'xstate.error.actor.syncPorteria', error: refused(403, 'No tienes permiso.') },
  syncExpired: { type: 'xstate.error.actor.syncPorteria', error: refused(401, 'Inicia sesión.') },
  read: { type: 'scan.decoded', code: A, source: 'camara', at: 0 },
  readOther: { type: 'scan.decoded', code: B, source: 'camara', at: 0 },
  readManual: { type: 'scan.decoded', code: A, source: 'manual', at: 0 },
  valid: { type: 'xstate.done.actor.registerIngresos', output: bienvenido },
  used: { type: 'xstate.done.actor.registerIngresos', output: yaIngreso },
  checkFailed: { type: 'xstate.error.actor.registerIngresos', error: new Error('IndexedDB') },
  checkForbidden: { type: 'xstate.error.actor.registerIngresos', error: refused(403, 'No tienes permiso.') },
  next: { type: 'scan.next' },
  undo: { type: 'scan.undo' },
  undone: { type: 'xstate.done.actor.undoIngreso', output: undefined },
  undoFailed: { type: 'xstate.error.actor.undoIngreso', error: refused(0, DOWN) },
  online: { type: 'network.online' },
  offline: { type: 'network.offline' },
  visible: { type: 'page.visible' },
  retry: { type: 'porteria.retry' },
  notKept: { type: 'queue.failed' },
  t1500: { type: 'xstate.after.resultado.porteria.active.scan.showing' },
  t30000: { type: 'xstate.after.sincronizar.porteria.active.sync.waiting' },
  t60000: { type: 'xstate.after.deshacer.porteria.active.undo.open' },
} as const;
type Label = keyof typeof events;
type Top = 'opening' | 'loadingOptions' | 'failed' | 'choosing' | 'refused' | 'active';

function walk(labels: Label[]) {
  const clock = new SimulatedClock();
  const asked: unknown[] = [];
  const stored: Puerta[] = [];
  const announced: Veredicto[] = [];
  const answer = (name: string) => fromPromise(async ({ input }: { input: unknown }) => (asked.push([name, input]), new Promise<never>(() => {})));
  const logic = porteriaMachine.provide({
    actors: { loadPuerta: answer('loadPuerta'), getPorteriaOptions: answer('getPorteriaOptions'), syncPorteria: answer('syncPorteria'), registerIngresos: answer('registerIngresos'), undoIngreso: answer('undoIngreso') } as never,
    actions: { storePuerta: (_, p: Puerta) => void stored.push(p), announce: (_, v: Veredicto) => void announced.push(v) },
  });
  const actor = createActor(logic, { clock }).start();

  // The model, from the issue.
  let top: Top = 'opening';
  let sync: 'syncing' | 'waiting' = 'syncing';
  let scan: 'preparing' | 'scanning' | 'deciding' | 'showing' | 'undoing' = 'preparing';
  let undo: 'closed' | 'open' = 'closed';
  let m = { opciones: null as PuertaOpciones | null, puerta: null as Puerta | null, sincronizado: null as string | null, pendientes: 0, enLinea: true, veredicto: null as Veredicto | null, deshacer: null as Veredicto | null, visto: null as { code: string; at: number } | null, problema: null as string | null, aviso: null as string | null, noGuardados: 0 };
  const deadline = { sync: Infinity, show: Infinity, undo: Infinity };
  const expected: unknown[] = [['loadPuerta', undefined]];
  const expectedStored: Puerta[] = [];
  const expectedAnnounced: Veredicto[] = [];

  const leaveActive = () => Object.assign(deadline, { sync: Infinity, show: Infinity, undo: Infinity });
  const startSync = () => {
    sync = 'syncing';
    deadline.sync = Infinity;
    expected.push(['syncPorteria', m.puerta]);
  };
  const settle = () => {
    if (top === 'active' && scan === 'preparing' && m.sincronizado !== null) scan = 'scanning';
  };
  const enterActive = () => {
    top = 'active';
    scan = 'preparing';
    undo = 'closed';
    startSync();
    settle();
  };
  const toLoadingOptions = () => {
    top = 'loadingOptions';
    expected.push(['getPorteriaOptions', undefined]);
  };
  const refuse = (message: string) => {
    top = 'refused';
    m.problema = message;
    leaveActive();
  };
  const show = (v: Veredicto) => {
    scan = 'showing';
    deadline.show = clock.now() + RESULT_MS;
    m = { ...m, veredicto: v, aviso: null, enLinea: v.decidio === 'servidor', pendientes: m.pendientes + (v.decidio === 'dispositivo' ? 1 : 0) };
  };
  const toScanning = () => {
    scan = 'scanning';
    deadline.show = Infinity;
    m.veredicto = null;
  };
  const decide = (code: string, at: number) => {
    scan = 'deciding';
    deadline.show = Infinity;
    expected.push(['registerIngresos', { code, puerta: m.puerta, at }]);
  };
  const startUndo = () => {
    scan = 'undoing';
    deadline.show = Infinity;
    m.veredicto = null;
    expected.push(['undoIngreso', { nonce: m.deshacer!.nonce, puerta: m.puerta }]);
  };
  const tick = (ms: number) => {
    const now = clock.now() + ms;
    const due = (['show', 'sync', 'undo'] as const).filter((t) => deadline[t] <= now).sort((a, b) => deadline[a] - deadline[b]);
    for (const t of due) {
      if (t === 'show') toScanning();
      if (t === 'sync') startSync();
      if (t === 'undo') [undo, deadline.undo, m.deshacer] = ['closed', Infinity, null];
    }
  };

  const model = (l: Label) => {
    const now = clock.now();
    if (top === 'opening' && l === 'stored') {
      m = { ...m, puerta: guardada, opciones, sincronizado: '2026-11-26T18:00:00Z', pendientes: 2 };
      enterActive();
    } else if (top === 'opening' && l === 'fresh') toLoadingOptions();
    else if (top === 'opening' && l === 'loadFailed') toLoadingOptions();
    else if (top === 'loadingOptions' && l === 'options') [top, m.opciones, m.problema] = ['choosing', opciones, null];
    else if (top === 'loadingOptions' && l === 'optionsDown') [top, m.problema] = ['failed', DOWN];
    else if (top === 'loadingOptions' && l === 'optionsForbidden') refuse(REFUSED_ROLE);
    else if (top === 'failed' && l === 'retry') toLoadingOptions();
    else if (top === 'choosing' && l === 'choose') {
      m = { ...m, puerta: elegida, veredicto: null, deshacer: null, visto: null, aviso: null };
      expectedStored.push(elegida);
      enterActive();
    } else if (top === 'active') {
      if (l === 'change') {
        m.deshacer = null;
        leaveActive();
        if (m.opciones) top = 'choosing';
        else toLoadingOptions();
        return;
      }
      if (l in ticks) return tick(ticks[l as keyof typeof ticks]);
      if (l === 'notKept') return void (m.noGuardados += 1);
      // The sync region.
      if (sync === 'syncing' && l === 'synced') {
        m = { ...m, sincronizado: '2026-11-26T19:00:00Z', pendientes: 0, noGuardados: 0, enLinea: true, problema: null };
        [sync, deadline.sync] = ['waiting', now + SYNC_MS];
      } else if (sync === 'syncing' && l === 'syncDown') [sync, deadline.sync, m.enLinea] = ['waiting', now + SYNC_MS, false];
      else if (sync === 'syncing' && l === 'syncForbidden') return refuse(REFUSED_ROLE);
      else if (sync === 'syncing' && l === 'syncExpired') return refuse(SESSION_ENDED);
      else if (sync === 'waiting' && l === 'online') [m.enLinea, sync] = [true, (startSync(), 'syncing')];
      else if (sync === 'waiting' && l === 'visible') startSync();
      else if (sync === 'waiting' && l === 'offline') m.enLinea = false;
      settle();
      // The scan region.
      const read = l === 'read' ? A : l === 'readOther' ? B : l === 'readManual' ? A : null;
      const camera = l !== 'readManual';
      if (scan === 'scanning' && read) {
        const same = camera && m.visto?.code === read && now - m.visto.at < SAME_TICKET_MS;
        m.visto = camera ? { code: read, at: now } : null;
        if (!same) decide(read, now);
      } else if (scan === 'scanning' && l === 'undo' && m.deshacer) startUndo();
      else if (scan === 'deciding' && l === 'valid') {
        show(bienvenido);
        m.deshacer = bienvenido;
        [undo, deadline.undo] = ['open', now + UNDO_MS];
        expectedAnnounced.push(bienvenido);
      } else if (scan === 'deciding' && l === 'used') {
        show(yaIngreso);
        expectedAnnounced.push(yaIngreso);
      } else if (scan === 'deciding' && l === 'checkFailed') [scan, deadline.show, m.veredicto] = ['showing', now + RESULT_MS, ERROR];
      else if (scan === 'deciding' && l === 'checkForbidden') refuse(REFUSED_ROLE);
      else if (scan === 'showing' && l === 'next') toScanning();
      else if (scan === 'showing' && l === 'undo' && m.deshacer) startUndo();
      else if (scan === 'showing' && read) m.visto = camera ? { code: read, at: now } : null;
      else if (scan === 'undoing' && l === 'undone') {
        scan = 'scanning';
        m = { ...m, deshacer: null, veredicto: null, aviso: UNDONE };
        [undo, deadline.undo] = ['closed', Infinity];
      } else if (scan === 'undoing' && l === 'undoFailed') [scan, m.aviso] = ['scanning', NOT_UNDONE];
    }
  };

  const screen = (): PorteriaScreen => (top === 'active' ? scan : top === 'opening' || top === 'loadingOptions' ? 'loading' : top);
  const check = (where: string) => {
    const s = actor.getSnapshot();
    expect(s.value, where).toEqual(top === 'active' ? { active: { sync, scan, undo } } : top);
    expect(selectScreen(s), where).toBe(screen());
    expect(selectPuerta(s), where).toEqual(m.puerta);
    expect(selectVeredicto(s), where).toEqual(top === 'active' && scan === 'showing' ? m.veredicto : null);
    expect(selectCanUndo(s), where).toBe(top === 'active' && undo === 'open' && (scan === 'scanning' || scan === 'showing'));
    expect(selectSyncing(s), where).toBe(top === 'active' && sync === 'syncing');
    expect(selectEnLinea(s), where).toBe(m.enLinea);
    expect(selectPendientes(s), where).toBe(m.pendientes);
    expect(selectSincronizado(s), where).toBe(m.sincronizado);
    const problema = top === 'refused' || top === 'failed' ? m.problema : top === 'active' && scan === 'preparing' && sync === 'waiting' && !m.enLinea ? NEVER_SYNCED : null;
    expect(selectProblema(s), where).toBe(problema);
    expect(selectAviso(s), where).toBe(m.aviso);
    expect(selectNoGuardados(s), where).toBe(m.noGuardados > 0 ? noGuardadosText(m.noGuardados) : null);
    expect(asked, where).toEqual(expected);
    expect(stored, where).toEqual(expectedStored);
    expect(announced, where).toEqual(expectedAnnounced);
  };

  check('at start');
  labels.forEach((l, i) => {
    model(l);
    if (l in ticks) clock.increment(ticks[l as keyof typeof ticks]);
    else {
      const event = events[l] as { type: string; at?: number };
      actor.send((event.type === 'scan.decoded' ? { ...event, at: clock.now() } : event) as PorteriaEvent);
    }
    check(`step ${i + 1} (${labels.slice(0, i + 1).join(' → ')})`);
  });
  return actor.getSnapshot();
}

const labels = Object.keys(events) as Label[];
const possible = (children: Record<string, unknown>) => (l: Label) => canArrive(events[l].type, children);
const label = (event: unknown) => labels.find((l) => JSON.stringify(events[l]) === JSON.stringify(event))!;
const eventsIn = (s: { children: Record<string, unknown> }) => labels.filter(possible(s.children)).map((l) => events[l]) as unknown as PorteriaEvent[];
// What the guards and the screens read: the state, and whether there are options, a door, a sync, an
// entry to undo, a connection, a code just seen (the pending count only grows).
const serializeState = (s: { value: unknown; context: { opciones: unknown; puerta: unknown; sincronizado: unknown; deshacer: unknown; enLinea: boolean; visto: unknown; aviso: unknown } }) =>
  JSON.stringify([s.value, s.context.opciones !== null, s.context.puerta !== null, s.context.sincronizado !== null, s.context.deshacer !== null, s.context.enLinea, s.context.visto !== null]);
const shortest = getShortestPaths(porteriaMachine, { events: eventsIn, serializeState: serializeState as never });
const generated = shortest.map((p) => p.steps.filter((s) => !s.event.type.startsWith('xstate.init')).map((s) => label(s.event)));

describe('the door paths, checked at every step against the issue', () => {
  it('reaches every state', () => {
    const values = new Set(shortest.map((p) => JSON.stringify(p.state.value)));
    for (const top of ['opening', 'loadingOptions', 'failed', 'choosing', 'refused']) expect(values).toContain(JSON.stringify(top));
    for (const scan of ['preparing', 'scanning', 'deciding', 'showing', 'undoing'])
      expect([...values].some((v) => v.includes(`"scan":"${scan}"`)), scan).toBe(true);
    expect([...values].some((v) => v.includes('"undo":"open"'))).toBe(true);
  });

  it('a valid ticket, shown 1.5 s, then the next scan by itself; the same ticket still held up is read once; shown again later it is decided again', () => {
    const end = walk(['fresh', 'options', 'choose', 'synced', 'read', 'valid', 't1500', 'read', 't1500', 't1500', 'read', 'used']);
    expect(selectVeredicto(end)?.resultado).toBe('ya_usado');
  });

  it('offline: the sync fails, scans are decided on the device and queued; back online it syncs at once', () => {
    const end = walk(['stored', 'syncDown', 'readOther', 'used', 't1500', 'online', 'synced']);
    expect(selectPendientes(end)).toBe(0);
    expect(selectEnLinea(end)).toBe(true);
  });

  it('syncs every 30 s, and on becoming visible', () => {
    walk(['stored', 'synced', 't30000', 'synced', 'visible', 'synced', 't30000']);
  });

  it('undo within 60 s, not after', () => {
    walk(['stored', 'synced', 'read', 'valid', 'undo', 'undone', 'readOther', 'valid', 't60000', 'undo']);
  });

  it('a queued scan the device could not write is said until a sync sends it', () => {
    const end = walk(['stored', 'syncDown', 'read', 'used', 'notKept', 'notKept', 't30000', 'synced']);
    expect(selectNoGuardados(end)).toBeNull();
  });

  it('a removed porteria role stops the page at the next sync', () => {
    walk(['stored', 'synced', 't30000', 'syncForbidden', 'read']);
  });

  it.each(generated.map((l) => [l.join(' → ') || '(start)', l] as const))('%s, then every event', (_, path) => {
    const end = walk(path);
    for (const l of labels.filter(possible(end.children))) walk([...path, l]);
  });
});
