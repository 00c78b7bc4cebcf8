// Every periodic job of the server. Adding one is one line here (a feature keeps its job beside its
// code, as payments keeps reconciliation).
import type { FastifyInstance } from 'fastify';
import { releaseExpired } from '../checkout/holds.ts';
import { reconciliationJob } from '../payments/reconciliation-job.ts';
import { digestJob } from '../staff/servicio/resumen-diario.ts';
import { purgeJob } from '../accounts/datos-personales/purga.ts';
import { cleanUp } from './cleanup.ts';
import type { Job } from './runner.ts';

/** The jobs of an app (some need its gateway, keys or log). */
export const jobsOf = (app: FastifyInstance): Job[] => [
  // Expired holds are already free for reservations and the status read; this only keeps the table small.
  { name: 'release-expired-holds', everySeconds: 30, run: releaseExpired },
  // Expired sessions, tokens, reset links, codes, captcha uses; bodies of mail already sent.
  { name: 'clean-up', everySeconds: 3600, run: (db) => cleanUp(db) },
  // Pending payments looked up at the gateway; unanswered ones closed at their cap.
  reconciliationJob(app),
  // 08:00 in Bogotá: the servicio staff's e-mail of overdue and due-soon PQRS, once a day.
  digestJob(),
  // Deleted accounts' bills lose the buyer's name and document once the five-year tax term ends.
  purgeJob(),
];

export { startJobs, type Job, type JobRunner } from './runner.ts';
