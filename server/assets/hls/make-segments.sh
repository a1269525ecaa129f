#!/usr/bin/env bash
# How server/assets/hls/lecture/ was made. Run ONCE by hand and the output committed, so that neither
# the server's start-up nor CI needs ffmpeg. Not called by any script; re-run it only to change the
# media (then re-run the jest suite in server/src/areas/meetings/video, which checks the output).
#
# Made with ffmpeg 5.1 (Debian bookworm: apt-get install -y ffmpeg) and fonts-noto-cjk.
#
# What it produces, and why:
# - a 60 s synthetic "lecture": testsrc2 pattern, a Chinese title, the running media clock and the
#   segment number drawn on it (so a player that loops or slides a live window shows where it is);
#   a 440 Hz sine tone as audio;
# - H.264 Main (level 3.0, yuv420p) + AAC-LC in MPEG-TS: what Chromium's MediaSource plays via hls.js;
# - 480x270, 25 fps, ~160 kbit/s video, 32 kbit/s mono audio: the whole set stays well under 2 MB;
# - segments of exactly 4 s (100 frames): a keyframe is forced every 4 s, scene-cut keyframes are off
#   and the GOP is 100 frames, so the muxer cuts at every 4 s and nowhere else. The playlist
#   builders (server/src/areas/meetings/video/hls-playlists.ts) read the durations from
#   segments.json, written below from the EXTINF values of the playlist ffmpeg writes;
# - bit-exact flags, one thread and no metadata, so that a re-run gives the same bytes.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="$here/lecture"
seconds=60
segment=4
font='Noto Sans CJK SC'

command -v ffmpeg >/dev/null || { echo 'ffmpeg is missing: apt-get install -y ffmpeg' >&2; exit 1; }
fc-match "$font" | grep -q 'CJK' || echo "warning: fontconfig does not find '$font'; the title may show boxes" >&2

rm -rf "$out"
mkdir -p "$out"

# drawtext: the title, the media clock (pts as HH:MM:SS.mmm) and the segment number (floor(t/4)).
# In a filtergraph ':' inside an expansion is escaped as '\:'.
video="testsrc2=size=480x270:rate=25:duration=${seconds},format=yuv420p"
video+=",drawbox=x=0:y=ih-58:w=iw:h=58:color=black@0.6:t=fill"
video+=",drawtext=font='${font}':text='脑医汇 · 示例讲座':fontsize=24:fontcolor=white:x=(w-tw)/2:y=h-52"
video+=",drawtext=font='${font}':text='%{pts\:hms}   段 %{eif\:floor(t/${segment})\:d\:3}':fontsize=16:fontcolor=yellow:x=(w-tw)/2:y=h-22"
audio="sine=frequency=440:sample_rate=44100:duration=${seconds}"

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "$video" \
  -f lavfi -i "$audio" \
  -map 0:v -map 1:a \
  -c:v libx264 -profile:v main -level:v 3.0 -pix_fmt yuv420p -preset medium -threads 1 \
  -b:v 160k -maxrate 200k -bufsize 400k \
  -g $((segment * 25)) -keyint_min $((segment * 25)) -sc_threshold 0 \
  -force_key_frames "expr:gte(t,n_forced*${segment})" \
  -c:a aac -b:a 32k -ac 1 -ar 44100 \
  -map_metadata -1 -fflags +bitexact -flags:v +bitexact -flags:a +bitexact \
  -f hls -hls_time "$segment" -hls_list_size 0 -hls_playlist_type vod \
  -hls_segment_type mpegts -hls_segment_filename "$out/seg-%03d.ts" \
  "$out/index.m3u8"

# segments.json: every segment with its EXTINF duration, in playlist order; formatted as biome
# formats it (tab-free, two spaces), so `biome check` leaves it alone.
# A duration keeps the digits of its EXTINF, less trailing zeros (4.000000 -> 4.0).
awk '
  BEGIN { n = 0 }
  /^#EXTINF:/ {
    duration = $0
    sub(/^#EXTINF:/, "", duration); sub(/,.*$/, "", duration)
    if (duration ~ /\./) { sub(/0+$/, "", duration); sub(/\.$/, ".0", duration) } else duration = duration ".0"
    next
  }
  /^seg-[0-9]+\.ts$/ { files[n] = $0; durations[n] = duration; n++ }
  END {
    print "["
    for (i = 0; i < n; i++)
      printf "  { \"file\": \"%s\", \"duration\": %s }%s\n", files[i], durations[i], (i < n - 1 ? "," : "")
    print "]"
  }
' "$out/index.m3u8" >"$out/segments.json"

count="$(grep -c '^seg-' "$out/index.m3u8")"
echo "$count segments, $(du -cb "$out"/* | tail -1 | cut -f1) bytes in $out"
