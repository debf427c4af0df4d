#!/usr/bin/env bash
# The published disclosure page in a real browser (Scripts/browser_test.py says what it checks).
#
#   Scripts/browser-test.sh [--reports DIR]
#
# Installs what it needs on a fresh machine: Debian's chromium and chromium-driver with apt-get
# when missing, and PyPI's selenium plus the axe-core engine into .venv-browser/ (pinned). Then
# runs the check at a phone width (390 px) and a desktop width (1280 px) on Reports/, and once
# more on a copy with one figure changed by hand, which must fail. Exit 1 on any failure.
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
echo "browser test: set up in $((SECONDS - start)) s ($(chromium --version 2>/dev/null | head -1))"
"$venv/bin/python" Scripts/browser_test.py "$@"
# The negative run: a figure changed by hand must be caught.
"$venv/bin/python" Scripts/browser_test.py --tamper "$@"
