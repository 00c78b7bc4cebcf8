// For path tests: the paths through a machine that a file walks, named by the labels of its events.
import { afterEach, beforeEach } from 'vitest';
import type { AnyStateMachine, EventObject } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { canArrive } from './arriving.ts';

type Children = Record<string, unknown>;

export interface PathOptions {
  /** Simple paths too (every path that visits no state twice), not only the shortest to each state. */
  simple?: boolean;
  /** What tells two states apart; by default the state's value and its context. */
  serializeState?: (snapshot: never) => string;
  input?: unknown;
}

/**
 * The shortest paths to every state (and, with `simple`, every simple path), as lists of labels of
 * `events`; each label's event is offered only when it can arrive (`canArrive`). `possible(children)`
 * filters the labels that can arrive at a path's end, for the walks that then try every event.
 */
export function pathsThrough<L extends string>(machine: AnyStateMachine, events: Record<L, EventObject>, options: PathOptions = {}) {
  const labels = Object.keys(events) as L[];
  const possible = (children: Children) => (l: L) => canArrive(events[l].type, children);
  const label = (event: unknown) => labels.find((l) => JSON.stringify(events[l]) === JSON.stringify(event))!;
  const graph = {
    events: (s: { children: Children }) => labels.filter(possible(s.children)).map((l) => events[l]),
    ...(options.serializeState && { serializeState: options.serializeState }),
    ...(options.input !== undefined && { input: options.input }),
  } as never;
  const shortest = getShortestPaths(machine, graph);
  const simple = options.simple ? getSimplePaths(machine, graph) : [];
  const walks = [...shortest, ...simple].map((p) => p.steps.filter((s) => !s.event.type.startsWith('xstate.init')).map((s) => label(s.event)));
  const generated = [...new Map(walks.map((w) => [w.join('\n'), w])).values()];
  return { shortest, generated, possible };
}

/** Under `npm run test:mutation` one red test is enough to call a mutant detected: skip the rest of the file. */
export function stopAtFirstFailureWhenMutating() {
  let failed = false;
  afterEach((ctx) => {
    if (ctx.task.result?.state === 'fail') failed = true;
  });
  beforeEach((ctx) => {
    if (failed && process.env.MUTATION) ctx.skip();
  });
}
