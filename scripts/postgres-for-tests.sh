#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on 127.0.0.1:54329 for the PostgreSQL test lane and prints its
# DATABASE_URL. Needs Debian's postgresql package (the CI script installs it). Stop it with
#   pg_ctl -D /tmp/kayoi-pg/data stop
set -euo pipefail
bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
root=/tmp/kayoi-pg
port=54329
if [ -f "$root/data/postmaster.pid" ] && "$bin/pg_isready" -h 127.0.0.1 -p "$port" -q; then
  echo "postgres://postgres@127.0.0.1:$port/postgres"
  exit 0
fi
rm -rf "$root" && mkdir -p "$root"
as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$root"
as_pg "$bin/initdb -D $root/data -U postgres -A trust -E UTF8 --locale=C.UTF-8 >$root/initdb.log 2>&1"
as_pg "$bin/pg_ctl -D $root/data -l $root/server.log -o '-p $port -k $root -c listen_addresses=127.0.0.1 -c fsync=off' -w start >/dev/null"
echo "postgres://postgres@127.0.0.1:$port/postgres"
