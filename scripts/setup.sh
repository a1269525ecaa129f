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

# the CME certificates' PDF is drawn in Noto Sans CJK (Debian's fonts-noto-cjk): installed when
# missing and this machine can (root with apt-get); without it the PDF route answers a Chinese 500
if [ ! -f /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc ] && [ -z "${CME_FONT_PATH:-}" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "==> installing fonts-noto-cjk (certificate PDFs)"
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-noto-cjk; } >/dev/null 2>&1 ||
      echo "    fonts-noto-cjk could not be installed: certificate PDFs will fail until it is"
  else
    echo "    fonts-noto-cjk is missing: install it (or set CME_FONT_PATH) for certificate PDFs"
  fi
fi

echo "==> installing dependencies"
pnpm install --frozen-lockfile --reporter=append-only 2>&1 | grep -vE '^\s*$|Progress' | tail -5

# the server transcodes competition videos with ffmpeg (Debian package); without it uploads fail
echo "==> ffmpeg"
bash scripts/ensure-ffmpeg.sh || echo "warning: ffmpeg missing: competition video entries will not transcode"
