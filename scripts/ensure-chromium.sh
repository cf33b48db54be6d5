#!/usr/bin/env bash
# Story and end-to-end tests drive Debian's Chromium. Install it when missing and we can; else say how.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_path" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium package..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [ -x "$chromium_path" ] && exit 0
fi
cat >&2 <<MSG
Chromium was not found at $chromium_path and could not be installed automatically.
Install it, then run the tests again:
  sudo apt-get update && sudo apt-get install -y chromium
(or set CHROMIUM_PATH to an existing Chromium or Chrome binary)
MSG
exit 1
