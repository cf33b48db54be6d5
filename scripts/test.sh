#!/usr/bin/env bash
# The README's test command: lint, format, type-check, then every Vitest project (unit, storybook in
# Chromium, api on SQLite and on PostgreSQL when TEST_DATABASE_URL is set, e2e journeys, docs: the
# docs pages of the static Storybook).
#
# The groups are independent, so they run as concurrent processes, two slots at a time by default
# (one per core; a slot is a group, or the two API groups side by side): each line of output is
# prefixed with its group, each group's whole output is also kept in test-results/logs/<group>.log,
# and the run ends with the time each group took and Vitest-style totals of all of them. The exit
# code is nonzero when any group fails.
#
#   bash scripts/test.sh                     everything, TEST_JOBS slots at a time (default: 2)
#   TEST_GROUPS="unit checks" bash scripts/test.sh   only those groups
#   bash scripts/test.sh --project unit ...  only `vitest run <arguments>`, after the checks
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh || exit 1

results=test-results
rm -rf "$results"
mkdir -p "$results/logs" "$results/runs"
started=$(date +%s)

# run_group NAME COMMAND...: runs COMMAND, prefixing its lines with [NAME], and records
# "<exit code> <seconds> <CPU seconds>" in test-results/runs/NAME.status. The CPU is what every
# process of the group spent (Vitest and its workers, the browsers, builds), user and system, read
# from a cpuacct control group of its own; "-" where the machine gives no writable one (not root).
cpuacct=/sys/fs/cgroup/cpuacct
run_group() {
  local name=$1
  shift
  local from=$(date +%s) cgroup="$cpuacct/idl-test-$$-${name//:/-}" cpu=-
  if mkdir "$cgroup" 2>/dev/null && echo "$BASHPID" >"$cgroup/cgroup.procs" 2>/dev/null; then :; else cgroup=; fi
  "$@" 2>&1 | tee "$results/logs/$name.log" | sed -u "s/^/[$name] /"
  local code=${PIPESTATUS[0]}
  if [ -n "$cgroup" ]; then
    cpu=$(($(cat "$cgroup/cpuacct.usage") / 1000000000))
    echo "$BASHPID" >"$cpuacct/cgroup.procs"
    rmdir "$cgroup" 2>/dev/null || true # a process left behind keeps it; it goes when that one ends
  fi
  echo "$code $(($(date +%s) - from)) $cpu" >"$results/runs/$name.status"
  return "$code"
}

# ESLint's type-aware rules allocate many short-lived objects: a young generation of 64 MB instead of
# V8's default 16 MB spends less on garbage collection (a whole lint: about 118 s of CPU -> 109 s).
checks() {
  echo "== lint" && NODE_OPTIONS="${NODE_OPTIONS:-} --max-semi-space-size=64" npx eslint . --max-warnings 0 &&
    echo "== format" && npx prettier --check . --log-level warn &&
    echo "== type-check" && npm run --silent typecheck
}

# vitest_reported REPORT ARGUMENTS...: `vitest run ARGUMENTS`, its results also in a JSON report
# (test-results/runs/REPORT.json) that the summary adds up.
vitest_reported() {
  local report=$1
  shift
  npx vitest run "$@" --reporter=default --reporter=json \
    --outputFile.json="$results/runs/$report.json"
}

# wait_all PID...: waits for every one of them; nonzero when any failed.
wait_all() {
  local pid code=0
  for pid in "$@"; do wait "$pid" || code=1; done
  return "$code"
}

# vitest_project NAME: one Vitest project (an API group also runs its api:<db>:mocks project, the
# files that vi.mock a module of the app). An API group runs two files at a time: Vitest's default
# on two cores is one, and an API group ending last then left a core idle (a quiet fresh clone:
# api:postgres alone for the last minute). Alone, api:sqlite took 62 s of wall clock at 93 s of CPU
# with two, 98 s at 87 s with one; each file has a database of its own.
vitest_project() {
  local args=(--project "$1")
  case "$1" in api:*) args+=(--project "$1:mocks" --maxWorkers=2) ;; esac
  vitest_reported "$1" "${args[@]}"
}

# stories: the storybook project, one Vitest process whose two test pages run story files side by
# side (vitest.config.ts), with its JSON report (storybook.1.json). STORY_SHARDS=n splits the story
# files among n such processes at once (--shard), each with its own browser, Vite cache and report
# (storybook.<i>.json), its lines prefixed [i/n]: on two cores one process of two pages did the same
# work as two processes of one page at about three quarters of their CPU. The stories run on React's
# production build (NODE_ENV=production; Vitest keeps Vite's mode `test`), as the published Storybook
# and the shop do: a quarter of the stories (240) took 196 to 206 s of CPU so, 230 to 241 s on the
# development build (alternately, on a slow machine). `npm run test:stories` does the same.
stories() {
  local n=${STORY_SHARDS:-1} i pids=()
  for ((i = 1; i <= n; i++)); do
    (
      set -o pipefail
      NODE_ENV=production STORY_SHARD=$i vitest_reported "storybook.$i" --project storybook --shard="$i/$n" 2>&1 |
        if ((n > 1)); then sed -u "s|^|[$i/$n] |"; else cat; fi
    ) &
    pids+=($!)
  done
  wait_all "${pids[@]}"
}

if [ "$#" -gt 0 ]; then
  run_group checks checks || exit 1
  npx vitest run "$@"
  exit $?
fi

# The suite is bound by CPU (about an hour of it on this machine kind, 2 cores), so running more
# groups at once does not end it sooner: all seven at once took 33 minutes, and starved the browser
# groups into their time limits (a docs page not loaded in 30 s, a story picture not settled in 30
# s; stop 36's CI). Two slots at a time keep both cores busy while each has about one core, as when
# it runs alone. A slot is a group, or groups joined by "+" that run side by side in it: each API
# group keeps about half a core busy itself (a quiet fresh clone: api:postgres 4 m 34 s of wall
# clock for 2 m 28 s of CPU), so the two share a slot; api:postgres also keeps the PostgreSQL server
# busy, outside its CPU figure (alone: 95 s of CPU in 166 s, and the server's 60 s). The two groups
# with most CPU first (on a slow machine e2e and storybook about 6 to 9 min each); then those that
# keep one core busy at most (checks 4 to 5, unit 3 to 4, the API groups 2 to 3 each); docs last:
# its four tabs use both cores (alone, its build cached: 3 m 47 s of CPU in 1 m 59 s), so it fills
# whatever the groups before it leave idle, where unit, ending last, left one core idle for its
# last minute (a quiet fresh clone).
slots=(e2e storybook checks unit api:postgres+api:sqlite docs)
[ -n "${TEST_DATABASE_URL:-}" ] || slots=(e2e storybook checks unit api:sqlite docs)
# TEST_GROUPS="unit checks" runs only those groups (one slot each, or joined by "+").
[ -z "${TEST_GROUPS:-}" ] || read -r -a slots <<<"$TEST_GROUPS"
groups=()
for slot in "${slots[@]}"; do
  IFS=+ read -r -a parts <<<"$slot"
  groups+=("${parts[@]}")
done
jobs_limit=${TEST_JOBS:-2}
export TEST_JOBS_LIMIT=$jobs_limit

# run_slot SLOT: each group of the slot at once; nonzero when any failed.
run_slot() {
  local parts group pids=()
  IFS=+ read -r -a parts <<<"$1"
  for group in "${parts[@]}"; do
    case $group in
      checks) run_group checks checks & ;;
      storybook) run_group storybook stories & ;;
      *) run_group "$group" vitest_project "$group" & ;;
    esac
    pids+=($!)
  done
  wait_all "${pids[@]}"
}

for slot in "${slots[@]}"; do
  while [ "$(jobs -rp | wc -l)" -ge "$jobs_limit" ]; do wait -n; done
  run_slot "$slot" &
done
wait

node scripts/test-report.mjs "$results"
node scripts/test-summary.mjs "$results" "$started" "${groups[@]}"
