#!/usr/bin/env bash
# CI's visual review step: publishes the static Storybook to Chromatic when CHROMATIC_PROJECT_TOKEN
# is set, and says plainly that it skipped when not (the pixel checks of `npm test` run either way).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${CHROMATIC_PROJECT_TOKEN:-}" ]; then
  echo "Chromatic: skipped, CHROMATIC_PROJECT_TOKEN is not set (README, Visual review, says how to connect it)."
  exit 0
fi
# CHROMATIC_STORYBOOK_DIR publishes a Storybook built already (the script's test uses a tiny one).
storybook_dir="${CHROMATIC_STORYBOOK_DIR:-storybook-static}"
if [ -z "${CHROMATIC_STORYBOOK_DIR:-}" ]; then
  npx storybook build --quiet -o "$storybook_dir"
fi
# Changes wait for a reviewer in Chromatic; the step fails only when a story cannot be rendered.
npx chromatic --storybook-build-dir "$storybook_dir" --exit-zero-on-changes --skip-update-check
