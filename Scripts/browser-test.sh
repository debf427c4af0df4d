#!/usr/bin/env bash
# The published disclosure pages in a real browser (Scripts/browser_test.py says what it checks).
#
#   Scripts/browser-test.sh [--reports DIR] [--tool PATH]
#   Scripts/browser-test.sh --setup-only     # only install chromium and the venv (what CI does early)
#
# Installs what it needs on a fresh machine: Debian's chromium and chromium-driver with apt-get
# when missing, PyPI's selenium plus the axe-core engine into .venv-browser/ (pinned), and the
# release build of casino-odds when there is none (its `card` command is the core's reference for
# the pages' own bet card). Then runs the check at a phone width (390 px) and a desktop width
# (1280 px) on every page of Reports/, and once more on copies with one figure changed by hand and
# a rounding mutant planted in the pages' card, which must both be caught. Exit 1 on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS
if ! command -v chromium >/dev/null 2>&1 || ! command -v chromedriver >/dev/null 2>&1; then
  sudo=""; [ "$(id -u)" = 0 ] || sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends chromium chromium-driver >/dev/null
fi
venv=.venv-browser
# selenium-axe-python bundles axe-core 4.9; axe-selenium-python (2.1.6, the newest) bundles 3.1.1
# from 2018, which lacks today's rules: the test uses the first and falls back to the second.
packages=(selenium==4.51.0 selenium-axe-python==2.2.0 axe-selenium-python==2.1.6)
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c 'import selenium, selenium_axe_python' 2>/dev/null; then
  # Debian's own python3 needs python3-venv for this; install it only when venv fails.
  if ! python3 -m venv --clear "$venv" >/dev/null 2>&1; then
    sudo=""; [ "$(id -u)" = 0 ] || sudo=sudo
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq python3-venv >/dev/null
    python3 -m venv --clear "$venv"
  fi
  "$venv/bin/pip" install -q --disable-pip-version-check "${packages[@]}"
fi
if [[ " $* " == *" --setup-only "* ]]; then
  echo "browser test: set up in $((SECONDS - start)) s ($(chromium --version 2>/dev/null | head -1))"
  exit 0
fi
if [ ! -x .build/release/casino-odds ] && [[ " $* " != *" --tool "* ]]; then
  swift build -c release --product casino-odds >/dev/null
fi
echo "browser test: set up in $((SECONDS - start)) s ($(chromium --version 2>/dev/null | head -1))"
# The negative run (a figure changed by hand and a mutant card must be caught) in its own browser at
# the same time as the check: each run waits on its browser about half the time (CI, 2026-11-29: the
# two in turn took 48 s and 24 CPU-s). Its output follows the check's.
tamper_log=$(mktemp)
"$venv/bin/python" Scripts/browser_test.py --tamper "$@" >"$tamper_log" 2>&1 &
tamper_pid=$!
# An interrupted or failed check leaves no browser run behind.
trap 'kill "$tamper_pid" 2>/dev/null || true; rm -f "$tamper_log"' EXIT
status=0
"$venv/bin/python" Scripts/browser_test.py "$@" || status=$?
tamper_status=0
wait "$tamper_pid" || tamper_status=$?
cat "$tamper_log"
echo "browser test: $((SECONDS - start)) s in all"
[ "$status" -ne 0 ] && exit "$status"
exit "$tamper_status"
