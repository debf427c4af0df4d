#!/usr/bin/env bash
# Times issue 31's jobs on two release binaries side by side, alternating, from an empty folder,
# and checks that their outputs agree (Docs/performance.md, "Issue 31's targets"):
#   Scripts/time-targets.sh NEW_BINARY OLD_BINARY
# Run it on an otherwise idle machine (the load average is printed with each line; a job's own
# two threads raise it). It takes about 4 minutes.
set -uo pipefail
NEW=$(realpath "${1:?usage: time-targets.sh NEW_BINARY OLD_BINARY}")
OLD=$(realpath "${2:?usage: time-targets.sh NEW_BINARY OLD_BINARY}")
work=$(mktemp -d)
cd "$work" || exit 2
T() {
  local tag=$1; shift
  /usr/bin/time -f "%e s wall %U s user" -o time.txt "$@" > out.txt 2> err.txt
  local rc=$?
  echo "$tag | exit $rc | $(cat time.txt) | load $(cut -d' ' -f1 /proc/loadavg) | $*"
}
uptime
for _ in 1 2; do T "old check" "$OLD" check; T "new check" "$NEW" check; done
T "old report" "$OLD" report --output-dir old-reports
T "new report" "$NEW" report --output-dir new-reports
T "old day 1e5" "$OLD" day --profile chaser --days 100000 --seed 1; cp out.txt day5-old.txt
T "new day 1e5" "$NEW" day --profile chaser --days 100000 --seed 1; cp out.txt day5-new.txt
T "new day 1e6" "$NEW" day --profile chaser --days 1000000 --seed 1; cp out.txt day6-new.txt
T "old day 1e6" "$OLD" day --profile chaser --days 1000000 --seed 1; cp out.txt day6-old.txt
# The day's outputs, whole, then with the check counts left out (0.6.0 checks the steps the
# seed-triggers-only run shares with the app run once, not twice: every other figure must agree).
same_but_checks() {
  sed -E -e 's/^([a-z-]+) +[0-9]+ +([0-9]+)$/\1 \2/' -e 's/^no violations in [0-9]+ checks$/no violations/' "$1"
}
for n in 5 6; do
  if cmp -s "day$n-old.txt" "day$n-new.txt"; then
    echo "day 1e$n: outputs identical"
  elif diff <(same_but_checks "day$n-old.txt") <(same_but_checks "day$n-new.txt") > /dev/null; then
    echo "day 1e$n: outputs identical but for the check counts ($(tail -1 "day$n-old.txt") -> $(tail -1 "day$n-new.txt"))"
  else
    echo "day 1e$n: OUTPUTS DIFFER"; diff "day$n-old.txt" "day$n-new.txt" | head -20
  fi
done
tail -1 day6-new.txt
# The reports may differ only in the tool version (and, from 0.6.0, the day section's check counts).
# (diff exits 1 when the folders differ: under pipefail that must not decide the verdict.)
{ diff -r old-reports new-reports || true; } | grep '^[<>]' | grep -v -E -i 'version|Tool `|^[<>] [0-9]+\.[0-9]+\.[0-9]+,' > reports.diff \
  && { echo "reports differ beyond the tool version ($(wc -l < reports.diff) lines; first 12):"; head -12 reports.diff | cut -c1-160; } \
  || echo "reports: identical but for the tool version"
uptime
rm -rf "$work"
