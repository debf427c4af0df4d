#!/usr/bin/env bash
# The test suite's time and its slowest tests (Docs/performance.md, "The test suite and CI").
#
#   Scripts/slowest-tests.sh [N]       (default 20)
#
# 1. `swift build --build-tests` (its wall time is the build's);
# 2. `swift test --skip-build`, as `swift test` runs it (Swift Testing's tests in parallel): the suite's
#    wall time;
# 3. `swift test --skip-build --no-parallel --xunit-output …`: one test at a time, so each test's time
#    in the xUnit file is its own (in a parallel run every test waits for the others and reads as
#    long as the run). Prints a Markdown table of the N slowest tests (a parameterized test: all its
#    cases). The logs and XML stay in .build/slowest-tests*.
#
# Exit 1 when a run fails (the table is still printed).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1; then export PATH="/opt/swift/usr/bin:$PATH"; fi
count=${1:-20}
xml=.build/slowest-tests.xml
mkdir -p .build
rm -f .build/slowest-tests*
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
status=0
t0=$(date +%s.%N)
swift build --build-tests >.build/slowest-tests-build.log 2>&1 || { tail -20 .build/slowest-tests-build.log; exit 1; }
t1=$(date +%s.%N)
swift test --skip-build >.build/slowest-tests-parallel.log 2>&1 || status=1
t2=$(date +%s.%N)
swift test --skip-build --no-parallel --xunit-output "$xml" >.build/slowest-tests-serial.log 2>&1 || status=1
t3=$(date +%s.%N)
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
python3 - "$count" "$t0" "$t1" "$t2" "$t3" .build/slowest-tests*.xml <<'PY'
import re
import sys
import xml.etree.ElementTree as ET

count = int(sys.argv[1])
t0, t1, t2, t3 = map(float, sys.argv[2:6])
tests = []
for path in sys.argv[6:]:
    # A failure message may quote a terminal's escape characters, which XML 1.0 does not allow.
    text = re.sub(r"[\x00-\x08\x0b\x0c\x0e-\x1f]", "?", open(path, encoding="utf-8", errors="replace").read())
    for case in ET.fromstring(text).iter("testcase"):
        tests.append((float(case.get("time", "0")), case.get("classname", ""), case.get("name", "")))
print(f"build (swift build --build-tests): {t1 - t0:.1f} s")
print(f"swift test --skip-build (parallel, as swift test runs it): {t2 - t1:.1f} s")
print(f"one test at a time (--no-parallel): {t3 - t2:.1f} s, {len(tests)} tests, {sum(t[0] for t in tests):.1f} s in tests")
print(f"tests over 10 s: {sum(1 for t in tests if t[0] > 10)}")
print()
print("| test | suite | s |")
print("| --- | --- | ---: |")
for seconds, suite, name in sorted(tests, reverse=True)[:count]:
    print(f"| `{name}` | {suite.split('.')[-1]} | {seconds:.1f} |")
PY
exit $status
