#!/usr/bin/env bash
# The one test command (npm test): every check the project has, in order, failing fast.
#   TEST_CLOCK  run the tests at this instant (ISO 8601 with its offset, e.g. 2028-12-31T23:50:00-05:00):
#               every process they start sees it too, and the clock runs on (scripts/test-clock.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
export STORYBOOK_DISABLE_TELEMETRY=1 REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true

# Each step's time goes to .tmp/steps.json (scripts/suite-times.ts prints it with vitest's figures).
mkdir -p .tmp
steps_file=.tmp/steps.json
echo '[]' > "$steps_file"
current_step='' step_started=0
end_step() {
  [ -n "$current_step" ] || return 0
  node -e 'const fs=require("fs");const [f,s,t]=process.argv.slice(1);const a=JSON.parse(fs.readFileSync(f));a.push({step:s,seconds:Number(t)});fs.writeFileSync(f,JSON.stringify(a))' "$steps_file" "$current_step" "$(( $(date +%s) - step_started ))"
}
step() {
  end_step
  current_step=$1 step_started=$(date +%s)
  printf '\n== %s\n' "$1"
}
trap end_step EXIT

step 'What the suite needs: Chromium, PostgreSQL 15 and libfaketime'
bash scripts/test-prerequisites.sh

step 'Type check (TypeScript 7)'
npm run --silent typecheck

step 'Lint (import borders)'
npm run --silent lint

step 'Contract: generated types match openapi/viziona.yaml'
npm run --silent api:check

step 'Contract: lint'
npm run --silent api:lint

step 'Build the site'
npm run --silent build >/dev/null

step 'Build Storybook (offline)'
npm run --silent build-storybook >/dev/null

step 'Tests: unit, machines, server on PGlite and PostgreSQL 15, contract, stories and browser'
mkdir -p .tmp
[ -z "${TEST_CLOCK:-}" ] || echo "Reloj de las pruebas: empiezan a las $TEST_CLOCK (TZ=${TZ:-sin definir})"
vitest_status=0
bash scripts/test-clock.sh npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest.json --reporter=./scripts/suite-timing-reporter.ts || vitest_status=$?
end_step; current_step=''
node --import tsx scripts/suite-times.ts 20 || true
[ "$vitest_status" -eq 0 ] || { echo "vitest terminó con el código $vitest_status"; exit "$vitest_status"; }
node -e '
  const r = require("./.tmp/vitest.json");
  console.log(`${r.numPassedTests} passed, ${r.numFailedTests} failed` + (r.numPendingTests ? `, ${r.numPendingTests} skipped` : ""));
  process.exit(r.numFailedTests === 0 && r.numTotalTests > 0 ? 0 : 1);
'
