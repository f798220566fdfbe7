#!/usr/bin/env bash
# Brings up PostgreSQL and Redis on 127.0.0.1 when they do not answer, installing them (and HAProxy, for the
# cluster tests) from Debian when absent,
# so the server tests never depend on what a machine happened to have running.
set -u
answers() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
apt_ready=0
need() {
  command -v "$1" >/dev/null 2>&1 && return 0
  [ "$apt_ready" = 1 ] || { apt-get update -qq; apt_ready=1; }
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$2" >/dev/null
}
if ! answers 5432; then
  [ -d /etc/postgresql ] && [ -n "$(ls /etc/postgresql 2>/dev/null)" ] || need psql postgresql
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start || true
  for _ in $(seq 1 30); do answers 5432 && break; sleep 1; done
  psql -h 127.0.0.1 -U postgres -tc "select 1 from pg_database where datname='test'" | grep -q 1 \
    || psql -h 127.0.0.1 -U postgres -c "create database test" || true
fi
if ! answers 6379; then
  need redis-server redis-server
  redis-server --daemonize yes --bind 127.0.0.1 --save "" --appendonly no
  for _ in $(seq 1 30); do answers 6379 && break; sleep 1; done
fi
# The cluster tests run two instances behind Debian's HAProxy.
need haproxy haproxy
answers 5432 || { echo "PostgreSQL does not answer on 127.0.0.1:5432" >&2; exit 1; }
answers 6379 || { echo "Redis does not answer on 127.0.0.1:6379" >&2; exit 1; }
echo "services: PostgreSQL and Redis answer"
