// Every periodic job of the server. Adding one is one line here.
import { releaseExpired } from '../db/holds.ts';
import type { Job } from './runner.ts';

export const jobList: Job[] = [
  // Expired holds are already free for takeHolds and the status read; this only keeps the table small.
  { name: 'release-expired-holds', everySeconds: 30, run: releaseExpired },
];

export { startJobs, type Job, type JobRunner } from './runner.ts';
