#!/usr/bin/env bash
# Makes sure ffmpeg and ffprobe are installed: the server transcodes competition entries to HLS
# with them and checks uploaded videos' duration (server/src/media/ffmpeg.ts). Prints the path of
# ffmpeg, installing Debian's package `ffmpeg` (as root, through apt-get) when none is found.
# Exits 1 with a message when it cannot be had; the video tests then skip, saying why.
#
# PORTAL_FFMPEG names another binary (ffprobe is then PORTAL_FFPROBE).
set -euo pipefail
ffmpeg_bin="${PORTAL_FFMPEG:-ffmpeg}"
ffprobe_bin="${PORTAL_FFPROBE:-ffprobe}"
have() { command -v "$ffmpeg_bin" >/dev/null 2>&1 && command -v "$ffprobe_bin" >/dev/null 2>&1; }
if have; then command -v "$ffmpeg_bin"; exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ffmpeg; } >&2 || true
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null && command -v apt-get >/dev/null 2>&1; then
  { sudo -n apt-get update -qq && sudo -n env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ffmpeg; } >&2 || true
fi
if have; then command -v "$ffmpeg_bin"; exit 0; fi
echo "ffmpeg/ffprobe not found and could not be installed (needs root and apt-get: apt-get install ffmpeg);" \
  "competition entries cannot be transcoded and the video tests are skipped" >&2
exit 1
