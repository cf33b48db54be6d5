#!/usr/bin/env bash
# Story tests (and Lighthouse in the benchmark) drive Debian's Chromium; journeys and docs pages
# drive its headless shell (Debian's chromium-headless-shell: the same engine without the browser's
# own window machinery: the journeys alone took 40 % less CPU in it; tests/e2e/browser.ts). Install what is
# missing when we can; else say how.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
shell_path="${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}"
missing=()
[ -x "$chromium_path" ] || missing+=(chromium)
[ -x "$shell_path" ] || missing+=(chromium-headless-shell)
if [ "${#missing[@]}" -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Missing: ${missing[*]}: installing Debian's packages..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  [ -x "$chromium_path" ] && [ -x "$shell_path" ] && exit 0
fi
cat >&2 <<MSG
Not found: ${missing[*]} ($chromium_path, $shell_path), and it could not be installed automatically.
Install them, then run the tests again:
  sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell
(or set CHROMIUM_PATH and CHROMIUM_HEADLESS_SHELL_PATH to an existing Chromium or Chrome binary and
its headless shell)
MSG
exit 1
