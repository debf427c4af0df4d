#!/usr/bin/env bash
# The batch-engine manifests of a sharded casino-odds run, written from one description so they
# cannot drift (Docs/scaling.md, "On a batch engine"):
#
#   Scripts/cluster/manifests.sh --tasks K [--name NAME] [--image IMAGE] -- COMMAND [OPTIONS…]
#   Scripts/cluster/manifests.sh --check Docs/scaling.md
#
# Prints, for `casino-odds COMMAND OPTIONS… --shard i/K`: a GitHub Actions workflow (a K-entry
# matrix, then a merge job), a Kubernetes Indexed Job (K completions; JOB_COMPLETION_INDEX + 1 is
# the shard), and the Slurm submission (the job array of Scripts/cluster/shard.sbatch and the merge
# as a dependent job). --check regenerates every block Docs/scaling.md marks with
# `<!-- manifests.sh ARGS -->` and exits 1 naming the first one that differs.
set -euo pipefail
cd "$(dirname "$0")/../.."

generate() {
  local tasks="" name="" image="registry.example/casino-odds:latest"
  while [ $# -gt 0 ]; do
    case "$1" in
      --tasks) tasks="$2"; shift 2 ;;
      --name) name="$2"; shift 2 ;;
      --image) image="$2"; shift 2 ;;
      --) shift; break ;;
      *) echo "manifests: unknown option $1 (see the header of $0)" >&2; return 2 ;;
    esac
  done
  case "$tasks" in ''|*[!0-9]*|0) echo "manifests: --tasks must be a whole number ≥ 1" >&2; return 2 ;; esac
  [ $# -gt 0 ] || { echo "manifests: give the command after --" >&2; return 2; }
  local command="$*" sub="$1"
  [ -n "$name" ] || name="casino-odds-$sub"
  # A certification merges into a folder, a simulate run into one JSON file.
  local merged="--format json --output $name.json"
  [ "$sub" = certify ] && merged="--output-dir $name"
  [ "$sub" = check ] && merged="--output $name.txt"
  local audit="--audit 1 "
  [ "$sub" = check ] && audit=""
  local matrix
  matrix=$(seq -s ', ' 1 "$tasks")
  cat <<YAML
# GitHub Actions: .github/workflows/$name.yml
name: $name
on: workflow_dispatch
jobs:
  shard:
    runs-on: ubuntu-latest
    strategy:
      matrix:
        shard: [$matrix]
    steps:
      - uses: actions/checkout@v4
      - run: swift build -c release
      - run: .build/release/casino-odds $command --shard \${{ matrix.shard }}/$tasks --output part-\${{ matrix.shard }}.json
      - uses: actions/upload-artifact@v4
        with: { name: "part-\${{ matrix.shard }}", path: "part-\${{ matrix.shard }}.json" }
  merge:
    needs: shard
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/download-artifact@v4
        with: { path: parts, merge-multiple: true }
      - run: swift build -c release
      - run: .build/release/casino-odds merge parts/part-*.json $audit$merged
---
# Kubernetes: an Indexed Job; JOB_COMPLETION_INDEX runs from 0, shards from 1
apiVersion: batch/v1
kind: Job
metadata: { name: $name }
spec:
  completions: $tasks
  parallelism: $tasks
  completionMode: Indexed
  template:
    spec:
      restartPolicy: OnFailure
      containers:
        - name: shard
          image: $image
          command: ["sh", "-c"]
          args:
            - casino-odds $command --shard \$((JOB_COMPLETION_INDEX + 1))/$tasks --output /results/part-\$((JOB_COMPLETION_INDEX + 1)).json
          volumeMounts: [{ name: results, mountPath: /results }]
      volumes:
        - name: results
          persistentVolumeClaim: { claimName: casino-odds-results }
# then, once the Job completes: casino-odds merge /results/part-*.json $audit$merged
---
# Slurm: a job array of Scripts/cluster/shard.sbatch, the merge as a dependent job
jobid=\$(sbatch --parsable --array=1-$tasks Scripts/cluster/shard.sbatch "\$PWD/.build/release/casino-odds" "\$PWD/parts" $command)
sbatch --dependency=afterok:\$jobid --wrap "\$PWD/.build/release/casino-odds merge \$PWD/parts/part-*.json $audit$merged"
YAML
}

check_docs() {
  local doc="$1" status=0
  # Each marked block: the marker line, then a fenced block holding the generated text.
  while IFS= read -r args; do
    local want have
    # shellcheck disable=SC2086
    want=$(generate $args)
    have=$(awk -v marker="<!-- manifests.sh $args -->" '
      $0 == marker { found = 1; next }
      found && /^```/ { if (inside) exit; inside = 1; next }
      inside { print }' "$doc")
    if [ "$want" != "$have" ]; then
      echo "manifests: the block after '<!-- manifests.sh $args -->' in $doc differs from what manifests.sh writes" >&2
      status=1
    fi
  done < <(sed -n 's/^<!-- manifests.sh \(.*\) -->$/\1/p' "$doc")
  [ "$status" = 0 ] && echo "manifests: every marked block of $doc is what manifests.sh writes"
  return "$status"
}

if [ "${1:-}" = --check ]; then
  check_docs "${2:?give the document to check}"
else
  generate "$@"
fi
