#!/usr/bin/env python3
"""The published disclosure page in a real browser (headless Chromium through Selenium).

Loads Reports/odds-disclosure.html at a phone width and a desktop width and checks:
  1. every figure in the page (each element with data-json="<path>") equals the figure at that
     path of Reports/odds-disclosure.json, shown by the page's rule (string as itself, number in
     decimal, true/false as yes/no, null and [] as "none", a list joined by ", ");
  2. no digit in the page's text is outside such an element (or text marked data-fixed, or a
     chart), so no figure escapes check 1;
  3. nothing is wider than the screen: document.documentElement.scrollWidth <= innerWidth (a wide
     table scrolls inside its own region);
  4. axe-core finds no serious or critical accessibility violation;
  5. the page is self-contained: no script, image, stylesheet or frame element, nothing fetched;
  6. every plain sentence of odds-disclosure.md (its paragraphs and bullets, not its tables or
     headings) is in the text the page shows, at every width: nothing hidden, nothing missing.

--tamper copies the page, changes one figure by hand and expects check 1 to fail: it exits 0
only if the tampered copy is caught. Exit 1 names every failure; 2 is a setup error.
"""
import argparse
import json
import os
import re
import shutil
import sys
import tempfile

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

try:  # axe-core 4.9, bundled by a maintained fork of axe-selenium-python
    from selenium_axe_python import Axe
except ImportError:
    try:  # axe-core 3.1 (2018), the newest axe-selenium-python's
        from axe_selenium_python import Axe
    except ImportError:  # axe-core's own JS, from a path given in AXE_JS
        Axe = None

WIDTHS = {"phone": (390, 844), "desktop": (1280, 900)}

# Collects every figure element's path and text, and the text of every digit outside one.
COLLECT = r"""
const figures = [...document.querySelectorAll('[data-json]')].map(e => [e.getAttribute('data-json'), e.textContent]);
const loose = [];
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
for (let n = walker.nextNode(); n; n = walker.nextNode()) {
  if (!/[0-9]/.test(n.textContent)) continue;
  const p = n.parentElement;
  if (p.closest('[data-json], [data-fixed], svg')) continue;
  loose.push(n.textContent.trim().slice(0, 80));
}
const external = document.querySelectorAll('script, link, img, iframe, object, embed, [src]').length
  + performance.getEntriesByType('resource').length;
return {figures, loose, external, text: document.body.innerText, scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth,
        title: document.title, lang: document.documentElement.lang};
"""


def shown(value):
    """A JSON value as the page shows it."""
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list):
        return ", ".join(shown(v) for v in value) if value else "none"
    return str(value)


def lookup(root, path):
    """The value at a dotted path ("choices.3.outcomes.0.multiplier", "choices.length")."""
    value = root
    for part in path.split("."):
        if part == "length" and isinstance(value, list):
            value = len(value)
        elif isinstance(value, list):
            value = value[int(part)]
        else:
            value = value[part]
    return value


def markdown_sentences(path):
    """The plain paragraphs and bullets of a Markdown file, as a reader sees them (escapes and code marks removed)."""
    with open(path, encoding="utf-8") as f:
        blocks = f.read().split("\n\n")
    out = []
    for block in blocks:
        block = block.strip()
        if not block or block.startswith("#") or block.startswith("|"):
            continue
        for line in block.split("\n"):
            line = line[2:] if line.startswith("- ") else line
            line = re.sub(r"\\(.)", r"\1", line).replace("`", "")
            out.append(" ".join(line.split()))
    return out


def browser():
    options = Options()
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
        options.add_argument(flag)
    binary = shutil.which("chromium") or shutil.which("chromium-browser")
    if binary:
        options.binary_location = binary
    driver_path = shutil.which("chromedriver")
    service = Service(executable_path=driver_path) if driver_path else Service()
    driver = webdriver.Chrome(options=options, service=service)
    # axe walks every element of a long page (a card per choice); on a busy 2-core machine that
    # takes longer than Selenium's 30 s default for an asynchronous script.
    driver.set_script_timeout(600)
    return driver


def check(driver, page, disclosure, width, height, label, audit, sentences=()):
    """The failures of one load, as lines."""
    failures = []
    driver.set_window_size(width, height)
    driver.get("file://" + os.path.abspath(page))
    # The window's inner width is what the page lays out in (the frame takes a few pixels).
    inner = driver.execute_script("return window.innerWidth")
    if inner != width:
        driver.set_window_size(width + (width - inner), height)
    found = driver.execute_script(COLLECT)
    if found["lang"] != "en" or not found["title"]:
        failures.append(f"{label}: the page has no lang or no title")
    if found["external"]:
        failures.append(f"{label}: the page loads {found['external']} scripts or other resources; it must be self-contained")
    figures = found["figures"]
    if len(figures) < 100:
        failures.append(f"{label}: only {len(figures)} figures are marked with data-json")
    wrong = 0
    for path, text in figures:
        try:
            expected = shown(lookup(disclosure, path))
        except (KeyError, IndexError, ValueError, TypeError):
            failures.append(f"{label}: figure {path!r} ({text!r}) has no place in the JSON")
            continue
        if text != expected:
            wrong += 1
            if wrong <= 10:
                failures.append(f"{label}: figure {path} shows {text!r}, the JSON says {expected!r}")
    if wrong > 10:
        failures.append(f"{label}: … {wrong} figures differ in all")
    for text in found["loose"][:10]:
        failures.append(f"{label}: a number outside any data-json figure: {text!r}")
    shown_text = " ".join(found["text"].split())
    missing = [s for s in sentences if s not in shown_text]
    for sentence in missing[:5]:
        failures.append(f"{label}: a sentence of the Markdown is not on the page: {sentence[:120]!r}")
    if len(missing) > 5:
        failures.append(f"{label}: … {len(missing)} sentences of the Markdown missing in all")
    if found["scrollWidth"] > found["innerWidth"]:
        failures.append(f"{label}: the page is {found['scrollWidth']} px wide in a {found['innerWidth']} px window")
    if audit:
        failures += accessibility(driver, label)
    print(f"{label} ({found['innerWidth']} px): {len(figures)} figures compared, {len(sentences)} Markdown sentences "
          f"looked for on the page, page width {found['scrollWidth']} px")
    return failures


def accessibility(driver, label):
    if Axe is not None:
        axe = Axe(driver)
        axe.inject()
        results = axe.run()
    else:
        with open(os.environ["AXE_JS"], encoding="utf-8") as f:
            driver.execute_script(f.read())
        results = driver.execute_async_script("const done = arguments[arguments.length - 1]; axe.run().then(done);")
    bad = [v for v in results["violations"] if v.get("impact") in ("serious", "critical")]
    version = driver.execute_script("return window.axe && axe.version")
    print(f"{label}: axe-core {version}: {len(results['passes'])} rules passed, "
          f"{len(results['violations'])} violated, {len(results['incomplete'])} need a person to judge")
    minor = [v["id"] for v in results["violations"] if v not in bad]
    if minor:
        print(f"{label}: axe, minor or moderate only (not failing): {', '.join(minor)}")
    return [f"{label}: axe {v['impact']}: {v['id']}: {v['help']} ({len(v['nodes'])} elements)" for v in bad]


def tampered_copy(page, folder):
    """A copy of the page with the first choice's "keep X of every 100" figure changed by hand."""
    with open(page, encoding="utf-8") as f:
        html = f.read()
    pattern = re.compile(r'(<span data-json="choices\.\d+\.sentences\.\d+">[^<]*?keep )(\d+)\.(\d)( of every 100)')
    match = pattern.search(html)
    if not match:
        raise SystemExit("browser test: no kept-per-100 figure to tamper with")
    digit = str((int(match.group(3)) + 1) % 10)
    html = html[:match.start()] + match.group(1) + match.group(2) + "." + digit + match.group(4) + html[match.end():]
    copy = os.path.join(folder, "odds-disclosure.html")
    with open(copy, "w", encoding="utf-8") as f:
        f.write(html)
    print(f"tampered: keep {match.group(2)}.{match.group(3)} -> {match.group(2)}.{digit}")
    return copy


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reports", default="Reports", help="the folder holding odds-disclosure.html and .json")
    parser.add_argument("--tamper", action="store_true", help="change one figure in a copy and expect the test to fail")
    args = parser.parse_args()
    page = os.path.join(args.reports, "odds-disclosure.html")
    try:
        with open(os.path.join(args.reports, "odds-disclosure.json"), encoding="utf-8") as f:
            disclosure = json.load(f)
        open(page, encoding="utf-8").close()
        sentences = markdown_sentences(os.path.join(args.reports, "odds-disclosure.md"))
    except (OSError, ValueError) as error:
        print(f"browser test: {error}", file=sys.stderr)
        return 2
    driver = browser()
    try:
        if args.tamper:
            with tempfile.TemporaryDirectory() as folder:
                failures = check(driver, tampered_copy(page, folder), disclosure, *WIDTHS["phone"], "tampered copy", audit=False)
            caught = [f for f in failures if "shows" in f]
            if caught:
                print("the tampered figure was caught: " + caught[0])
                print("1 passed, 0 failed")
                return 0
            print("the tampered figure was NOT caught", file=sys.stderr)
            return 1
        failures, failed = [], 0
        for label, (width, height) in WIDTHS.items():
            these = check(driver, page, disclosure, width, height, label, audit=True, sentences=sentences)
            failures += these
            failed += 1 if these else 0
    finally:
        driver.quit()
    for failure in failures:
        print(failure, file=sys.stderr)
    print(f"{len(WIDTHS) - failed} passed, {failed} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
