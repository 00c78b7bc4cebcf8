// The contract (openapi/viziona.yaml) read once per process, for the checks a route's own schema
// cannot make: which media types an operation's body may have (plugins/request-guards.ts), and
// the messages of a WebSocket operation, which no HTTP route validates (staff/porteria/en-vivo.ts).
import fs from 'node:fs';
import YAML from 'yaml';
import { specPath } from '../../openapi/index.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface Contract {
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, Json>; requestBodies?: Record<string, { content?: Record<string, unknown> }> };
}

let read: Contract | undefined;

export const contract = (): Contract => (read ??= YAML.parse(fs.readFileSync(specPath, 'utf8')) as Contract);

const COMPONENT = '#/components/schemas/';

/** A component schema with every `$ref` to another component written in place: a validator of its own, outside any route. */
export function componentSchema(name: string): Json {
  const { schemas } = contract().components;
  const inline = (node: Json, seen: string[]): Json => {
    if (Array.isArray(node)) return node.map((n) => inline(n, seen));
    if (node === null || typeof node !== 'object') return node;
    const ref = node.$ref;
    if (typeof ref === 'string' && ref.startsWith(COMPONENT)) {
      const target = ref.slice(COMPONENT.length);
      if (seen.includes(target)) throw new Error(`El esquema ${name} se refiere a sí mismo (${target}).`);
      return inline(schemas[target], [...seen, target]);
    }
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, inline(v, seen)]));
  };
  if (!(name in schemas)) throw new Error(`El contrato no tiene el esquema ${name}.`);
  return inline(schemas[name], [name]);
}
