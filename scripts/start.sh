#!/usr/bin/env bash
# One command from a fresh clone to a running portal: install, build, migrate + seed the
# embedded database (on first start), serve on $PORT (default 3000).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
echo "==> building"
pnpm build
echo "==> starting on port ${PORT:-3000} (data in ${PORTAL_DATA_DIR:-./.data})"
export NODE_ENV=production
# this command is the demo: SMS codes go to the dev outbox (readable from this machine only) and
# /docs is served; a deployment runs server/dist/main.mjs without it (see README)
export PORTAL_DEMO="${PORTAL_DEMO:-1}"
exec node server/dist/main.mjs
