#!/usr/bin/env bash
# Coverage-guided fuzzing with libFuzzer (and AddressSanitizer): `make fuzz SECONDS=N`, and
# `make test`'s short round (`scripts/fuzz.sh 10`).
#
# Builds `loader-fuzz` with coverage instrumentation into .build/fuzz, replays every saved input
# of Tests/Fixtures/fuzz/<target>/ through the instrumented build, then runs each target for N
# seconds on a corpus kept in .build/fuzz/corpus/<target>, seeded with the example specs, the
# edge cases, the built-ins and the saved regression inputs. A crash, hang or memory blow-up is
# minimised into Tests/Fixtures/fuzz/<target>/, where FuzzRegressionTests replays it forever.
# Exits 1 when a saved input or the round fails, 2 when the build does.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-60}
targets=${2:-}  # empty: every target the binary knows (every FuzzTarget case)
swift=${SWIFT:-$(command -v swift || echo /opt/swift/usr/bin/swift)}
toolchain=$(dirname "$(readlink -f "$swift")")/..
runtime=$(ls "$toolchain"/lib/clang/*/lib/linux/libclang_rt.fuzzer_no_main-x86_64.a 2>/dev/null | head -n 1)
if [[ -z "$runtime" ]]; then
    echo "fuzz: libclang_rt.fuzzer_no_main-x86_64.a is not in the Swift toolchain at $toolchain" >&2
    exit 2
fi

# FUZZ_CONFIGURATION=debug builds unoptimised: slower inputs, but a fresh build in a fraction of
# the release build's time (make test's short round uses it).
configuration=${FUZZ_CONFIGURATION:-release}
scratch=.build/fuzz
echo "fuzz: building loader-fuzz ($configuration) with libFuzzer and AddressSanitizer (into $scratch)"
"$swift" build -c "$configuration" --scratch-path "$scratch" --product loader-fuzz \
    -Xswiftc -sanitize=address \
    -Xswiftc -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table \
    -Xswiftc -DFUZZING \
    -Xlinker "$runtime" -Xlinker -lstdc++ 2>&1 | grep -v "Cannot export local symbol" || true
binary="$scratch/$configuration/loader-fuzz"
[[ -x "$binary" ]] || { echo "fuzz: the build failed" >&2; exit 2; }
if [[ -z "$targets" ]]; then
    # The usage line names them: "usage: loader-fuzz spec|progress|... [...]".
    # (It exits 2 after the usage, hence the `|| true`.)
    targets=$({ "$binary" 2>&1 || true; } | sed -n 's/^usage: loader-fuzz \([^ ]*\) .*/\1/p' | tr '|' ' ')
    [[ -n "$targets" ]] || { echo "fuzz: loader-fuzz names no targets" >&2; exit 2; }
fi

status=0
for target in $targets; do
    corpus="$scratch/corpus/$target"
    artifacts="$scratch/artifacts/$target"
    saved="Tests/Fixtures/fuzz/$target"
    mkdir -p "$corpus" "$artifacts" "$saved"
    seeds=("$saved")
    options=(-timeout=10 -rss_limit_mb=2048 -print_final_stats=1)
    case "$target" in
        spec)
            seeds+=(Tests/Fixtures/examples Tests/Fixtures/edge-case-specs Assets/builtin-specs)
            options+=(-max_len=65536 -dict=scripts/fuzz-spec.dict) ;;
        progress) options+=(-max_len=512) ;;
        cli) options+=(-max_len=1024) ;;
        source) options+=(-max_len=512) ;;  # a built-in, then 64 edits of at most 4 bytes
        share) options+=(-max_len=16384) ;;
        lsp) options+=(-max_len=512) ;;  # 24 steps of a few bytes each
    esac
    replays=()
    for file in "$saved"/*; do
        [[ -f "$file" && "$(basename "$file")" != README.md ]] && replays+=("$file")
    done
    if [[ ${#replays[@]} -gt 0 ]]; then
        # libFuzzer runs files given one by one (no fuzzing) and stops at the first that fails.
        if ! "$binary" "$target" "${options[@]}" "${replays[@]}" >"$scratch/$target.replay.log" 2>&1; then
            status=1
            echo "fuzz: $target: a saved input FAILED; the end of $scratch/$target.replay.log:" >&2
            tail -n 20 "$scratch/$target.replay.log" >&2
            continue
        fi
        echo "fuzz.$target.replayed: ${#replays[@]} saved inputs"
    fi
    echo "fuzz: $target for $seconds s"
    log="$scratch/$target.log"
    set +e
    "$binary" "$target" "${options[@]}" -max_total_time="$seconds" -artifact_prefix="$artifacts/" \
        "$corpus" "${seeds[@]}" >"$log" 2>&1
    code=$?
    set -e
    stat() { grep -o "stat::$1: *[0-9]*" "$log" | tail -n 1 | awk '{print $2}'; }
    executions=$(stat number_of_executed_units)
    coverage=$(grep -o 'cov: [0-9]*' "$log" | tail -n 1 | awk '{print $2}')
    echo "fuzz.$target.executions: ${executions:-0}"
    echo "fuzz.$target.executions_per_second: $(stat average_exec_per_sec)"
    echo "fuzz.$target.new_inputs: $(stat new_units_added)"
    echo "fuzz.$target.coverage: ${coverage:-0} edges"
    echo "fuzz.$target.corpus: $(ls "$corpus" | wc -l) inputs"
    if [[ $code -ne 0 ]]; then
        status=1
        echo "fuzz: $target FAILED (exit $code); the end of $log:" >&2
        grep -E "ERROR|Fatal error|SUMMARY|==[0-9]+==|Test unit written" "$log" | head -n 20 >&2 || true
        for artifact in "$artifacts"/crash-* "$artifacts"/timeout-* "$artifacts"/oom-* "$artifacts"/leak-*; do
            [[ -f "$artifact" ]] || continue
            name=$(basename "$artifact")
            echo "fuzz: minimising $name into $saved/$name" >&2
            "$binary" "$target" -minimize_crash=1 -runs=5000 -timeout=10 \
                -exact_artifact_path="$saved/$name" "$artifact" >>"$log" 2>&1 || true
            [[ -f "$saved/$name" ]] || cp "$artifact" "$saved/$name"
            rm -f "$artifact"
        done
    fi
done
exit $status
