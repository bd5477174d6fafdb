#!/usr/bin/env bash
# Draws the app icon with our own renderer: `make-icons.sh BIN OUTDIR SIZE...` writes
# OUTDIR/icon-SIZE.png for each SIZE and OUTDIR/icon.svg.
#
# The icon is the built-in TripleArcSpin at cycle progress 0: three arcs read as a loading
# indicator even at 16 px. The colour, violet 500, has a contrast of about 4:1 on both a white
# and a near-black (#1E1E1E) panel, so it reads on light and dark themes; the background stays
# transparent.
#
# `render --out x.svg` writes an animated SVG (CSS keyframes over static shapes) and takes no
# --cycle-progress. Its shapes without the style sheet are the loop's first frame, cycle
# progress 0, which is why the PNGs are drawn there too: dropping the <style> block and the
# class names that point into it gives a static SVG of the same picture.
set -euo pipefail

INDICATOR=TripleArcSpin
PROGRESS=0
COLOR='#8B5CF6'
SVG_SIZE=128

if [ $# -lt 3 ]; then
  echo "usage: $0 BIN OUTDIR SIZE..." >&2
  exit 2
fi
bin=$1
out=$2
shift 2
if [ ! -x "$bin" ]; then
  echo "error: $bin is not an executable loader-studio" >&2
  exit 1
fi
mkdir -p "$out"

for size in "$@"; do
  "$bin" render "$INDICATOR" --size "$size" --cycle-progress "$PROGRESS" --color "$COLOR" \
    --out "$out/icon-$size.png" >/dev/null
done

# The animated SVG, then the same shapes without their animation.
"$bin" render "$INDICATOR" --size "$SVG_SIZE" --color "$COLOR" --out "$out/icon-animated.svg" >/dev/null
sed -e '/^<style>$/,/^<\/style>$/d' -e 's/ class="lk-e[0-9]*"//g' -e 's/ style="will-change:contents"//' \
  "$out/icon-animated.svg" >"$out/icon.svg.tmp"
# A format change in the writer (baked frames, new class names) must not pass as an icon.
if grep -q -e 'class=' -e 'style' -e 'animation' "$out/icon.svg.tmp"; then
  echo "error: cannot make a static icon from $out/icon-animated.svg: it has animation left" >&2
  exit 1
fi
mv "$out/icon.svg.tmp" "$out/icon.svg"
rm "$out/icon-animated.svg"
