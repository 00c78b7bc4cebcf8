// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterLoadWhenIdle } from './afterLoad';

let readyState: DocumentReadyState;
let idle: { run: () => void; timeout?: number; id: number }[];

beforeEach(() => {
  readyState = 'loading';
  idle = [];
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  window.requestIdleCallback = (run, options) => idle.push({ run: () => run({} as IdleDeadline), timeout: options?.timeout, id: idle.length + 1 });
  window.cancelIdleCallback = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

const load = () => {
  readyState = 'complete';
  window.dispatchEvent(new Event('load'));
};

describe('work that waits for the page', () => {
  it('waits for the load event, then for the browser to be idle (at most 2 s)', () => {
    const run = vi.fn();
    afterLoadWhenIdle(run);
    expect(idle).toHaveLength(0);
    load();
    expect(idle).toEqual([expect.objectContaining({ timeout: 2000 })]);
    expect(run).not.toHaveBeenCalled();
    idle[0].run();
    expect(run).toHaveBeenCalledOnce();
  });

  it('on a page already loaded, waits only for idle', () => {
    readyState = 'complete';
    const run = vi.fn();
    afterLoadWhenIdle(run, 500);
    expect(idle).toEqual([expect.objectContaining({ timeout: 500 })]);
  });

  it('cancelled before the load event: nothing is asked for', () => {
    const cancel = afterLoadWhenIdle(vi.fn());
    cancel();
    load();
    expect(idle).toHaveLength(0);
  });

  it('cancelled while waiting for idle: the idle callback is cancelled', () => {
    readyState = 'complete';
    const cancel = afterLoadWhenIdle(vi.fn());
    cancel();
    expect(window.cancelIdleCallback).toHaveBeenCalledWith(1);
  });
});
