import { chromium, type Browser, type Page } from 'playwright-core';

/** Flags Debian's Chromium needs here: running as root, no GPU, no network but loopback. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
}

/**
 * Waits until the page's finite animations (antd's zooms and colour transitions) have ended; endless
 * ones, such as a spinner, are not waited for. A press inside a dialog still zooming open was lost
 * now and then in full runs (the dialog stayed), so tests press once it has opened, as a person sees it.
 */
export async function animationsSettled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}
