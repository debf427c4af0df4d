#!/usr/bin/env bash
# A CI-sized Slurm run (Docs/scaling.md, "A short run for CI"): the one-node cluster of
# slurm-local.sh set up (installed from Debian when missing), a 4-task job array of the whole-offer
# certification at 4 chunks per choice (4,194,304 wagers, 1.08·10⁹ over the 258 choices), merged
# with a one-chunk audit of every part and compared byte for byte with the same run unsharded.
#
#   Scripts/cluster/ci-check.sh [--tasks K] [--wagers N] [--tool PATH]
#
# Prints the wall time of the whole script and the CPU time of every casino-odds process it ran
# (the array's tasks, the merge, the unsharded run: measured with /usr/bin/time around the tool).
# Exit 0 when the merged table is byte-identical, 1 when it differs, 2 on bad options.
# Runs the release build (.build/release/casino-odds) unless --tool names another casino-odds binary
# (CI passes its debug build, whose libraries are optimized: the same bytes).
set -euo pipefail
cd "$(dirname "$0")/../.."
tasks=4 wagers=4194304 real_tool=$PWD/.build/release/casino-odds
while [ $# -gt 0 ]; do
  case "$1" in
    --tasks) tasks="$2"; shift 2 ;;
    --wagers) wagers="$2"; shift 2 ;;
    --tool) real_tool=$(cd "$(dirname "$2")" && pwd)/$(basename "$2"); shift 2 ;;
    *) echo "ci-check: unknown option $1 (see the header of $0)" >&2; exit 2 ;;
  esac
done
start=$(date +%s.%N)
[ -x "$real_tool" ] || { echo "ci-check: $real_tool is not there: run swift build -c release first, or pass --tool PATH" >&2; exit 2; }
if [ ! -x /usr/bin/time ]; then  # Debian's `time` package, installed when missing (as slurm-local.sh installs Slurm)
  sudo=""; [ "$(id -u)" = 0 ] || sudo=sudo
  $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq time >/dev/null
fi
[ -x /usr/bin/time ] || { echo "ci-check: /usr/bin/time is needed (Debian package time)" >&2; exit 2; }
work=$(mktemp -d "$PWD/.build/ci-check.XXXXXX")
cpu_log="$work/cpu.log"
: >"$cpu_log"
# The tool, timed: every run appends "elapsed user system" to cpu.log (the array's tasks inherit
# the environment through sbatch, so they log too).
cat >"$work/casino-odds" <<WRAP
#!/usr/bin/env bash
exec /usr/bin/time -a -o "$cpu_log" -f '%e %U %S' "$real_tool" "\$@"
WRAP
chmod +x "$work/casino-odds"
CASINO_ODDS_TOOL="$work/casino-odds" Scripts/cluster/sharded-run.sh --tasks "$tasks" --local --audit 1 -- \
  certify --wagers "$wagers" --seed 43
end=$(date +%s.%N)
awk -v wall="$(awk -v s="$start" -v e="$end" 'BEGIN { print e - s }')" -v n="$tasks" '
  { runs++; user += $2; sys += $3 }
  END { printf "ci-check: %d array tasks + merge + unsharded run (%d casino-odds runs): wall %.1f s for the whole script, casino-odds CPU %.1f s (user %.1f, system %.1f)\n", n, runs, wall, user + sys, user, sys }
' "$cpu_log"
# The batch-engine manifests in Docs/scaling.md are what manifests.sh writes.
Scripts/cluster/manifests.sh --check Docs/scaling.md
