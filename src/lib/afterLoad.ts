/**
 * Runs `run` once the page has loaded (its images first) and the browser is idle, or at the latest
 * `timeout` ms after that. Work no first paint needs (a carousel's library, luxon for the footer's
 * year) waits here, so it is neither downloaded nor evaluated ahead of the page's largest image.
 * Returns a cancel function.
 */
export function afterLoadWhenIdle(run: () => void, timeout = 2000): () => void {
  let idle: number | undefined;
  const whenIdle = () => {
    idle = window.requestIdleCallback ? window.requestIdleCallback(run, { timeout }) : window.setTimeout(run, 1);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle);
  };
}
