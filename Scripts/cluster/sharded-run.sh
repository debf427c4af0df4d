#!/usr/bin/env bash
# A sharded run on Slurm, merged and compared with the same run unsharded (Docs/scaling.md).
#
#   Scripts/cluster/sharded-run.sh [--tasks K] [--local] [--audit N] [--no-compare] -- COMMAND [OPTIONS…]
#   Scripts/cluster/sharded-run.sh --tasks 16 --local -- simulate --game crash --target 2.00 --wagers 1e8
#   Scripts/cluster/sharded-run.sh --tasks 16 --local -- certify --wagers 16777216
#
# Submits COMMAND (simulate, certify or check) as a K-task job array (`sbatch --array=1-K`,
# Scripts/cluster/shard.sbatch), waits for it with `srun --dependency=afterany:JOB`, checks that
# every task wrote its part, merges the K parts with `casino-odds merge --audit N` (1 by default:
# one chunk of every part, of every choice for certify, replayed; 0: no audit), and (unless
# --no-compare) runs the same command unsharded and compares the results byte for byte (`cmp`):
# simulate's JSON, or certify's certification.csv and certification.md. --local first starts the
# one-node cluster of Scripts/cluster/slurm-local.sh and stops it at the end; without it, the
# cluster named by SLURM_CONF (or the system's) is used. Uses the release build in .build/release
# (built when missing), or the executable CASINO_ODDS_TOOL names (ci-check.sh passes a wrapper
# that records each run's CPU time). Prints what each step took; exit 1 when the results differ.
set -euo pipefail
cd "$(dirname "$0")/../.."
tasks=16 local=0 compare=1 audit=1
while [ $# -gt 0 ]; do
  case "$1" in
    --tasks) tasks="$2"; shift 2 ;;
    --local) local=1; shift ;;
    --no-compare) compare=0; shift ;;
    --audit) audit="$2"; shift 2 ;;
    --) shift; break ;;
    *) echo "sharded-run: unknown option $1 (see the header of $0)" >&2; exit 2 ;;
  esac
done
[ $# -gt 0 ] || { echo "sharded-run: give the command after --, e.g. -- simulate --game crash --wagers 1e8" >&2; exit 2; }
case "$tasks" in ''|*[!0-9]*|0) echo "sharded-run: --tasks must be a whole number ≥ 1" >&2; exit 2 ;; esac
case "$audit" in ''|*[!0-9]*) echo "sharded-run: --audit must be a whole number (0: none)" >&2; exit 2 ;; esac
start=$SECONDS
tool=${CASINO_ODDS_TOOL:-$PWD/.build/release/casino-odds}
[ -x "$tool" ] || swift build -c release
if [ "$local" = 1 ]; then
  Scripts/cluster/slurm-local.sh start
  eval "$(Scripts/cluster/slurm-local.sh env)"
  trap 'Scripts/cluster/slurm-local.sh stop >/dev/null' EXIT
fi
run=$(mktemp -d "$PWD/.build/sharded-run.XXXXXX")
mkdir -p "$run/parts" "$run/logs"
echo "sharded-run: $tasks tasks of: casino-odds $*  (folder $run)"
t=$SECONDS
jobid=$(sbatch --parsable --array="1-$tasks" --output="$run/logs/task-%a.out" \
  Scripts/cluster/shard.sbatch "$tool" "$run/parts" "$@")
# Wait with Slurm's own tools: a one-CPU step that Slurm starts only once every task of the array
# has ended (`sbatch --wait` polls with a growing interval, up to half a minute late).
srun --quiet --dependency="afterany:$jobid" --ntasks=1 --cpus-per-task=1 --job-name=casino-odds-wait true
done_parts=$(find "$run/parts" -name 'part-*.json' | wc -l)
if [ "$done_parts" != "$tasks" ]; then
  echo "sharded-run: $done_parts of $tasks tasks wrote their part; the tasks' logs are in $run/logs" >&2
  tail -n 3 "$run"/logs/task-*.out >&2 || true
  exit 1
fi
echo "sharded-run: array $jobid done in $((SECONDS - t)) s"
t=$SECONDS
auditing=(--audit "$audit"); [ "$audit" = 0 ] || [ "$1" = check ] && auditing=()
if [ "$1" = certify ]; then
  # A certification merges into a folder: certification.csv and .md (compared below) and parts.csv.
  "$tool" merge "$run"/parts/part-*.json "${auditing[@]}" --output-dir "$run/merged" >/dev/null
  merged=("$run/merged/certification.csv" "$run/merged/certification.md")
else
  "$tool" merge "$run"/parts/part-*.json "${auditing[@]}" --format json --output "$run/merged.json"
  merged=("$run/merged.json")
fi
audited="no audit"; [ ${#auditing[@]} = 0 ] || audited="audit: $audit chunks of each part replayed"
echo "sharded-run: merged $tasks parts ($audited) in $((SECONDS - t)) s -> ${merged[*]}"
if [ "$compare" = 1 ]; then
  t=$SECONDS
  if [ "$1" = certify ]; then
    "$tool" "$@" --output-dir "$run/unsharded" >/dev/null
    unsharded=("$run/unsharded/certification.csv" "$run/unsharded/certification.md")
  else
    "$tool" "$@" --format json --output "$run/unsharded.json"
    unsharded=("$run/unsharded.json")
  fi
  echo "sharded-run: unsharded run in $((SECONDS - t)) s"
  for f in "${!merged[@]}"; do
    if cmp "${merged[$f]}" "${unsharded[$f]}"; then
      echo "sharded-run: $(basename "${merged[$f]}") merged is byte-identical to the unsharded run's ($(sha256sum <"${merged[$f]}" | cut -c1-16)…, $(wc -c <"${merged[$f]}") bytes)"
    else
      echo "sharded-run: $(basename "${merged[$f]}") merged differs from the unsharded run's" >&2
      exit 1
    fi
  done
fi
echo "sharded-run: done in $((SECONDS - start)) s"
