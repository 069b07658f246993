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
  pg_ctlcluster --skip-systemctl-redirect "$version" "$cluster" start
fi
for _ in $(seq 1 30); do
  su postgres -c "psql -qAtc 'select 1'" >/dev/null 2>&1 && break
  sleep 1
done
su postgres -c "psql -qc \"alter user postgres password 'postgres'\""
su postgres -c "psql -qAtc \"select 1 from pg_database where datname = 'test'\"" | grep -q 1 ||
  su postgres -c "psql -qc 'create database test'"
echo "PostgreSQL $version ready on 127.0.0.1:5432"
