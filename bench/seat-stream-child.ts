// The child process of openStreamsElsewhere (seat-stream-clients.ts): holds the streams at the
// lowest priority and answers 'counts' with what they received; 'close' ends them and exits.
import os from 'node:os';
import { openStreams, type StreamCounts } from './seat-stream-clients.ts';

const [base, showtimeId, count, firstAddress] = process.argv.slice(2);
os.setPriority(19);
try {
  const streams = await openStreams(base, Number(showtimeId), Number(count), Number(firstAddress));
  process.on('message', (m) => {
    if (m === 'counts') {
      const sorted = Array.from(streams.deltas).sort((a, b) => a - b);
      const counts: StreamCounts = {
        open: streams.open,
        cut: streams.cut,
        deltas: sorted.reduce((a, b) => a + b, 0),
        minDeltas: sorted[0] ?? 0,
        medianDeltas: sorted[Math.floor(sorted.length / 2)] ?? 0,
      };
      process.send!(counts);
    } else if (m === 'close') {
      streams.close();
      process.exit(0);
    }
  });
  process.send!({ ready: true });
} catch (err) {
  process.send!({ error: (err as Error).message }, () => process.exit(1));
}
