// A fake camera for the door's browser test: the ticket's QR as the site serves it (getTicketQr's
// SVG), drawn by Chromium, decoded with pngjs and written as a Y4M video (YUV4MPEG2, 4:2:0) that
// Chromium plays as its camera (--use-file-for-fake-video-capture, STACK.md gotcha 21).
import { writeFile } from 'node:fs/promises';
import { PNG } from 'pngjs';
import type { BrowserContext } from 'playwright-core';

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 5;

/** Chromium flags that make `file` the camera and answer the permission prompt with yes. */
export const fakeCameraArgs = (file: string) => ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${file}`];

/**
 * The QR image at `qrUrl` as Chromium draws it, `size` px square on a white frame of the camera's
 * size (RGBA, row by row). Opened in `context` (the buyer's: the image is served to its owner only).
 */
async function drawnQr(context: BrowserContext, qrUrl: string, size: number): Promise<PNG> {
  const page = await context.newPage();
  try {
    await page.setViewportSize({ width: WIDTH, height: HEIGHT });
    await page.goto(qrUrl);
    await page.evaluate((px) => {
      const svg = document.documentElement;
      svg.setAttribute('width', String(px));
      svg.setAttribute('height', String(px));
      svg.style.margin = '80px 160px';
    }, size);
    return PNG.sync.read(await page.screenshot({ type: 'png' }));
  } finally {
    await page.close();
  }
}

/** A Y4M video of still frames of `image` (RGBA, WIDTH × HEIGHT): grey levels in Y, neutral chroma. */
export function y4mOf(image: { width: number; height: number; data: Uint8Array }, frames = FRAMES): Buffer {
  const { width, height, data } = image;
  const luma = Buffer.alloc(width * height);
  for (let i = 0; i < width * height; i++) {
    const [r, g, b] = [data[i * 4], data[i * 4 + 1], data[i * 4 + 2]];
    // BT.601 luma, in video range (16–235) as the C420 format expects.
    luma[i] = Math.round(16 + (219 * (0.299 * r + 0.587 * g + 0.114 * b)) / 255);
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420\n`), ...Array.from({ length: frames }, () => frame)]);
}

/** Writes to `file` a camera filming the QR at `qrUrl` (a site address `context` may open), and returns `file`. */
export async function fakeCameraFilming(context: BrowserContext, qrUrl: string, file: string, size = 320): Promise<string> {
  await writeFile(file, y4mOf(await drawnQr(context, qrUrl, size)));
  return file;
}
