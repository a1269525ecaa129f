#!/usr/bin/env bash
# Prints the path of a Chromium for the browser tests, installing one when none is found:
# PLAYWRIGHT_CHROMIUM_PATH, else the system's /usr/bin/chromium, else Debian's package (as root),
# else Playwright's own download (machines with open internet).
set -euo pipefail
if [ -n "${PLAYWRIGHT_CHROMIUM_PATH:-}" ] && [ -x "$PLAYWRIGHT_CHROMIUM_PATH" ]; then echo "$PLAYWRIGHT_CHROMIUM_PATH"; exit 0; fi
for candidate in /usr/bin/chromium /usr/bin/chromium-browser; do
  if [ -x "$candidate" ]; then echo "$candidate"; exit 0; fi
done
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; } >&2
  if [ -x /usr/bin/chromium ]; then echo /usr/bin/chromium; exit 0; fi
fi
cd "$(dirname "$0")/../e2e" && pnpm exec playwright install chromium >&2
echo ""
