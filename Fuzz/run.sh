#!/usr/bin/env bash
# Builds the libFuzzer targets (swiftc -sanitize=fuzzer,address) and runs each for a bounded time.
#
#   Fuzz/run.sh                 # every target, 60 s each (.ci/run gives 20)
#   Fuzz/run.sh 3600            # every target for an hour
#   Fuzz/run.sh 0 result        # one target until stopped (Ctrl-C); see Docs/inputs.md
#   Fuzz/run.sh build           # only build the targets (.ci/run does this beside its own build)
#
# Targets: configuration (the --config reader), profile (the day --profile-file reader), result
# (the partial-result reader behind merge), history (the exported-history reader behind verify,
# then the replay of what it accepts). Each asserts "a clean one-line error or a valid value,
# never a trap". Seeds are in Fuzz/corpus/<target>/ (read only); what the fuzzer finds new goes to
# .build/fuzz/corpus/<target>/. A crash is written to .build/fuzz/artifacts/ and fails the run:
# fix it, then add the file to Fuzz/corpus/<target>/ so every later run replays it.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swiftc >/dev/null 2>&1; then export PATH="/opt/swift/usr/bin:$PATH"; fi
seconds="${1:-60}"
only="${2:-}"
build_only=""
if [[ "$seconds" == build ]]; then build_only=1; seconds=0; fi
[[ "$seconds" =~ ^[0-9]+$ ]] || { echo "Fuzz/run.sh: the first argument is seconds per target or 'build', not '$seconds'"; exit 2; }
out=.build/fuzz
mkdir -p "$out/modules" "$out/artifacts"
opt="${FUZZ_OPT:--Onone}"  # -Onone builds in about half the time; FUZZ_OPT=-O runs faster for long campaigns
# Whole-module builds on two threads (-wmo -num-threads 2): each module's sources are parsed and
# type-checked once instead of once per batch. Measured 2026-11-29 on a loaded machine (user + sys of
# each swiftc): OddsLab 45.6 -> 25.4 CPU-s, CasinoCore 15.3 -> 9.5; at -Onone nothing is optimized
# across files either way, so the instrumented code is the same per function.
flags=(-sanitize=fuzzer,address -parse-as-library "$opt" -g -swift-version 6 -package-name ScreenTimeCasino -wmo -num-threads 2 -I "$out/modules" -L "$out/modules")
buildlog="$out/build.log"
: >"$buildlog"
# The linker warns about every sanitizer symbol it cannot export; the log keeps them, the terminal does not.
quiet() { if ! "$@" >>"$buildlog" 2>&1; then grep -v "Cannot export local symbol" "$buildlog" | tail -30; exit 1; fi; }

build_started=$(date +%s)
# Each library is rebuilt only when one of its sources is newer than it.
build_module() {  # name, source folder, extra flags…
    local name=$1 folder=$2; shift 2
    local lib="$out/modules/lib$name.a" list="$out/modules/$name.sources"
    local sources=()
    while IFS= read -r -d '' file; do sources+=("$file"); done < <(find "$folder" -name '*.swift' -print0 | sort -z)
    # Up to date: built with this optimization, from these very files (one removed or renamed counts),
    # none of them newer than the library.
    if [[ -f "$lib" && -f "$out/modules/opt" && "$(cat "$out/modules/opt")" == "$opt" ]] \
        && [[ -f "$list" && "$(cat "$list")" == "$(printf '%s\n' "${sources[@]}")" ]] \
        && [[ -z "$(find "$folder" -name '*.swift' -newer "$lib" | head -1)" ]]; then return; fi
    rm -f "$lib" "$list"  # swiftc adds to an existing archive: a removed file's old object would stay in it
    quiet swiftc "${flags[@]}" "$@" "${sources[@]}" \
        -module-name "$name" -emit-module -emit-module-path "$out/modules/$name.swiftmodule" \
        -emit-library -static -o "$lib"
    printf '%s\n' "${sources[@]}" >"$list"
}
build_module CorePrimitives Sources/CorePrimitives
build_module CasinoCore Sources/CasinoCore
build_module Statistics Sources/Statistics
build_module SeededRuns Sources/SeededRuns
# The lab's C target (the vector generator): compiled with coverage and ASan, with the module map SwiftPM would make.
lanes="$out/modules/libXoshiroLanes.a"
if [[ ! -f "$lanes" || Sources/XoshiroLanes/XoshiroLanes.c -nt "$lanes" || Sources/XoshiroLanes/include/XoshiroLanes.h -nt "$lanes" ]]; then
    mkdir -p "$out/modules/XoshiroLanes"
    printf 'module XoshiroLanes {\n    header "%s"\n    export *\n}\n' "$PWD/Sources/XoshiroLanes/include/XoshiroLanes.h" \
        >"$out/modules/XoshiroLanes/module.modulemap"
    quiet clang -O2 -g -fsanitize=fuzzer-no-link,address -ISources/XoshiroLanes/include \
        -c Sources/XoshiroLanes/XoshiroLanes.c -o "$out/modules/XoshiroLanes.o"
    rm -f "$lanes"
    quiet ar rcs "$lanes" "$out/modules/XoshiroLanes.o"
fi
build_module OddsLab Sources/OddsLab -Xcc -mpopcnt -I "$out/modules/XoshiroLanes"
# No report writers: every target needs only the lab (the results' schemas and the verify text are
# OddsLab's), which saved about 15 CPU-s of the build (OddsReports, instrumented, whole-module).
echo "$opt" >"$out/modules/opt"
for target in configuration profile result history; do
    case $target in
        configuration) source=Fuzz/Targets/FuzzConfiguration.swift ;;
        profile) source=Fuzz/Targets/FuzzDayProfile.swift ;;
        result) source=Fuzz/Targets/FuzzPartialResult.swift ;;
        history) source=Fuzz/Targets/FuzzHistory.swift ;;
    esac
    [[ -n "$only" && "$only" != "$target" ]] && continue  # only the target asked for is linked
    binary="$out/fuzz-$target"
    if [[ ! -x "$binary" || "$source" -nt "$binary" || "$out/modules/libOddsLab.a" -nt "$binary" || "$lanes" -nt "$binary" ]]; then
        quiet swiftc "${flags[@]}" "$source" -I "$out/modules/XoshiroLanes" -lOddsLab -lStatistics -lSeededRuns -lXoshiroLanes -lCasinoCore -lCorePrimitives -o "$binary"
    fi
done
echo "fuzz: built the targets in $(( $(date +%s) - build_started )) s"
[[ -z "$build_only" ]] || exit 0

status=0
for target in configuration profile result history; do
    [[ -n "$only" && "$only" != "$target" ]] && continue
    mkdir -p "$out/corpus/$target"
    started=$(date +%s)
    log="$out/$target.log"
    # The first folder receives new inputs; the committed seeds are only read.
    # -rss_limit_mb: any input that needs more memory than this is a finding (bounded memory).
    if "$out/fuzz-$target" "$out/corpus/$target" "Fuzz/corpus/$target" \
        -max_total_time="$seconds" -max_len=16384 -rss_limit_mb=1024 -timeout=10 \
        -artifact_prefix="$out/artifacts/$target-" -print_final_stats=1 >"$log" 2>&1; then
        result=ok
    else
        result=FAILED; status=1
        grep -E "ERROR|SUMMARY|Test unit written|Fatal error" "$log" | head -20 || true
    fi
    runs=$(grep -Eo 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -Eo '[0-9]+$' || echo 0)
    rate=$(grep -Eo 'exec/s: [0-9]+' "$log" | tail -1 | grep -Eo '[0-9]+' || echo 0)
    echo "fuzz $target: $result, $runs runs in $(( $(date +%s) - started )) s (~$rate exec/s), log $log"
done
exit $status
