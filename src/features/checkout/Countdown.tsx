import { hhmmss } from './format';

/** 'Tiempo restante:' HH:MM:SS (spec §2), read by screen readers only every minute and in the last one. */
export function Countdown({ seconds }: { seconds: number }) {
  const spoken = seconds <= 60 || seconds % 60 === 0;
  return (
    <p className="vz-countdown" role="timer" aria-live={spoken ? 'polite' : 'off'}>
      Tiempo restante: <time dateTime={`PT${seconds}S`}>{hhmmss(seconds)}</time>
    </p>
  );
}
