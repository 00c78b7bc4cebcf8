// The open databases' connections, read at each scrape: a pg pool's busy, idle and waiting
// (server/metrics/pool.ts follows it), PGlite's one connection and the statements queued for it
// (server/db/pglite-thread.ts). Summed over a process's databases, and over the processes.
import { Gauge } from 'prom-client';

/** How busy an open database's connections are now. */
export type ConnectionUse = () => { busy: number; idle: number; waiting: number };
const connections = new Set<ConnectionUse>();

/** Counts an open database's connections until the returned function is called (on close). */
export function followConnections(use: ConnectionUse): () => void {
  connections.add(use);
  return () => void connections.delete(use);
}

const total = () => {
  const sum = { busy: 0, idle: 0, waiting: 0 };
  for (const use of connections) {
    const now = use();
    sum.busy += now.busy;
    sum.idle += now.idle;
    sum.waiting += now.waiting;
  }
  return sum;
};

export const poolConnections = new Gauge({
  name: 'viziona_db_pool_connections',
  help: 'Conexiones a la base de datos, ocupadas (busy) o libres (idle). La base embebida tiene una: ocupada mientras atiende una sentencia.',
  labelNames: ['state'] as const,
  collect() {
    const { busy, idle } = total();
    this.set({ state: 'busy' }, busy);
    this.set({ state: 'idle' }, idle);
  },
});

export const poolWaiting = new Gauge({
  name: 'viziona_db_pool_waiting',
  help: 'Consultas que esperan una conexión (en la base embebida, sentencias en cola detrás de la que corre).',
  collect() {
    this.set(total().waiting);
  },
});
