#!/usr/bin/env bash
# What the suite needs besides node_modules: Debian's Chromium (browser tests, stories), the
# PostgreSQL 15 server binaries (server tests on PostgreSQL), libfaketime (the suite at a chosen
# instant, TEST_CLOCK, through scripts/test-clock.sh, whose own test needs it on every run), nginx
# (the site behind a TLS proxy) and systemd-analyze (the systemd units checked; no systemd runs).
# Installs what is missing when it can (as root, with apt-get, as CI does); otherwise stops at once
# with the one command to run, before the suite spends minutes failing.
#   CHROME_PATH   the browser the tests drive (default /usr/bin/chromium)
#   PG_BIN        a folder holding initdb and pg_ctl (default: the PATH, then /usr/lib/postgresql/*/bin)
#   FAKETIME_LIB  libfaketimeMT.so.1 (default: Debian's, from the faketime package)
#   APT_GET       the package installer (default apt-get from the PATH)
set -euo pipefail

chrome="${CHROME_PATH:-/usr/bin/chromium}"
faketime_lib="${FAKETIME_LIB:-$(compgen -G '/usr/lib/*/faketime/libfaketimeMT.so.1' | head -n 1 || true)}"
apt_get="${APT_GET:-$(command -v apt-get || true)}"

has_postgres() {
  if [ -n "${PG_BIN:-}" ]; then [ -x "$PG_BIN/initdb" ] && [ -x "$PG_BIN/pg_ctl" ]; return; fi
  command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1 && return 0
  compgen -G '/usr/lib/postgresql/*/bin/pg_ctl' >/dev/null
}

missing=()
[ -x "$chrome" ] || missing+=(chromium)
# The production pieces' tests: nginx in front of the built server, systemd-analyze on the units.
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
command -v systemd-analyze >/dev/null 2>&1 || missing+=(systemd)
has_postgres || missing+=(postgresql-15)
[ -n "$faketime_lib" ] && [ -f "$faketime_lib" ] || missing+=(faketime)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ] && [ -n "$apt_get" ] && [ -x "$apt_get" ]; then
  echo "Instalando los paquetes de Debian que faltan para las pruebas: ${missing[*]}"
  "$apt_get" update -qq
  DEBIAN_FRONTEND=noninteractive "$apt_get" install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi

echo "Faltan programas que las pruebas necesitan: ${missing[*]}." >&2
echo "Instálalos con: sudo apt-get install -y ${missing[*]}" >&2
[[ " ${missing[*]} " == *" chromium "* ]] && echo "(o indica otro Chromium con CHROME_PATH=/ruta/al/navegador)" >&2
[[ " ${missing[*]} " == *" postgresql-15 "* ]] && echo "(o indica los binarios de PostgreSQL 15 con PG_BIN=/carpeta/con/initdb)" >&2
[[ " ${missing[*]} " == *" faketime "* ]] && echo "(o indica libfaketime con FAKETIME_LIB=/ruta/a/libfaketimeMT.so.1)" >&2
exit 1
