// Generates openapi/types.gen.ts from openapi/viziona.yaml with openapi-typescript.
//
//   node --import tsx openapi/generate.ts           write types.gen.ts
//   node --import tsx openapi/generate.ts --check   write nothing; exit 1 when types.gen.ts is stale
//
// Both modes also check that index.ts has a type alias for every schema of the contract.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';

const dir = path.dirname(fileURLToPath(import.meta.url));
const specFile = path.join(dir, 'viziona.yaml');
const outFile = path.join(dir, 'types.gen.ts');
const indexFile = path.join(dir, 'index.ts');
const rulesFile = path.join(dir, 'rules.gen.ts');
const rel = (file: string) => path.relative(process.cwd(), file) || file;

const HEADER = '// Generated from viziona.yaml by openapi/generate.ts — do not edit.\n// Regenerate with `npm run api:gen`.\n\n';

async function generate(): Promise<string> {
  const ast = await openapiTS(pathToFileURL(specFile), { silent: true });
  return HEADER + astToString(ast);
}

type SchemaDoc = {
  components?: {
    schemas?: Record<string, { type?: string; enum?: unknown[]; pattern?: string; 'x-enum-varnames'?: string[]; 'x-enum-descriptions'?: string[] }>;
  };
};

/**
 * The contract's enums and patterns as values, for the rules both sides check (one source per
 * rule): `<Schema>Values` for every enum schema, `<Schema>Pattern` for every pattern schema, and for
 * an integer enum with `x-enum-varnames` its values by name (`<Schema>` = { name: value }) and, with
 * `x-enum-descriptions`, the words each value shows (`<Schema>Names` = { value: words }).
 * Browser-safe: no imports.
 */
function generateRules(): string {
  const doc = parse(fs.readFileSync(specFile, 'utf8')) as SchemaDoc;
  const lines: string[] = [];
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) {
    if (schema.type === 'string' && Array.isArray(schema.enum)) {
      lines.push(`export const ${name}Values = ${JSON.stringify(schema.enum)} as const;`);
    }
    const names = schema['x-enum-varnames'];
    if (schema.type === 'integer' && Array.isArray(schema.enum) && names) {
      if (names.length !== schema.enum.length) throw new Error(`${name}: x-enum-varnames must name every value of the enum`);
      lines.push(`export const ${name} = ${JSON.stringify(Object.fromEntries(names.map((n, i) => [n, schema.enum![i]])))} as const;`);
      const words = schema['x-enum-descriptions'];
      if (words) {
        if (words.length !== schema.enum.length) throw new Error(`${name}: x-enum-descriptions must describe every value of the enum`);
        lines.push(`export const ${name}Names = ${JSON.stringify(Object.fromEntries(words.map((w, i) => [schema.enum![i], w])))} as const;`);
      }
    }
    if (schema.type === 'string' && typeof schema.pattern === 'string') {
      lines.push(`export const ${name}Pattern = new RegExp(${JSON.stringify(schema.pattern)});`);
    }
  }
  return HEADER + lines.join('\n') + '\n';
}

/** Schema names that index.ts does not alias as `export type X = components['schemas']['X']`. */
function missingAliases(): string[] {
  const doc = parse(fs.readFileSync(specFile, 'utf8')) as { components?: { schemas?: Record<string, unknown> } };
  const index = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : '';
  return Object.keys(doc.components?.schemas ?? {}).filter(
    (name) => !index.includes(`export type ${name} = components['schemas']['${name}'];`),
  );
}

async function main() {
  const check = process.argv.includes('--check');
  const generated = await generate();
  const rules = generateRules();
  const missing = missingAliases();

  if (check) {
    const current = fs.existsSync(outFile) ? fs.readFileSync(outFile, 'utf8') : null;
    if (current !== generated) {
      console.error(`${rel(outFile)} is out of date with ${rel(specFile)}: run \`npm run api:gen\`.`);
      process.exit(1);
    }
    if ((fs.existsSync(rulesFile) ? fs.readFileSync(rulesFile, 'utf8') : null) !== rules) {
      console.error(`${rel(rulesFile)} is out of date with ${rel(specFile)}: run \`npm run api:gen\`.`);
      process.exit(1);
    }
    if (missing.length > 0) {
      console.error(`${rel(indexFile)} lacks type aliases for: ${missing.join(', ')}.`);
      process.exit(1);
    }
    return;
  }

  fs.writeFileSync(outFile, generated);
  fs.writeFileSync(rulesFile, rules);
  console.log(`wrote ${rel(outFile)} and ${rel(rulesFile)}`);
  if (missing.length > 0) {
    console.error(`${rel(indexFile)} lacks type aliases for: ${missing.join(', ')}.`);
    process.exit(1);
  }
}

main().catch((err: unknown) => {
  console.error(`openapi/generate.ts: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
