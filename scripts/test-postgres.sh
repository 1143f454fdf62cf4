#!/usr/bin/env bash
# Starts a throw-away PostgreSQL (Debian's postgresql package) on 127.0.0.1:54329 for the DATABASE_URL
# test, and prints the URL. Used by .ci/run; handy by hand: export DATABASE_URL=$(bash scripts/test-postgres.sh)
set -euo pipefail
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$bin" ] || { echo "postgresql não instalado (apt-get install postgresql)" >&2; exit 1; }
dir=${PGTEST_DIR:-/tmp/vendas-pg}
port=54329
if ! su postgres -c "$bin/pg_ctl -D $dir status" >/dev/null 2>&1; then
  rm -rf "$dir" && mkdir -p "$dir" && chown postgres "$dir"
  su postgres -c "$bin/initdb -D $dir -U postgres --auth=trust -E UTF8 >/dev/null"
  su postgres -c "$bin/pg_ctl -D $dir -o '-p $port -k /tmp -c listen_addresses=127.0.0.1' -l $dir/log -w start >/dev/null"
fi
echo "postgres://postgres@127.0.0.1:$port/postgres"
