#!/usr/bin/env bash
# `npm run cluster`: the app as N servers on one database, on this machine (docs/contrato.md §8, issue 17):
#
#   HAProxy :PORT (round-robin, health check GET /api/health)
#     └─ N app processes :APP_PORT+1 … :APP_PORT+N (X-Servidor: app-1 … app-N)
#          ├─ DATABASE_URL      → pgbouncer :PG_PORT+2 (transaction pooling) → PostgreSQL primary :PG_PORT
#          └─ DATABASE_READ_URL → PostgreSQL streaming replica :PG_PORT+1 (pg_basebackup -R)
#
# Between the app, pgbouncer and PostgreSQL, Unix sockets in the run directory (named by those ports), not loopback
# TCP: no TCP stack on either side of each statement. Everything else listens on 127.0.0.1 (the databases too, for
# the replication and psql) and lives in a temporary directory, removed on exit (KEEP=1 keeps it). Ctrl-C
# or SIGTERM stops it all. PostgreSQL and pgbouncer refuse to run as root: as root they run as the `postgres`
# user that Debian's postgresql package creates (as scripts/test-postgres.sh does).
#
# Needs Debian's postgresql, pgbouncer and haproxy (apt-get install -y postgresql pgbouncer haproxy).
# Settings (environment): N (2), PORT (3000), APP_PORT (PORT+10), PG_PORT (55432), DEMO_DATA (1: the demo on
# the new database), CLIENT_BUILD (1: build the client when missing or stale; 0: API only), LOG_LEVEL (warn),
# SEED_VENDAS (unset: none; N: the demo plus N sales of Alfa by `npm run seed -- --vendas N`, straight on the primary
# before the app starts, as `npm run bench` does), PG_CACHE (a directory: the filled primary is kept there, and
# the next start with PG_CACHE copies it instead of initdb and seed), PG_OPTS (more `-c name=value` for both
# PostgreSQL servers), APP_NODE_ARGS (more options for each app's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof":
# node refuses --cpu-prof in NODE_OPTIONS).
# Once every part answers, prints a line starting "cluster pronto:" (tests wait for it) that names HAProxy's admin
# socket (scripts/bench-cluster.ts takes processes out of the rotation through it).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

N=${N:-2}
PORT=${PORT:-3000}
APP_PORT=${APP_PORT:-$((PORT + 10))}
PG_PORT=${PG_PORT:-55432}
REPLICA_PORT=$((PG_PORT + 1))
BOUNCER_PORT=$((PG_PORT + 2))
LOG_LEVEL=${LOG_LEVEL:-warn}
[[ $N =~ ^[1-9][0-9]*$ ]] || { echo "N deve ser um inteiro positivo (recebido: $N)" >&2; exit 1; }

say() { echo "[cluster] $*" >&2; }
need() { command -v "$1" >/dev/null 2>&1 || [ -x "/usr/sbin/$1" ] || { say "$1 não instalado ($2)"; exit 1; }; }
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
[ -n "$bin" ] || { say "postgresql não instalado (apt-get install -y postgresql)"; exit 1; }
need pgbouncer "apt-get install -y pgbouncer"
need haproxy "apt-get install -y haproxy"
PATH="$PATH:/usr/sbin"

# under /tmp, not $TMPDIR: the postgres user must reach it when this runs as root
dir=$(mktemp -d /tmp/vendas-cluster.XXXXXX)
chmod 755 "$dir"
mkdir -p "$dir/run" "$dir/log"
if [ "$(id -u)" = 0 ]; then
  id postgres >/dev/null 2>&1 || { say "usuário postgres inexistente (instale o pacote postgresql)"; exit 1; }
  chown postgres "$dir/run" "$dir/log"
  # as the postgres user, in a login-less shell; $1 is one command line
  as_db() { su postgres -s /bin/bash -c "$1"; }
else
  as_db() { bash -c "$1"; }
fi

app_pids=()
haproxy_pid=
stopping=0
stop() {
  [ "$stopping" = 1 ] && return
  stopping=1
  say "encerrando"
  for pid in "${app_pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "${app_pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  [ -n "$haproxy_pid" ] && { kill -TERM "$haproxy_pid" 2>/dev/null || true; wait "$haproxy_pid" 2>/dev/null || true; }
  [ -f "$dir/run/pgbouncer.pid" ] && as_db "kill -TERM \$(cat $dir/run/pgbouncer.pid)" 2>/dev/null || true
  for pg in replica primary; do
    [ -d "$dir/$pg" ] && as_db "$bin/pg_ctl -D $dir/$pg -m fast -w stop" >/dev/null 2>&1 || true
  done
  if [ "${KEEP:-0}" = 1 ]; then say "mantido: $dir"; else rm -rf "$dir"; fi
}
trap stop EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# 1. the primary, allowing streaming replication from loopback (initdb's pg_hba trusts it with --auth=trust)
say "PostgreSQL primário em 127.0.0.1:$PG_PORT ($dir)"
mkdir -p -m 700 "$dir/primary" "$dir/replica"
[ "$(id -u)" = 0 ] && chown postgres "$dir/primary" "$dir/replica"
# (PG_CACHE holding a filled primary: a copy of it instead, seed included)
cached=0
if [ -n "${PG_CACHE:-}" ] && [ -f "$PG_CACHE/filled" ]; then
  say "primário copiado de $PG_CACHE"
  cp -a "$PG_CACHE/primary/." "$dir/primary/"
  [ "$(id -u)" = 0 ] && chown -R postgres "$dir/primary"
  chmod 700 "$dir/primary"
  cached=1
else
  as_db "$bin/initdb -D $dir/primary -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >$dir/log/initdb.log 2>&1"
fi
pg_opts="-c listen_addresses=127.0.0.1 -k $dir/run -c wal_level=replica -c max_wal_senders=5 -c hot_standby=on -c max_connections=200 ${PG_OPTS:-}"
as_db "$bin/pg_ctl -D $dir/primary -o '-p $PG_PORT $pg_opts' -l $dir/log/primary.log -w start >/dev/null"

# 2. the replica: a base backup with -R (standby.signal and primary_conninfo), streaming from the primary
say "réplica em 127.0.0.1:$REPLICA_PORT (pg_basebackup -R)"
as_db "$bin/pg_basebackup -h 127.0.0.1 -p $PG_PORT -U postgres -D $dir/replica -R -X stream -c fast"
as_db "$bin/pg_ctl -D $dir/replica -o '-p $REPLICA_PORT $pg_opts' -l $dir/log/replica.log -w start >/dev/null"

# 3. pgbouncer before the primary: transaction pooling (the app keeps no session state; its migrations and its
#    maintenance use transaction-scoped advisory locks)
say "pgbouncer em 127.0.0.1:$BOUNCER_PORT"
cat >"$dir/run/pgbouncer.ini" <<EOF
[databases]
postgres = host=$dir/run port=$PG_PORT dbname=postgres user=postgres
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $BOUNCER_PORT
unix_socket_dir = $dir/run
auth_type = trust
auth_file = $dir/run/userlist.txt
pool_mode = transaction
max_client_conn = 1000
default_pool_size = 40
ignore_startup_parameters = extra_float_digits,options
logfile = $dir/log/pgbouncer.log
pidfile = $dir/run/pgbouncer.pid
EOF
echo '"postgres" ""' >"$dir/run/userlist.txt"
[ "$(id -u)" = 0 ] && chown postgres "$dir/run/pgbouncer.ini" "$dir/run/userlist.txt"
as_db "pgbouncer -d -q $dir/run/pgbouncer.ini"

# 4. the sales of the bench, when asked: the seed migrates and fills the primary directly (not through pgbouncer)
demo_data=${DEMO_DATA:-1}
if [ "$cached" = 1 ]; then
  demo_data=0
elif [ -n "${SEED_VENDAS:-}" ]; then
  say "seed: demo + $SEED_VENDAS vendas no primário"
  DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres" node --import tsx scripts/seed.ts --vendas "$SEED_VENDAS" >&2
  demo_data=0
  if [ -n "${PG_CACHE:-}" ]; then
    # a base backup of the filled primary, for the next start (PG_CACHE/filled marks it complete)
    say "guardando o primário em $PG_CACHE"
    rm -rf "$PG_CACHE/primary.tmp" && mkdir -p "$PG_CACHE"
    "$bin/pg_basebackup" -h 127.0.0.1 -p "$PG_PORT" -U postgres -D "$PG_CACHE/primary.tmp" -X stream -c fast
    rm -rf "$PG_CACHE/primary" && mv "$PG_CACHE/primary.tmp" "$PG_CACHE/primary" && date -u >"$PG_CACHE/filled"
  fi
fi

# 5. the app processes; the first migrates (and seeds the demo) alone, then the others start together
if [ "${CLIENT_BUILD:-1}" != 0 ]; then
  node --import tsx --input-type=module -e "await (await import('./scripts/client-build.ts')).ensureClientBuilt()"
fi
# through the sockets in $dir/run (the host part percent-encoded: a directory names a Unix socket)
socket_host=$(printf %s "$dir/run" | sed 's|/|%2F|g')
primary_url="postgres://postgres@$socket_host:$BOUNCER_PORT/postgres"
replica_url="postgres://postgres@$socket_host:$REPLICA_PORT/postgres"
start_app() {
  local i=$1 demo=$2
  PORT=$((APP_PORT + i)) HOST=127.0.0.1 SERVER_NAME="app-$i" DATABASE_URL="$primary_url" \
    DATABASE_READ_URL="$replica_url" TRUST_PROXY=127.0.0.1 DEMO_DATA="$demo" LOG_LEVEL="$LOG_LEVEL" \
    node ${APP_NODE_ARGS:-} --import tsx server/server.ts >"$dir/log/app-$i.log" 2>&1 &
  app_pids+=($!)
}
# GET /api/health answered 200 (bash's /dev/tcp: no curl needed on a bare machine)
healthy() {
  local status=
  { exec 3<>"/dev/tcp/127.0.0.1/$1"; } 2>/dev/null || return 1
  printf 'GET /api/health HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n' >&3
  read -r -t 5 _ status _ <&3 || true
  exec 3<&- 3>&-
  [ "$status" = 200 ]
}
wait_for() {
  local port=$1 what=$2 pid=${3:-} deadline=$((SECONDS + ${START_TIMEOUT:-300}))
  until healthy "$port"; do
    if [ -n "$pid" ] && ! kill -0 "$pid" 2>/dev/null; then
      say "$what saiu:"; cat "$dir/log/$what.log" >&2; exit 1
    fi
    [ $SECONDS -lt $deadline ] || { say "$what não respondeu a tempo"; exit 1; }
    sleep 0.2
  done
}
say "$N processos do app em 127.0.0.1:$((APP_PORT + 1))…$((APP_PORT + N))"
start_app 1 "$demo_data"
wait_for $((APP_PORT + 1)) app-1 "${app_pids[0]}"
for ((i = 2; i <= N; i++)); do start_app "$i" 0; done
for ((i = 2; i <= N; i++)); do wait_for $((APP_PORT + i)) "app-$i" "${app_pids[$((i - 1))]}"; done

# 6. HAProxy in front: round-robin per request, a process that fails its health check leaves the rotation
{
  cat <<EOF
global
  maxconn 4000
  stats socket $dir/run/haproxy.sock mode 600 level admin
defaults
  mode http
  option forwardfor
  timeout connect 5s
  timeout client 60s
  timeout server 60s
frontend app
  bind 127.0.0.1:$PORT
  default_backend apps
backend apps
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
EOF
  for ((i = 1; i <= N; i++)); do echo "  server app-$i 127.0.0.1:$((APP_PORT + i)) check inter 1s fall 2 rise 1"; done
} >"$dir/run/haproxy.cfg"
haproxy -c -q -f "$dir/run/haproxy.cfg"
haproxy -db -f "$dir/run/haproxy.cfg" >"$dir/log/haproxy.log" 2>&1 &
haproxy_pid=$!
wait_for "$PORT" haproxy "$haproxy_pid"

echo "cluster pronto: http://127.0.0.1:$PORT ($N processos; primário :$PG_PORT via pgbouncer :$BOUNCER_PORT, réplica :$REPLICA_PORT; registros em $dir/log; admin do HAProxy em $dir/run/haproxy.sock)"
# until a signal, or until a part stops by itself
wait -n "${app_pids[@]}" "$haproxy_pid" || true
say "um processo parou sozinho"
exit 1
