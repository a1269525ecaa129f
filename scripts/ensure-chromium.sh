#!/usr/bin/env bash
# Prints the path of a Chromium for the browser tests, installing one when none is found.
#
#   scripts/ensure-chromium.sh                  a full Chromium (screenshots, Lighthouse in the bench)
#   scripts/ensure-chromium.sh --headless-shell the headless shell, for the browser tests
#
# The headless shell is Chromium's old headless mode as a binary of its own (what Playwright
# itself runs headless tests in): the same Blink, V8 and media stack without the full browser's
# UI process work. On the 2-core test machine the browser tests take 5.6 instead of 7.9 minutes
# in it (docs/architecture.md, "The test command"). Without it, the full Chromium is used.
#
# Order: PLAYWRIGHT_CHROMIUM_PATH, else the system's binary, else Debian's package (as root), else
# Playwright's own download (machines with open internet).
set -euo pipefail
if [ -n "${PLAYWRIGHT_CHROMIUM_PATH:-}" ] && [ -x "$PLAYWRIGHT_CHROMIUM_PATH" ]; then echo "$PLAYWRIGHT_CHROMIUM_PATH"; exit 0; fi
if [ "${1:-}" = "--headless-shell" ]; then
  candidates=(/usr/bin/chromium-headless-shell)
  package=chromium-headless-shell
else
  candidates=(/usr/bin/chromium /usr/bin/chromium-browser)
  package=chromium
fi
for candidate in "${candidates[@]}"; do
  if [ -x "$candidate" ]; then echo "$candidate"; exit 0; fi
done
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package"; } >&2 || true
  if [ -x "${candidates[0]}" ]; then echo "${candidates[0]}"; exit 0; fi
fi
# the headless shell could not be had: the full browser runs the tests as well
if [ "${1:-}" = "--headless-shell" ]; then exec bash "$0"; fi
cd "$(dirname "$0")/../e2e" && pnpm exec playwright install chromium >&2
echo ""
