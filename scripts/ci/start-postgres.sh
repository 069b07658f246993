#!/usr/bin/env bash
# Starts Debian's PostgreSQL cluster on 127.0.0.1:5432 with password 'postgres' and a database 'test'.
set -euo pipefail
version=$(ls /etc/postgresql 2>/dev/null | sort -n | tail -1)
if [ -z "$version" ]; then
  echo "PostgreSQL is not installed" >&2
  exit 1
fi
cluster=main
if ! pg_lsclusters -h | awk '{print $1" "$2}' | grep -q "^$version $cluster$"; then
  pg_createcluster "$version" "$cluster"
fi
if ! pg_lsclusters -h | awk -v v="$version" '$1==v && $2=="main" {print $4}' | grep -q online; then
  # Another run may be starting it at the same moment: readiness is checked below.
  pg_ctlcluster --skip-systemctl-redirect "$version" "$cluster" start || true
fi
for _ in $(seq 1 30); do
  su postgres -c "psql -qAtc 'select 1'" >/dev/null 2>&1 && break
  sleep 1
done
# Two CI runs may start side by side: a step the other run is doing at the same moment can fail
# ("tuple concurrently updated", "already exists"); it is tried again until its result holds.
password_set() { PGPASSWORD=postgres psql -h 127.0.0.1 -U postgres -qAtc 'select 1' >/dev/null 2>&1; }
test_database_exists() {
  su postgres -c "psql -qAtc \"select 1 from pg_database where datname = 'test'\"" | grep -q 1
}
for _ in $(seq 1 10); do
  password_set || su postgres -c "psql -qc \"alter user postgres password 'postgres'\"" || true
  test_database_exists || su postgres -c "psql -qc 'create database test'" || true
  password_set && test_database_exists && break
  sleep 1
done
if ! { password_set && test_database_exists; }; then
  echo "PostgreSQL $version: could not set the postgres password or create the database 'test'" >&2
  exit 1
fi
echo "PostgreSQL $version ready on 127.0.0.1:5432"
