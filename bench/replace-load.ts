// A read-and-reserve load of browsers, each on its own keep-alive connection (bench/buyers.ts), for
// bench:replace and the deploy test (tests/e2e/replace-workers.test.ts): every browser reads its
// función's seat map, pausing about `thinkMs` between requests, and every `reserveEvery`-th
// request reserves one or two free seats instead (a reservation replaces its last; under the
// per-user guard of 30 a minute). Each answer is kept with its time, so a caller can split them
// around a moment (a deploy) and count what failed: no answer (a connection cut under the request)
// or a 5xx. A refused seat (409) is an answer like any other.
import { performance } from 'node:perf_hooks';
import type { Dispatcher } from 'undici';
import type { Consecutive, LayoutSeat, RowStatus, SelectedSeat, ShowtimeRoom } from '../openapi/index.ts';
import { browserConnection, call, sleep, type BuyerAccount } from './buyers.ts';

export interface Answered {
  /** performance.now() when it was sent. */
  at: number;
  ms: number;
  /** 0: no answer (the error is in `error`). */
  status: number;
  error?: string;
}

export interface Load {
  answers: Answered[];
  /** Stops the browsers and waits for their last requests. */
  stop(): Promise<void>;
}

export function startLoad(url: string, accounts: BuyerAccount[], showtimeId: number, { thinkMs = 100, reserveEvery = 25 } = {}): Load {
  const answers: Answered[] = [];
  let stopped = false;
  const connections: Dispatcher[] = [];

  const timed = async (send: () => Promise<{ status: number }>) => {
    const at = performance.now();
    try {
      const { status } = await send();
      answers.push({ at, ms: performance.now() - at, status });
      return status;
    } catch (err) {
      answers.push({ at, ms: performance.now() - at, status: 0, error: (err as Error).message });
      return 0;
    }
  };

  const browser = async (account: BuyerAccount, index: number, sellable: Map<string, SelectedSeat>, rowNumber: Map<string, number>) => {
    const connection = browserConnection(url);
    connections.push(connection);
    const headers = { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' };
    // Spread the browsers' first requests over one pause.
    await sleep(Math.random() * thinkMs);
    const c = (await call(`${url}/api/v1/score/consecutive/1`, { headers }, connection)).json<Consecutive>();
    let free: string[] = [];
    for (let i = 1; !stopped; i++) {
      if (i % reserveEvery === 0 && free.length > 0) {
        const start = Math.floor(Math.random() * free.length);
        const chosen = [...new Set([free[start], free[(start + 1) % free.length]].slice(0, 1 + (index % 2)))];
        const body = JSON.stringify({ score_consecutive: c.Secuencia, seats: chosen.map((k) => sellable.get(k)), device: 'web' });
        await timed(() => call(`${url}/api/v1/reserve/${showtimeId}`, { method: 'POST', headers, body }, connection));
      } else {
        await timed(async () => {
          const answer = await call(`${url}/api/v1/room/${showtimeId}/status`, { headers }, connection);
          if (answer.status === 200) {
            free = answer
              .json<RowStatus[]>()
              .flatMap((r) => r.DescripcionSilla.filter((s) => s.EstadoSilla === 'S').map((s) => `${rowNumber.get(r.filRel)}:${s.Columna}`))
              .filter((k) => sellable.has(k));
          }
          return answer;
        });
      }
      await sleep(thinkMs * (0.5 + Math.random()));
    }
  };

  const running = (async () => {
    const room = (await call(`${url}/api/v1/room/${showtimeId}`)).json<ShowtimeRoom>();
    const tarifa = (zona: string) => room.prices.find((p) => p.zona === zona)!.codigo;
    const sellable = new Map<string, SelectedSeat>();
    for (const s of room.layout.filter((l: LayoutSeat) => l.TipoSilla === 'Normal')) {
      sellable.set(`${s.FilaTotal}:${s.ColumnaTotal}`, { Fila: s.FilaTotal, Columna: s.ColumnaTotal, FilRelativa: s.FilaRelativa, ColRelativa: s.ColumnaRelativa, Tarifa: tarifa(s.TipoZona) });
    }
    const rowNumber = new Map(room.layout.map((l) => [l.FilaRelativa, l.FilaTotal]));
    await Promise.all(accounts.map((a, i) => browser(a, i, sellable, rowNumber)));
  })();

  return {
    answers,
    async stop() {
      stopped = true;
      await running;
      await Promise.all(connections.map((c) => c.close()));
    },
  };
}

/** No answer, or a server error: what a deploy must not cause. */
export const failed = (a: Answered) => a.status === 0 || a.status >= 500;
