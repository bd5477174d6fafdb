#!/usr/bin/env bash
# Creates the test-only Python environment VENV with the pinned Lottie players (rlottie-python,
# thorvg-python) and Pillow, when it does not already hold exactly those versions.
# usage: scripts/install-players.sh VENV PACKAGE==VERSION ...
set -euo pipefail

venv="$1"; shift
stamp="$venv/.installed"
wanted="$*"
if [ -x "$venv/bin/python" ] && [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$wanted" ]; then
  exit 0
fi
python=$(command -v python3)
echo "Creating $venv with $wanted"
rm -rf "$venv"
"$python" -m venv "$venv"
"$venv/bin/pip" install --quiet --disable-pip-version-check "$@"
"$venv/bin/python" -c "import rlottie_python, thorvg_python, PIL" 
echo "$wanted" > "$stamp"
