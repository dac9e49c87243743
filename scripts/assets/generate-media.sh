#!/usr/bin/env bash
# Northgate Systems — promo video generator (dev-time only; the resulting .webm files are committed).
#
# Produces public/media/*.webm, 640x360 VP9, no audio:
#   we-can-help.webm     the one-minute overview (~60 s, 12 fps): seven captioned scenes, each slowly panning,
#                        joined by cross-fades, then the end card
#   ceo-message.webm     7 s: the CEO's introduction: her poster scene (Alexandra Reyes, as on About Us) with its caption
#   product-tour.webm    7 s: the PrecisionERP product tour backdrop
#   agriculture.webm, construction.webm, healthcare.webm, logistic.webm, manufacturing.webm
#                        7 s each: the industry's own scene (its video poster) with its own caption
# Each scene: a slowly panning illustrated backdrop, a caption that fades in over a navy band with a teal bar
# sliding in. Short clips end with a cross-fade to the Northgate Systems end card.
#
# Every caption is set in Inter, the site's typeface (Debian's fonts-inter); SVG layers are rasterised with
# sharp (scripts/assets/svg-to-png.ts).
# Requirements (Debian):  apt-get install -y ffmpeg fonts-inter
# Run from the repository root:  bash scripts/assets/generate-media.sh
# Output is reproducible: scenes go through lossless FFV1 intermediates, and single-threaded libvpx with
# bit-exact muxing gives byte-identical files on re-runs with the same ffmpeg build.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
OUT="$ROOT/public/media"
FONT_BOLD=/usr/share/fonts/opentype/inter/Inter-Bold.otf
FONT_REG=/usr/share/fonts/opentype/inter/Inter-Regular.otf
command -v ffmpeg >/dev/null || { echo "missing ffmpeg (apt-get install -y ffmpeg)" >&2; exit 1; }
for font in "$FONT_BOLD" "$FONT_REG"; do [ -f "$font" ] || { echo "missing $font (apt-get install -y fonts-inter)" >&2; exit 1; }; done
svg_to_png() { (cd "$ROOT" && npx tsx scripts/assets/svg-to-png.ts "$@"); }

TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$OUT"

# 1. Still layers (SVG -> PNG). Backdrops are rendered 10% larger than the 1280x720 crop so they can pan.
(cd "$ROOT" && npx tsx scripts/assets/media-frames.ts "$TMP")
for svg in "$TMP"/*-bg.svg; do
  svg_to_png 1408 792 "$svg" "${svg%.svg}.png"
done
svg_to_png 640 360 "$TMP/band.svg" "$TMP/band.png"
svg_to_png 640 360 "$TMP/end-card.svg" "$TMP/end-card.png"

VP9=(-c:v libvpx-vp9 -b:v 0 -row-mt 0 -threads 1 -deadline good -cpu-used 2 -fflags +bitexact -flags:v +bitexact -map_metadata -1)

# 2. One scene as a lossless intermediate: $1 backdrop, $2 caption, $3 sub-caption, $4 seconds, $5 fps, $6 pan direction (1 or -1).
scene() {
  local bg="$1" caption="$2" sub="$3" dur="$4" fps="$5" dir="$6"
  printf '%s' "$caption" >"$TMP/$bg.cap"
  printf '%s' "$sub" >"$TMP/$bg.sub"
  local x="floor(128*t/$dur)"
  [ "$dir" = "-1" ] && x="floor(128-128*t/$dur)"
  ffmpeg -hide_banner -loglevel error -y \
    -loop 1 -framerate "$fps" -t "$dur" -i "$TMP/$bg-bg.png" \
    -loop 1 -framerate "$fps" -t "$dur" -i "$TMP/band.png" \
    -f lavfi -t "$dur" -i "color=c=0x0e9f8e:s=120x6:r=$fps" \
    -filter_complex "
      [0:v]crop=1280:720:x='$x':y='floor(36*t/$dur)',scale=640:360:flags=lanczos,format=rgba[bg];
      [bg][1:v]overlay=0:0[b1];
      [b1][2:v]overlay=x='if(lt(t,0.4),-120,min(40,-120+(t-0.4)*420))':y=H-112[b2];
      [b2]drawtext=fontfile=$FONT_BOLD:textfile=$TMP/$bg.cap:fontsize=32:fontcolor=white:x=40:y=H-96:alpha='if(lt(t,0.7),0,min(1,(t-0.7)/0.8))',
          drawtext=fontfile=$FONT_REG:textfile=$TMP/$bg.sub:fontsize=17:fontcolor=0x5fd3c4:x=40:y=H-50:alpha='if(lt(t,1.3),0,min(1,(t-1.3)/0.8))',
          format=yuv420p,setsar=1[v]" \
    -map "[v]" -an -r "$fps" -c:v ffv1 "$TMP/$bg.mkv"
}

# 3. Join scenes (already rendered, names in $SCENES) with cross-fades and end on the end card, then encode.
#    $1 output name, $2 seconds per scene, $3 fade seconds, $4 end-card seconds, $5 fps, $6 crf.
join_scenes() {
  local name="$1" dur="$2" fade="$3" endd="$4" fps="$5" crf="$6"
  local inputs=() graph="" prev="s0" i=0 offset
  for bg in "${SCENES[@]}"; do inputs+=(-i "$TMP/$bg.mkv"); done
  inputs+=(-loop 1 -framerate "$fps" -t "$endd" -i "$TMP/end-card.png")
  local count=${#SCENES[@]}
  # common frame rate and time base for every input (xfade requires them equal)
  for ((i = 0; i < count; i++)); do graph+="[$i:v]fps=$fps,settb=AVTB,format=yuv420p,setsar=1[s$i];"; done
  graph+="[$count:v]scale=640:360,fps=$fps,settb=AVTB,format=yuv420p,setsar=1[end];"
  for ((i = 1; i <= count; i++)); do
    offset=$(awk -v i="$i" -v d="$dur" -v f="$fade" 'BEGIN { printf "%.2f", i * (d - f) }')
    local next="s$i"
    [ "$i" = "$count" ] && next="end"
    graph+="[$prev][$next]xfade=transition=fade:duration=$fade:offset=$offset[x$i];"
    prev="x$i"
  done
  graph+="[$prev]format=yuv420p[v]"
  ffmpeg -hide_banner -loglevel error -y "${inputs[@]}" -filter_complex "$graph" -map "[v]" -an -r "$fps" \
    "${VP9[@]}" -crf "$crf" -g $((fps * 10)) "$OUT/$name.webm"
  echo "wrote public/media/$name.webm ($(stat -c %s "$OUT/$name.webm") bytes)"
}

# A 7 s clip: one 5.5 s scene, cross-fade (0.7 s) to a 2.2 s end card.
short_clip() {
  local bg="$1" caption="$2" sub="$3"
  scene "$bg" "$caption" "$sub" 5.5 25 1
  SCENES=("$bg")
  join_scenes "$4" 5.5 0.7 2.2 25 34
}

short_clip ceo-message "Meet our CEO" "Alexandra Reyes · Northgate Systems" ceo-message
short_clip product-tour "PrecisionERP product tour" "Cloud ERP for equipment rental, lease and sales" product-tour
short_clip agriculture "PrecisionERP for agriculture" "Seasonal fleets, service and parts for equipment dealers" agriculture
short_clip construction "PrecisionERP for construction" "Every machine tracked across job sites and job costs" construction
short_clip healthcare "PrecisionERP for healthcare" "Medical equipment rentals, maintenance and compliance" healthcare
short_clip logistic "PrecisionERP for logistics" "Trucks, trailers and handling equipment on one platform" logistic
short_clip manufacturing "PrecisionERP for manufacturing" "Production assets, service and financials in step" manufacturing

# The one-minute overview: seven 9 s scenes with 1 s cross-fades, then a 4 s end card (7 x 8 + 4 = 60 s), at 12 fps.
scene we-can-help "We can help." "Northgate Systems in one minute" 9 12 1
scene minute-erp "PrecisionERP" "Cloud ERP for equipment rental, lease and sales" 9 12 -1
scene minute-rentals "Every unit, every yard" "Availability, reservations and dispatch in real time" 9 12 1
scene minute-service "Service, parts and inventory" "Work orders and stock in step with the field" 9 12 -1
scene minute-consulting "Consulting and implementation" "NetSuite specialists for the equipment industry" 9 12 1
scene minute-staffing "Staffing" "Direct hire and contract consultants" 9 12 -1
scene minute-growth "Built to grow with you" "From the first workshop to go-live and beyond" 9 12 1
SCENES=(we-can-help minute-erp minute-rentals minute-service minute-consulting minute-staffing minute-growth)
join_scenes we-can-help 9 1 4 12 38
