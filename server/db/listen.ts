// LISTEN on PostgreSQL: one dedicated connection (never a pooled one, which would hand the LISTEN
// to whoever borrows it next), reconnected with back-off when the server drops it.
import pg from 'pg';
import type { ChangeListener } from './db.ts';

const backoffMs = [100, 250, 500, 1000, 2000, 5000];
const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function listenOn(databaseUrl: string, channel: string, listener: ChangeListener): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | undefined;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<pg.Client> => {
    const client = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
    client.on('notification', (m) => {
      if (m.channel === channel) listener.notify(m.payload ?? '');
    });
    client.on('error', () => dropped(client));
    client.on('end', () => dropped(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${quoteIdent(channel)}`);
      return client;
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
  };

  const dropped = (client: pg.Client) => {
    if (current !== client) return;
    current = undefined;
    client.end().catch(() => undefined);
    if (stopped) return;
    listener.lost();
    reconnectLater();
  };

  const reconnectLater = () => {
    timer = setTimeout(async () => {
      try {
        const client = await connect();
        if (stopped) return void (await client.end().catch(() => undefined));
        current = client;
        attempt = 0;
        listener.ready();
      } catch {
        attempt++;
        if (!stopped) reconnectLater();
      }
    }, backoffMs[Math.min(attempt, backoffMs.length - 1)]);
    timer.unref();
  };

  current = await connect();
  listener.ready();

  return async () => {
    stopped = true;
    clearTimeout(timer);
    const client = current;
    current = undefined;
    await client?.end().catch(() => undefined);
  };
}
