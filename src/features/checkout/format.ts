import { Duration } from 'luxon';

/** Spec §2: the countdown as HH:MM:SS. */
export const hhmmss = (seconds: number) => Duration.fromObject({ seconds: Math.max(0, Math.floor(seconds)) }).toFormat('hh:mm:ss');
