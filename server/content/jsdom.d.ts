// The one part of jsdom the server uses (server/content/html.ts): a window for DOMPurify. jsdom
// ships no types of its own.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
