#!/usr/bin/env bash
# Builds CasinoCore's documentation offline with the toolchain: the catalog
# Sources/CasinoCore/CasinoCore.docc plus the module's symbol graph, extracted from the built module.
# Any DocC warning (a broken symbol link, a missing article) fails the run, and so does a public
# symbol without a doc comment.
#
#   Scripts/docc.sh [OUTPUT_DIR]      # default .build/docc/CasinoCore.doccarchive
#
# It builds CasinoCore (only that target) in the configuration of DOCC_CONFIGURATION (default
# release, so after CI's release build it compiles nothing). No network, no package plugin.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi
configuration=${DOCC_CONFIGURATION:-release}
output=${1:-.build/docc/CasinoCore.doccarchive}
graphs=.build/docc/symbol-graphs

swift build -c "$configuration" --target CasinoCore
modules="$(swift build -c "$configuration" --show-bin-path)/Modules"
triple=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
rm -rf "$graphs" "$output"
mkdir -p "$graphs"
# CasinoCore re-exports CorePrimitives (units, time, randomness): its symbols are part of the app's
# API too, so they are held to the same rule.
for module in CasinoCore CorePrimitives; do
  swift-symbolgraph-extract -module-name "$module" -I "$modules" -target "$triple" \
    -minimum-access-level public -skip-synthesized-members -output-dir "$graphs"
done

# Every public symbol carries a `///` comment (protocol conformances' synthesized members aside).
python3 - "$graphs" <<'PY'
import glob, json, sys
missing = []
for path in sorted(glob.glob(sys.argv[1] + "/CasinoCore*.symbols.json") + glob.glob(sys.argv[1] + "/CorePrimitives*.symbols.json")):
    for symbol in json.load(open(path))["symbols"]:
        if symbol.get("accessLevel") in ("public", "open") and not symbol.get("docComment"):
            where = symbol.get("location", {})
            line = where.get("position", {}).get("line", -1) + 1
            missing.append(f'{where.get("uri", "?").split("/Sources/")[-1]}:{line}: {".".join(symbol["pathComponents"])}')
for entry in sorted(missing):
    print(f"undocumented public symbol: {entry}")
if missing:
    sys.exit(f"{len(missing)} public symbols of CasinoCore and CorePrimitives have no doc comment")
PY

docc convert Sources/CasinoCore/CasinoCore.docc \
  --additional-symbol-graph-dir "$graphs" \
  --fallback-display-name CasinoCore --fallback-bundle-identifier CasinoCore \
  --warnings-as-errors --output-path "$output"
echo "CasinoCore documentation: $output"
