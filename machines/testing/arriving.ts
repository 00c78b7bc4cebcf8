// For path tests: which events can reach a machine in a given state.

/** Whether an event can arrive now: an actor's answer (xstate.done/error.actor.<id>) only while that actor runs, people's events at any time. */
export function canArrive(type: string, children: Record<string, unknown>): boolean {
  const id = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(type)?.[1];
  return id === undefined || children[id] !== undefined;
}
