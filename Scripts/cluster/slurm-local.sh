#!/usr/bin/env bash
# A single-node Slurm cluster on this machine, for the lab's sharded runs (Docs/scaling.md).
#
#   Scripts/cluster/slurm-local.sh start      # install (Debian's slurm-wlm, munge) when missing, start
#   Scripts/cluster/slurm-local.sh env        # print `export SLURM_CONF=…` for this cluster
#   Scripts/cluster/slurm-local.sh stop       # stop the daemons (the state folder stays for its logs)
#
# Everything lives in one state folder (default .build/slurm, or $SLURM_LOCAL_DIR): a fresh munge key,
# munged on its own socket, a minimal slurm.conf naming this host as controller and only node (its
# CPUs and memory as the machine reports them), slurmctld and slurmd on ports of their own, so it
# leaves any system Slurm or munge alone. The job scripts it runs (Scripts/cluster/*.sbatch) are
# plain sbatch scripts that run unchanged on a real multi-node cluster (Docs/scaling.md says what to
# change there: partition, node count, a shared folder).
set -euo pipefail
cd "$(dirname "$0")/../.."
dir=${SLURM_LOCAL_DIR:-$PWD/.build/slurm}
conf="$dir/slurm.conf"
host=$(hostname -s)

install_if_missing() {
  if command -v slurmctld >/dev/null && command -v slurmd >/dev/null && command -v sbatch >/dev/null \
    && command -v munged >/dev/null; then return; fi
  local sudo=""; [ "$(id -u)" = 0 ] || sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends slurm-wlm munge >/dev/null
}

write_config() {
  mkdir -p "$dir/state" "$dir/spool" "$dir/log" "$dir/munge"
  chmod 700 "$dir/munge"
  [ -s "$dir/munge/munge.key" ] || { head -c 1024 /dev/urandom >"$dir/munge/munge.key"; chmod 400 "$dir/munge/munge.key"; }
  local cpus mem user
  cpus=$(nproc)
  mem=$(awk '/MemTotal/ { print int($2 / 1024 * 0.9) }' /proc/meminfo)
  user=$(id -un)
  cat >"$conf" <<CONF
# Written by Scripts/cluster/slurm-local.sh: a one-node cluster for the lab's runs.
ClusterName=casino-lab
SlurmctldHost=$host
SlurmUser=$user
SlurmdUser=$user
SlurmctldPort=${SLURM_LOCAL_PORT:-16817}
SlurmdPort=$(( ${SLURM_LOCAL_PORT:-16817} + 1 ))
AuthType=auth/munge
AuthInfo=socket=$dir/munge/munge.socket
CredType=cred/munge
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
SlurmctldLogFile=$dir/log/slurmctld.log
SlurmdLogFile=$dir/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
MpiDefault=none
SchedulerType=sched/builtin
SchedulerParameters=sched_interval=1,sched_min_interval=0
MinJobAge=30
OverTimeLimit=0
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
ReturnToService=2
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SlurmctldTimeout=30
SlurmdTimeout=30
NodeName=$host CPUs=$cpus RealMemory=$mem State=UNKNOWN
PartitionName=lab Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF
}

start() {
  install_if_missing
  stop_quietly
  write_config
  munged --key-file="$dir/munge/munge.key" --socket="$dir/munge/munge.socket" \
    --pid-file="$dir/munge/munged.pid" --log-file="$dir/log/munged.log" --seed-file="$dir/munge/seed" --force
  export SLURM_CONF="$conf"
  slurmctld -f "$conf"
  slurmd -f "$conf"
  # Wait (with the engine's own tool) for the node to be up: at most 30 s.
  local i
  for i in $(seq 1 60); do
    if sinfo -h -n "$host" -o '%T' 2>/dev/null | grep -Eq '^(idle|mixed|allocated)'; then
      echo "slurm-local: cluster up on $host ($(nproc) CPUs), SLURM_CONF=$conf"
      return 0
    fi
    sleep 0.5
  done
  echo "slurm-local: the node did not come up in 30 s; logs in $dir/log" >&2
  tail -5 "$dir/log/slurmctld.log" "$dir/log/slurmd.log" >&2 || true
  return 1
}

stop_quietly() {
  local f
  for f in "$dir/slurmd.pid" "$dir/slurmctld.pid" "$dir/munge/munged.pid"; do
    if [ -s "$f" ]; then kill "$(cat "$f")" 2>/dev/null || true; rm -f "$f"; fi
  done
}

case "${1:-}" in
  start) start ;;
  stop) stop_quietly; echo "slurm-local: stopped" ;;
  env) echo "export SLURM_CONF=$conf" ;;
  *) echo "usage: Scripts/cluster/slurm-local.sh start|stop|env" >&2; exit 2 ;;
esac
