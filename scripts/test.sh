#!/usr/bin/env bash
# The one test command (npm test): every check the project has, in order, failing fast.
#   TEST_CLOCK  run the tests at this instant (ISO 8601 with its offset, e.g. 2028-12-31T23:50:00-05:00):
#               every process they start sees it too, and the clock runs on (scripts/test-clock.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
export STORYBOOK_DISABLE_TELEMETRY=1 REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true
# The current Node LTS the server is also tested on (package.json engines; docs/operations.md).
LTS_NODE=24.21.0

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

# The machines run Node 20, which left support in April 2026; the server also runs on the current
# LTS (docs/operations.md, "Node"). Each server test file runs once per engine anyway, so the
# embedded engine's run (project server) goes on that Node, from the npm registry's `node` package
# (the same vitest, its workers and the server processes they start on it), and everything else on
# the machine's Node 20: both Nodes proven at no extra cost. The browser tests keep the built server
# on Node 20 with the embedded database (what `npm start` runs); server-pg runs Node 20 on PostgreSQL.
mkdir -p .tmp
rm -f .tmp/suite-times-*.json
[ -z "${TEST_CLOCK:-}" ] || echo "Reloj de las pruebas: empiezan a las $TEST_CLOCK (TZ=${TZ:-sin definir})"
step "Tests: the server on PGlite, on Node $LTS_NODE (the current LTS)"
lts_status=0
SUITE_TIMES_LABEL=lts bash scripts/test-clock.sh npx --yes --package "node@$LTS_NODE" node node_modules/vitest/vitest.mjs run --project server \
  --reporter=default --reporter=json --outputFile.json=.tmp/vitest-lts.json --reporter=./scripts/suite-timing-reporter.ts || lts_status=$?

step 'Tests: unit, machines, server on PostgreSQL 15, contract, browser and stories (Node 20)'
vitest_status=0
SUITE_TIMES_LABEL=main bash scripts/test-clock.sh npx vitest run --project unit --project server-pg --project e2e --project storybook \
  --reporter=default --reporter=json --outputFile.json=.tmp/vitest.json --reporter=./scripts/suite-timing-reporter.ts || vitest_status=$?
end_step; current_step=''
node --import tsx scripts/suite-times.ts 20 || true
[ "$lts_status" -eq 0 ] || echo "vitest en Node $LTS_NODE terminó con el código $lts_status"
[ "$vitest_status" -eq 0 ] || echo "vitest terminó con el código $vitest_status"
node -e '
  const runs = [require("./.tmp/vitest.json"), require("./.tmp/vitest-lts.json")];
  const sum = (k) => runs.reduce((n, r) => n + r[k], 0);
  console.log(`${sum("numPassedTests")} passed, ${sum("numFailedTests")} failed` + (sum("numPendingTests") ? `, ${sum("numPendingTests")} skipped` : ""));
  process.exit(sum("numFailedTests") === 0 && runs.every((r) => r.numTotalTests > 0) ? 0 : 1);
'
[ "$lts_status" -eq 0 ] && [ "$vitest_status" -eq 0 ]
