#!/usr/bin/env bash
# Installs through apt what npm cannot: PostgreSQL (for the API suite's second run), MariaDB (the MySQL data
# sources' tests start their own, scripts/mariadb.sh) and Chromium with CJK fonts (for end-to-end tests). Does
# nothing for what is already there.
set -euo pipefail

need=()
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
[ -x /usr/sbin/mariadbd ] || command -v mariadbd >/dev/null 2>&1 || need+=(mariadb-server)
command -v chromium >/dev/null 2>&1 || need+=(chromium)
dpkg -s fonts-noto-cjk >/dev/null 2>&1 || need+=(fonts-noto-cjk)

if [ ${#need[@]} -gt 0 ]; then
  echo "Installing system packages: ${need[*]}"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
