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
const rel = (file: string) => path.relative(process.cwd(), file) || file;

const HEADER = '// Generated from viziona.yaml by openapi/generate.ts — do not edit.\n// Regenerate with `npm run api:gen`.\n\n';

async function generate(): Promise<string> {
  const ast = await openapiTS(pathToFileURL(specFile), { silent: true });
  return HEADER + astToString(ast);
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
  const missing = missingAliases();

  if (check) {
    const current = fs.existsSync(outFile) ? fs.readFileSync(outFile, 'utf8') : null;
    if (current !== generated) {
      console.error(`${rel(outFile)} is out of date with ${rel(specFile)}: run \`npm run api:gen\`.`);
      process.exit(1);
    }
    if (missing.length > 0) {
      console.error(`${rel(indexFile)} lacks type aliases for: ${missing.join(', ')}.`);
      process.exit(1);
    }
    return;
  }

  fs.writeFileSync(outFile, generated);
  console.log(`wrote ${rel(outFile)}`);
  if (missing.length > 0) {
    console.error(`${rel(indexFile)} lacks type aliases for: ${missing.join(', ')}.`);
    process.exit(1);
  }
}

main().catch((err: unknown) => {
  console.error(`openapi/generate.ts: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
