#!/usr/bin/env bash
# Installs what the portal needs on a fresh machine: pnpm (pinned) and the workspace's packages.
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION=12.21.0
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm -v 2>/dev/null)" != "$PNPM_VERSION" ]; then
  echo "==> installing pnpm $PNPM_VERSION"
  npm install -g "pnpm@$PNPM_VERSION" >/dev/null
fi

# better-sqlite3 compiles from source on Node 20; where Node's headers ship with the system
# (Debian's nodejs), point node-gyp at them instead of downloading them.
if [ -z "${npm_config_nodedir:-}" ] && [ -f /usr/include/node/node.h ]; then
  export npm_config_nodedir=/usr
fi

echo "==> installing dependencies"
pnpm install --frozen-lockfile --reporter=append-only 2>&1 | grep -vE '^\s*$|Progress' | tail -5

# the server transcodes competition videos with ffmpeg (Debian package); without it uploads fail
echo "==> ffmpeg"
bash scripts/ensure-ffmpeg.sh || echo "warning: ffmpeg missing: competition video entries will not transcode"
