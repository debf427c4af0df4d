#!/usr/bin/env bash
# A sharded run on Slurm, merged and compared with the same run unsharded (Docs/scaling.md).
#
#   Scripts/cluster/sharded-run.sh [--tasks K] [--local] [--no-compare] -- COMMAND [OPTIONS…]
#   Scripts/cluster/sharded-run.sh --tasks 16 --local -- simulate --game crash --target 2.00 --wagers 1e8
#
# Submits COMMAND as a K-task job array (`sbatch --array=1-K --wait`, Scripts/cluster/shard.sbatch),
# merges the K parts with `casino-odds merge --format json`, and (unless --no-compare) runs the same
# command unsharded and compares the two results byte for byte (`cmp`). --local first starts the
# one-node cluster of Scripts/cluster/slurm-local.sh and stops it at the end; without it, the
# cluster named by SLURM_CONF (or the system's) is used. Uses the release build in .build/release
# (built when missing). Prints what each step took; exit 1 when the results differ.
set -euo pipefail
cd "$(dirname "$0")/../.."
tasks=16 local=0 compare=1
while [ $# -gt 0 ]; do
  case "$1" in
    --tasks) tasks="$2"; shift 2 ;;
    --local) local=1; shift ;;
    --no-compare) compare=0; shift ;;
    --) shift; break ;;
    *) echo "sharded-run: unknown option $1 (see the header of $0)" >&2; exit 2 ;;
  esac
done
[ $# -gt 0 ] || { echo "sharded-run: give the command after --, e.g. -- simulate --game crash --wagers 1e8" >&2; exit 2; }
case "$tasks" in ''|*[!0-9]*|0) echo "sharded-run: --tasks must be a whole number ≥ 1" >&2; exit 2 ;; esac
start=$SECONDS
tool=$PWD/.build/release/casino-odds
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
sbatch --wait --quiet --array="1-$tasks" --output="$run/logs/task-%a.out" \
  Scripts/cluster/shard.sbatch "$tool" "$run/parts" "$@"
echo "sharded-run: array done in $((SECONDS - t)) s"
t=$SECONDS
"$tool" merge "$run"/parts/part-*.json --format json --output "$run/merged.json"
echo "sharded-run: merged $tasks parts in $((SECONDS - t)) s -> $run/merged.json"
if [ "$compare" = 1 ]; then
  t=$SECONDS
  "$tool" "$@" --format json --output "$run/unsharded.json"
  echo "sharded-run: unsharded run in $((SECONDS - t)) s"
  if cmp "$run/merged.json" "$run/unsharded.json"; then
    echo "sharded-run: merged result is byte-identical to the unsharded run ($(sha256sum <"$run/merged.json" | cut -c1-16)…)"
  else
    echo "sharded-run: the merged result differs from the unsharded run" >&2
    exit 1
  fi
fi
echo "sharded-run: done in $((SECONDS - start)) s"
