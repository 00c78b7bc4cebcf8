#!/usr/bin/env bash
# Runs a command with the clock at TEST_CLOCK, for it and every process it starts (Node, the servers,
# PostgreSQL, Chromium): libfaketime, preloaded. The clock then runs on from there. Without
# TEST_CLOCK the command runs on the real clock.
#   TEST_CLOCK    the instant, ISO 8601 with its offset or Z: 2028-12-31T23:50:00-05:00
#   FAKETIME_LIB  libfaketimeMT.so.1 (default: Debian's, from the faketime package)
# Usage: bash scripts/test-clock.sh <command> [args…]
set -euo pipefail

[ -n "${TEST_CLOCK:-}" ] || exec "$@"

lib="${FAKETIME_LIB:-$(compgen -G '/usr/lib/*/faketime/libfaketimeMT.so.1' | head -n 1 || true)}"
if [ -z "$lib" ] || [ ! -f "$lib" ]; then
  echo "TEST_CLOCK necesita libfaketime: sudo apt-get install -y faketime (o indica la biblioteca con FAKETIME_LIB)." >&2
  exit 1
fi

# An offset from the real clock, not libfaketime's "@instant": that one starts over in each process
# as it starts, so a server started a minute later would be a minute behind the tests. With an
# offset every process reads the same instant. The instant needs its offset: the machine's time zone
# must not decide what it means. Measured on the real clock, even when this runs under a faked one.
offset=$(env -u LD_PRELOAD -u FAKETIME node -e '
  const at = process.argv[1];
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/.test(at) || Number.isNaN(Date.parse(at))) {
    console.error(`TEST_CLOCK debe ser un instante ISO 8601 con su desfase, como 2028-12-31T23:50:00-05:00: ${at}`);
    process.exit(1);
  }
  const seconds = ((Date.parse(at) - Date.now()) / 1000).toFixed(3);
  console.log(seconds.startsWith("-") ? seconds : `+${seconds}`);
' "$TEST_CLOCK")

# The monotonic clock moves with it (libfaketime's default): Chromium's pages crash when only the
# wall clock moves (FAKETIME_DONT_FAKE_MONOTONIC=1).
case ":${LD_PRELOAD:-}:" in
  *":$lib:"*) ;;
  *) export LD_PRELOAD="$lib${LD_PRELOAD:+:$LD_PRELOAD}" ;;
esac
export FAKETIME="$offset"
exec "$@"
