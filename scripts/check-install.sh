#!/usr/bin/env bash
# `make install` and `make uninstall` into a scratch root: `check-install.sh [BIN]` installs BIN
# (default the debug build) with PREFIX=/usr, checks that exactly the expected files are there,
# validates the desktop entry (desktop-file-validate, no output allowed) and the metainfo
# (appstreamcli, offline), checks each PNG's size and that the SVG is XML, then uninstalls and
# checks that only folders are left. Needs neither root nor the network; a missing validator
# fails it.
set -euo pipefail
cd "$(dirname "$0")/.."

bin=${1:-.build/debug/loader-studio}
fail() {
  echo "check-install: FAIL: $*" >&2
  exit 1
}

for tool in desktop-file-validate appstreamcli python3 make groff bash; do
  command -v "$tool" >/dev/null 2>&1 || fail "$tool is missing; \`make deps\` installs it"
done
[ -x "$bin" ] || fail "$bin is not an executable; build it first (swift build)"

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
root=$scratch/root
log=$scratch/make.log
sizes="16 24 32 48 64 128 256 512"
id=$(make -s --no-print-directory app-id)
[ -n "$id" ] || fail "make app-id printed nothing"

# Runs make with the scratch root and the generated files kept in the scratch folder.
run_make() {
  make --no-print-directory DESTDIR="$root" PREFIX=/usr BIN="$bin" PKG_DIR="$scratch/packaging" "$@" \
    >"$log" 2>&1 || { cat "$log" >&2; fail "make $* failed"; }
}

run_make install

# Exactly these files, nothing else.
expected=(
  usr/bin/loader-studio
  usr/libexec/loader-studio/loader-studio-window
  "usr/share/applications/$id.desktop"
  "usr/share/metainfo/$id.metainfo.xml"
  "usr/share/icons/hicolor/scalable/apps/$id.svg"
  usr/share/man/man1/loader-studio.1
  usr/share/bash-completion/completions/loader-studio
  usr/share/zsh/vendor-completions/_loader-studio
  usr/share/fish/vendor_completions.d/loader-studio.fish
)
for n in $sizes; do expected+=("usr/share/icons/hicolor/${n}x$n/apps/$id.png"); done
actual=$(cd "$root" && find . ! -type d | sed 's|^\./||' | sort)
wanted=$(printf '%s\n' "${expected[@]}" | sort)
if [ "$actual" != "$wanted" ]; then
  diff <(echo "$wanted") <(echo "$actual") >&2 || true
  fail "make install did not put exactly the expected files (< expected, > installed)"
fi
[ -x "$root/usr/bin/loader-studio" ] || fail "the installed binary is not executable"
"$root/usr/bin/loader-studio" list >/dev/null || fail "the installed binary does not run"
# The window program is found where the install put it: a screenshot goes through it.
HOME="$scratch" XDG_CONFIG_HOME="$scratch/config" XDG_STATE_HOME="$scratch/state" SDL_VIDEODRIVER=dummy \
  "$root/usr/bin/loader-studio" --screenshot "$scratch/shot.png" >/dev/null 2>&1 ||
  fail "the installed loader-studio cannot start its window program"
[ -s "$scratch/shot.png" ] || fail "the installed window program wrote no screenshot"

# The desktop entry: valid with no hint or warning, and naming the icon and the binary.
desktop=$root/usr/share/applications/$id.desktop
out=$(desktop-file-validate "$desktop" 2>&1) || fail "desktop-file-validate failed: $out"
[ -z "$out" ] || fail "desktop-file-validate is not silent: $out"
grep -qx "Icon=$id" "$desktop" || fail "$desktop does not say Icon=$id"
grep -qx "Exec=loader-studio %F" "$desktop" || fail "$desktop does not say Exec=loader-studio %F"

# The man page reads without a warning; the bash completion loads and completes a command.
out=$(groff -man -ww -z "$root/usr/share/man/man1/loader-studio.1" 2>&1) || fail "groff failed: $out"
[ -z "$out" ] || fail "groff warns about the man page: $out"
words=$(bash --norc -c "source '$root/usr/share/bash-completion/completions/loader-studio'
  COMP_WORDS=(loader-studio vali); COMP_CWORD=1; _loader_studio; echo \"\${COMPREPLY[*]}\"")
[ "$words" = validate ] || fail "the installed bash completion completes \"vali\" as \"$words\", not validate"

# The metainfo, alone and with the desktop entry it launches; errors and warnings fail it.
validate() {
  local out
  out=$(appstreamcli "$@" 2>&1) || fail "appstreamcli $* failed: $out"
  if grep -qE '^ *[EW]: ' <<<"$out"; then fail "appstreamcli $* warns: $out"; fi
}
validate validate --no-net "$root/usr/share/metainfo/$id.metainfo.xml"
validate validate-tree --no-net "$root"
# With published screenshots the metainfo gains a screenshots block, valid too.
make --no-print-directory BIN="$bin" PKG_DIR="$scratch/with-screenshots" \
  SCREENSHOT_BASE_URL=https://example.org/screenshots/ packaging >"$log" 2>&1 \
  || { cat "$log" >&2; fail "make packaging with SCREENSHOT_BASE_URL failed"; }
grep -q '<screenshot type="default">' "$scratch/with-screenshots/$id.metainfo.xml" \
  || fail "SCREENSHOT_BASE_URL did not add the screenshots"
validate validate --no-net "$scratch/with-screenshots/$id.metainfo.xml"

# Each PNG is N x N (the IHDR chunk right after the signature), the SVG is an XML <svg>.
python3 - "$root/usr/share/icons/hicolor" "$id" $sizes <<'EOF' || fail "the icons are wrong (above)"
import struct, sys
import xml.etree.ElementTree as ET

theme, app_id, sizes = sys.argv[1], sys.argv[2], [int(s) for s in sys.argv[3:]]
bad = False
for n in sizes:
    path = f"{theme}/{n}x{n}/apps/{app_id}.png"
    with open(path, "rb") as f:
        head = f.read(24)
    if head[:8] != b"\x89PNG\r\n\x1a\n" or head[12:16] != b"IHDR":
        print(f"{path} is not a PNG", file=sys.stderr); bad = True; continue
    width, height = struct.unpack(">II", head[16:24])
    if (width, height) != (n, n):
        print(f"{path} is {width}x{height}, not {n}x{n}", file=sys.stderr); bad = True
svg = f"{theme}/scalable/apps/{app_id}.svg"
try:
    tag = ET.parse(svg).getroot().tag
    if tag != "{http://www.w3.org/2000/svg}svg":
        print(f"{svg}: the root is {tag}, not an SVG <svg>", file=sys.stderr); bad = True
except ET.ParseError as error:
    print(f"{svg} is not XML: {error}", file=sys.stderr); bad = True
sys.exit(1 if bad else 0)
EOF

run_make uninstall
left=$(cd "$root" && find . ! -type d)
[ -z "$left" ] || fail "make uninstall left files: $left"

echo "check-install: make install and uninstall OK ($((${#expected[@]})) files, desktop entry and metainfo valid)"
