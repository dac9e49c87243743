#!/usr/bin/env bash
# Northgate Systems — promo video generator (dev-time only; the resulting .webm files are committed).
#
# Produces public/media/{we-can-help,ceo-message,product-tour}.webm: 640x360, 7 s, 25 fps, VP9, no audio.
# Each clip: a slowly panning illustrated backdrop (the matching poster scene), a caption that fades in over
# a navy band with a teal bar sliding in, then a cross-fade to a Northgate Systems end card.
#
# Requirements (Debian):  apt-get install -y ffmpeg librsvg2-bin fonts-dejavu-core
# Run from the repository root:  bash scripts/assets/generate-media.sh
# Output is reproducible: single-threaded libvpx and bit-exact muxing give byte-identical files on re-runs
# with the same ffmpeg build.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
OUT="$ROOT/public/media"
FONT_BOLD=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
FONT_REG=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
for bin in ffmpeg rsvg-convert; do command -v "$bin" >/dev/null || { echo "missing $bin (apt-get install -y ffmpeg librsvg2-bin)" >&2; exit 1; }; done
[ -f "$FONT_BOLD" ] || { echo "missing $FONT_BOLD (apt-get install -y fonts-dejavu-core)" >&2; exit 1; }

TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$OUT"

# 1. Still layers (SVG -> PNG). Backdrops are rendered 10% larger than the 1280x720 crop so they can pan.
(cd "$ROOT" && npx tsx scripts/assets/media-frames.ts "$TMP")
for name in we-can-help ceo-message product-tour; do
  rsvg-convert -w 1408 -h 792 "$TMP/$name-bg.svg" -o "$TMP/$name-bg.png"
done
rsvg-convert -w 640 -h 360 "$TMP/band.svg" -o "$TMP/band.png"
rsvg-convert -w 640 -h 360 "$TMP/end-card.svg" -o "$TMP/end-card.png"

# 2. One clip: $1 name, $2 caption, $3 sub-caption.
make_clip() {
  local name="$1" caption="$2" sub="$3"
  ffmpeg -hide_banner -loglevel error -y \
    -loop 1 -framerate 25 -t 5.5 -i "$TMP/$name-bg.png" \
    -loop 1 -framerate 25 -t 5.5 -i "$TMP/band.png" \
    -f lavfi -t 5.5 -i "color=c=0x0e9f8e:s=120x6:r=25" \
    -loop 1 -framerate 25 -t 2.2 -i "$TMP/end-card.png" \
    -filter_complex "
      [0:v]crop=1280:720:x='floor(128*t/5.5)':y='floor(36*t/5.5)',scale=640:360:flags=lanczos,format=rgba[bg];
      [bg][1:v]overlay=0:0[b1];
      [b1][2:v]overlay=x='if(lt(t,0.4),-120,min(40,-120+(t-0.4)*420))':y=H-112[b2];
      [b2]drawtext=fontfile=$FONT_BOLD:text='$caption':fontsize=32:fontcolor=white:x=40:y=H-96:alpha='if(lt(t,0.7),0,min(1,(t-0.7)/0.8))',
          drawtext=fontfile=$FONT_REG:text='$sub':fontsize=17:fontcolor=0x5fd3c4:x=40:y=H-50:alpha='if(lt(t,1.3),0,min(1,(t-1.3)/0.8))',
          format=yuv420p,setsar=1[scene];
      [3:v]scale=640:360,format=yuv420p,setsar=1[end];
      [scene][end]xfade=transition=fade:duration=0.7:offset=4.8,format=yuv420p[v]" \
    -map "[v]" -an -r 25 \
    -c:v libvpx-vp9 -b:v 0 -crf 34 -row-mt 0 -threads 1 -deadline good -cpu-used 2 -g 100 \
    -fflags +bitexact -flags:v +bitexact -map_metadata -1 \
    "$OUT/$name.webm"
  echo "wrote public/media/$name.webm ($(stat -c %s "$OUT/$name.webm") bytes)"
}

make_clip we-can-help "We can help." "Consulting · Implementation · Staffing"
make_clip ceo-message "A message from our CEO" "Northgate Systems"
make_clip product-tour "PrecisionERP product tour" "Cloud ERP for equipment rental, lease and sales"
