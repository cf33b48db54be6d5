#!/usr/bin/env bash
# The README's test command: lint, format, type-check, then every Vitest project
# (unit, storybook in Chromium, api on SQLite and on PostgreSQL when TEST_DATABASE_URL is set).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
echo "== lint"; npx eslint . --max-warnings 0
echo "== format"; npx prettier --check . --log-level warn
echo "== type-check"; npx tsc -b
echo "== tests"; npx vitest run "$@"
