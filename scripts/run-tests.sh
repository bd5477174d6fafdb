#!/usr/bin/env bash
# Runs the built test suite (XCTest). When it fails, the failed cases and their error lines are
# repeated at the very end of the output, so that a log cut to its last lines still names them.
set -uo pipefail
SWIFT=${SWIFT:-swift}
log=$(mktemp)
trap 'rm -f "$log"' EXIT
"$SWIFT" test --skip-build --disable-swift-testing 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
if [ "$status" -ne 0 ]; then
    echo "==== what failed (repeated from above) ===="
    grep -E ": error: |' failed \(" "$log" | tail -n 60
fi
exit "$status"
