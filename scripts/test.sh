#!/usr/bin/env bash
# Every test: lint, types, unit (jest), server on SQLite and (when reachable) PostgreSQL, the remote
# template, then the browser tests against the production build.
#
# The steps overlap ("The test command" in docs/architecture.md): once the build and types are
# there, the browser tests run in the background while jest on SQLite and PostgreSQL and the
# remote template check run in the foreground. (Lint runs alone first: its fixtures write files into the
# tree for a moment, which a build reading the tree must not see.) Each background
# step writes its own log, printed whole when it ends; the step's time is printed with it.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS
bash scripts/setup.sh

logs="$(mktemp -d)"
background=()
# a step left running when the script stops (a failure) goes with it, its children too
kill_tree() {
  local child
  for child in $(pgrep -P "$1" || true); do kill_tree "$child"; done
  kill "$1" 2>/dev/null || true
}
stop_steps() {
  for pid in "${background[@]}"; do kill_tree "$pid"; done
  rm -rf "$logs"
}
trap stop_steps EXIT

# step NAME COMMAND...: runs a step in the background, its output in its own log
step() {
  local name=$1
  shift
  (
    local from=$SECONDS
    set +e
    "$@" >"$logs/$name.log" 2>&1
    local status=$?
    echo "$status $((SECONDS - from))" >"$logs/$name.status"
    exit "$status"
  ) &
  background+=($!)
  eval "pid_${name//[^a-z]/_}=$!"
}

# finish NAME...: waits for the steps, prints their logs; fails if one failed
finish() {
  local failed=0 name pid status seconds
  for name in "$@"; do
    pid_var="pid_${name//[^a-z]/_}"
    pid=${!pid_var}
    wait "$pid" || true
    read -r status seconds <"$logs/$name.status" || { status=1; seconds=?; }
    echo "==> $name ($([ "$status" = 0 ] && echo passed || echo FAILED), ${seconds} s)"
    cat "$logs/$name.log"
    [ "$status" = 0 ] || failed=1
  done
  return "$failed"
}

# took: the time since the last step began, after each foreground step
mark=$SECONDS
took() {
  echo "    ($((SECONDS - mark)) s)"
  mark=$SECONDS
}

# the video tests transcode with ffmpeg; they skip, saying so, only where it cannot be installed
bash scripts/ensure-ffmpeg.sh >/dev/null || true

echo "==> lint"
pnpm lint
took

echo "==> build"
pnpm build
took

# before the browser tests start: their start (seeding, the standalone compile) is their busiest
echo "==> typecheck"
pnpm typecheck
took

PLAYWRIGHT_CHROMIUM_PATH="$(bash scripts/ensure-chromium.sh --headless-shell)"
export PLAYWRIGHT_CHROMIUM_PATH

# Chromium raises some of its threads to nice -8 when it may (as root it may): beside the browser
# tests, jest then got a third of the machine instead of half (its SQLite pass took 9 minutes
# instead of 3). Without the capability to raise priorities, Chromium's threads stay at 0 and the
# two share the cores evenly.
browser_tests=(pnpm --filter @portal/e2e test)
if [ "$(id -u)" = "0" ] && command -v setpriv >/dev/null 2>&1; then
  browser_tests=(setpriv --bounding-set=-sys_nice --inh-caps=-sys_nice "${browser_tests[@]}")
fi
echo "==> browser tests start in the background (their log follows the other tests)"
step browser "${browser_tests[@]}"

echo "==> unit and server tests (SQLite)"
pnpm exec jest --ci
took

# PostgreSQL after SQLite: its pass waits on the database's round trips, which slow down most
# when the browser tests are busiest (their start: servers, the standalone compile)
PG_URL="${TEST_DATABASE_URL:-postgres://root@127.0.0.1:5432/test}"
if node -e "const c=new (require('./server/node_modules/pg').Client)({connectionString:process.argv[1],connectionTimeoutMillis:2000});c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1))" "$PG_URL" 2>/dev/null; then
  echo "==> server tests (PostgreSQL)"
  # three workers: a file waits on round trips more than it computes, and by now the browser
  # tests are mostly done
  TEST_DATABASE_URL="$PG_URL" pnpm exec jest --ci --maxWorkers=3 --selectProjects "server (postgres)"
  took
else
  echo "==> PostgreSQL not reachable at $PG_URL: server tests ran on SQLite only"
fi

# two instances behind nginx over PostgreSQL and Redis, restarted one by one under 100 users: no
# failed request, no lost write, no barrage missed or repeated (beside the template check: it waits
# mostly on the instances' start)
echo "==> rolling restart behind nginx (its log follows the other tests)"
step cluster node scripts/cluster/prove-rolling-restart.mjs

echo "==> remote template (pnpm new:remote): a new remote passes lint, types, tests, builds, renders standalone"
node scripts/check-remote-template.mjs
took

finish cluster browser
echo "==> all tests passed in $(((SECONDS - started) / 60)) min $(((SECONDS - started) % 60)) s"
