#!/usr/bin/env bash
# Every test: lint, types, unit (jest), server on SQLite and (when reachable) PostgreSQL,
# then the browser tests against the production build.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh

echo "==> lint"
pnpm lint
echo "==> typecheck"
pnpm typecheck

echo "==> unit and server tests (SQLite)"
pnpm exec jest --ci

PG_URL="${TEST_DATABASE_URL:-postgres://root@127.0.0.1:5432/test}"
if node -e "const c=new (require('./server/node_modules/pg').Client)({connectionString:process.argv[1],connectionTimeoutMillis:2000});c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1))" "$PG_URL" 2>/dev/null; then
  echo "==> server tests (PostgreSQL)"
  TEST_DATABASE_URL="$PG_URL" pnpm exec jest --ci --selectProjects "server (postgres)"
else
  echo "==> PostgreSQL not reachable at $PG_URL: server tests ran on SQLite only"
fi

echo "==> build"
pnpm build

PLAYWRIGHT_CHROMIUM_PATH="$(bash scripts/ensure-chromium.sh)"
export PLAYWRIGHT_CHROMIUM_PATH

echo "==> remote template (pnpm new:remote): a new remote passes lint, types, tests, builds, renders standalone"
node scripts/check-remote-template.mjs

echo "==> browser tests"
pnpm --filter @portal/e2e test
