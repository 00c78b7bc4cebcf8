let waiting: (() => void)[] = [];

function runWaiting() {
  const run = waiting;
  waiting = [];
  for (const f of run) {
    try {
      f();
    } catch (error) {
      reportError(error);
    }
  }
}

/**
 * Runs `run` after the next frame is drawn: work that would otherwise delay what that frame shows (the
 * door's verdict) waits here. Everything asked for before that frame runs together, in one task. A
 * hidden page draws no frame, so at the latest after `timeout` ms.
 */
export function afterNextPaint(run: () => void, timeout = 100): void {
  waiting.push(run);
  if (waiting.length > 1) return;
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    runWaiting();
  };
  requestAnimationFrame(() => setTimeout(once));
  setTimeout(once, timeout);
}
