#!/usr/bin/env bash
# What CI's later steps install on a fresh machine, installed at once at its start (beside the
# package's build, which leaves a core idle): Debian's chromium, chromium-driver and dieharder in one
# apt-get call (the browser step and dieharder run at the same time later, and two apt-get runs at once
# would fight over dpkg's lock), then the browser test's Python venv. Each script still installs what
# it needs when run alone. Nothing to do on a machine that has them.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v chromedriver >/dev/null 2>&1 || missing+=(chromium-driver)
command -v dieharder >/dev/null 2>&1 || missing+=(dieharder)
python3 -c 'import ensurepip, venv' >/dev/null 2>&1 || missing+=(python3-venv)
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""; [ "$(id -u)" = 0 ] || sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
Scripts/browser-test.sh --setup-only
echo "ci setup: ${#missing[@]} Debian packages installed (${missing[*]:-none}) in $((SECONDS - start)) s"
