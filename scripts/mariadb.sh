#!/usr/bin/env bash
# Starts a throw-away MariaDB on loopback for the tests of MySQL data sources: `scripts/mariadb.sh start DIR PORT`
# prints nothing on success; `scripts/mariadb.sh stop DIR` stops it. Runs as the mysql user when root.
# `root` answers on 127.0.0.1:PORT with the password in MARIADB_TEST_PASSWORD (default console-test), and on the
# socket DIR/mariadb.sock without one.
set -euo pipefail
cmd=$1
dir=$2
password=${MARIADB_TEST_PASSWORD:-console-test}
# /usr/sbin is not on every user's PATH.
mariadbd=$(command -v mariadbd || echo /usr/sbin/mariadbd)
as_mysql() { if [ "$(id -u)" -eq 0 ]; then runuser -u mysql -- "$@"; else "$@"; fi; }
admin() { mariadb --no-defaults --socket="$dir/mariadb.sock" -uroot "$@"; }

case "$cmd" in
  start)
    port=$3
    rm -rf "$dir"
    mkdir -p "$dir"
    [ "$(id -u)" -eq 0 ] && chown mysql:mysql "$dir"
    as_mysql mariadb-install-db --no-defaults --datadir="$dir/data" --auth-root-authentication-method=normal \
      --skip-test-db >"$dir/install.log" 2>&1
    # Small and careless about durability: a test database lives for one test file.
    as_mysql setsid "$mariadbd" --no-defaults --datadir="$dir/data" --socket="$dir/mariadb.sock" --pid-file="$dir/mariadbd.pid" \
      --port="$port" --bind-address=127.0.0.1 --skip-name-resolve --log-error="$dir/server.log" \
      --innodb-buffer-pool-size=32M --innodb-log-file-size=16M --innodb-flush-log-at-trx-commit=0 --skip-log-bin \
      --character-set-server=utf8mb4 --collation-server=utf8mb4_unicode_ci </dev/null >/dev/null 2>&1 &
    # Ready when it answers on its socket: at most 60 s.
    for _ in $(seq 1 600); do
      mariadb-admin --no-defaults --socket="$dir/mariadb.sock" -uroot --connect-timeout=1 ping >/dev/null 2>&1 && break
      if ! kill -0 $! 2>/dev/null; then echo "mariadbd exited; see $dir/server.log" >&2; exit 1; fi
      sleep 0.1
    done
    admin -e "CREATE OR REPLACE USER 'root'@'127.0.0.1' IDENTIFIED BY '$password'; GRANT ALL ON *.* TO 'root'@'127.0.0.1' WITH GRANT OPTION;"
    ;;
  stop)
    if [ -f "$dir/mariadbd.pid" ]; then
      pid=$(cat "$dir/mariadbd.pid")
      kill "$pid" 2>/dev/null || true
      for _ in $(seq 1 300); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    fi
    ;;
esac
