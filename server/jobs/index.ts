// Every periodic job of the server. Adding one is one line here.
import { releaseExpired } from '../db/holds.ts';
import { cleanUp } from './cleanup.ts';
import type { Job } from './runner.ts';

export const jobList: Job[] = [
  // Expired holds are already free for takeHolds and the status read; this only keeps the table small.
  { name: 'release-expired-holds', everySeconds: 30, run: releaseExpired },
  // Expired sessions, tokens, reset links, codes, captcha uses; bodies of mail already sent.
  { name: 'clean-up', everySeconds: 3600, run: (db) => cleanUp(db) },
];

export { startJobs, type Job, type JobRunner } from './runner.ts';
