// The metrics of what happens (Prometheus, through prom-client's global registry): requests,
// reservations, bill moves, the gateway's calls, door scans, waits for a database connection. The
// modules that own what is counted call the small functions below (one line each): the hold module
// its reservations' outcomes, the bill moves their new states, the door its scans' verdicts. What
// is, rather than what happened (open streams, payments pending…), is read when Prometheus asks:
// server/metrics/gauges.ts. The primary of several processes (WORKERS, server/metrics/cluster.ts)
// adds these up.
import { Counter, Histogram } from 'prom-client';
import type { BillState } from '../../openapi/rules.ts';
import { BILL_STATE } from '../../openapi/rules.ts';

const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const requestSeconds = new Histogram({
  name: 'viziona_http_request_duration_seconds',
  help: 'Tiempo de respuesta de las solicitudes que atiende Fastify, por operación del contrato (operationId; otras rutas: método y patrón) y estado HTTP.',
  labelNames: ['operation', 'status'] as const,
  buckets: seconds,
});

export const reservations = new Counter({
  name: 'viziona_reservations_total',
  help: 'Reservas de sillas decididas por el módulo de reservas, por resultado: held (sillas tomadas) o la razón del rechazo.',
  labelNames: ['outcome'] as const,
});

export const ruledBatches = new Counter({
  name: 'viziona_seat_rule_calls_total',
  help: 'Llamadas de lotes con la regla de sillas solas (server/checkout/seat-turn.ts): decided (decididas antes de escribir y confirmadas), stale (alguna silla cambió: se decide de nuevo) o turn (el resto, bajo el turno de la función).',
  labelNames: ['way'] as const,
});

export const billMoves = new Counter({
  name: 'viziona_bill_moves_total',
  help: 'Facturas movidas a cada estado (aceptada, rechazada, fallida, cerrada, por devolver, devuelta).',
  labelNames: ['state'] as const,
});

export const gatewaySeconds = new Histogram({
  name: 'viziona_gateway_request_duration_seconds',
  help: 'Tiempo de respuesta de la pasarela de pagos, por pasarela, llamada y resultado (ok o error).',
  labelNames: ['gateway', 'call', 'outcome'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15, 30],
});

export const doorScans = new Counter({
  name: 'viziona_door_scans_total',
  help: 'Escaneos decididos en la puerta, por veredicto (los repetidos por su nonce no cuentan de nuevo).',
  labelNames: ['result'] as const,
});

export const databaseWaitSeconds = new Histogram({
  name: 'viziona_db_pool_wait_seconds',
  help: 'Espera por una conexión del pool de PostgreSQL antes de cada consulta o transacción.',
  buckets: [0.0005, 0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
});

// ——— What the owning modules call

/** The hold module decided a reservation: 'held', or why it was refused. */
export const countReservation = (outcome: string): void => reservations.inc({ outcome });

/** A batch with the no-lone-seats rule: decided before the write and confirmed, stale (decided again), or under the función's turn. */
export const countRuledCall = (way: 'decided' | 'stale' | 'turn'): void => ruledBatches.inc({ way });

const stateNames = new Map(Object.entries(BILL_STATE).map(([name, id]) => [id as BillState, name]));

/** A bill moved to `state` (server/bills/moves.ts). */
export const countBillMove = (state: BillState): void => billMoves.inc({ state: stateNames.get(state) ?? String(state) });

/** The door decided a batch of scans: each new one counted by its verdict ('mal_formado' when it could not be read). Returns the batch's answer. */
export function scansCounted<T extends { results: readonly { result: string | null; repeated: boolean }[] }>(batch: T): T {
  for (const r of batch.results) if (!r.repeated) doorScans.inc({ result: r.result ?? 'mal_formado' });
  return batch;
}
