#!/usr/bin/env python3
"""The published disclosure pages in a real browser (headless Chromium through Selenium).

Loads every page, Reports/odds-disclosure.html (the index) and the game pages it links to
(odds-crash.html, odds-plinko.html, odds-mines-*.html, odds-slots.html), at a phone width and a
desktop width, and checks:
  1. every figure in a page (each element with data-json="<path>") equals the figure at that
     path of Reports/odds-disclosure.json, shown by the page's rule (string as itself, number in
     decimal, true/false as yes/no, null and [] as "none", a list joined by ", ");
  2. no digit in a page's text is outside such an element (or text marked data-fixed, a chart,
     the form's card or a script), so no figure escapes check 1;
  3. nothing is wider than the screen: document.documentElement.scrollWidth <= innerWidth;
  4. axe-core finds no violation at all (every impact, minor included);
  5. a page is self-contained: no external script, image, stylesheet or frame, nothing fetched;
     the only scripts are inline (the form's card and its tables);
  6. every page is at most 150 KB (uncompressed);
  7. every plain sentence of odds-disclosure.md (its paragraphs and bullets, not its tables or
     headings) is in the text some page shows, except the per-moment acceptance lists ("At 00:00
     … it accepts …"), which the pages replace by the form;
  8. the index links to every choice directly (its game page and its anchor), so every choice is
     one tap from the index, and each anchor exists;
  9. the in-page bet card (window.betCard) equals the core's BetCard, as `casino-odds card
     --questions` writes it, on --questions random questions (fixed seed; every offered choice at
     least once, stakes 1-1440, minutes until 23:59 0-1499 on the three kinds of day, holding at
     least the stake) and on a named list of boundary cases: 0 differences;
 10. the page's reading of a time of day (window.minutesUntil) equals `card`'s (--at, --day) at
     every minute of the three kinds of day;
 11. "Plinko 16 high, 10 minutes, 20:00, holding 60" is answered within two taps and one form:
     tap the choice's link on the index, fill the form, read the card; it equals
     `casino-odds card --game plinko --rows 16 --risk high --stake 10 --at 20:00 --remaining 60`.
 12. the verify page (odds-verify.html, linked from the index) is self-contained, at most 150 KB,
     fits a phone and passes axe; and its verifier (window.verifyHistory) gives the verdict
     `casino-odds verify FILE [--receipt R]` gives (exit 0 accepted, 1 refused, 2 unreadable) on
     every case of the corpus Scripts/verify_corpus.py writes (honest and tampered exports of all
     four games, lab and app-style, with and without receipts), and for a refused file names the
     same first round and field: 0 differences. --verify-only runs just this check.

--tamper copies the pages, changes one figure by hand and expects check 1 to fail, and plants a
mutant in the pages' card (wins rounded to the nearest minute, not down) and expects check 9 to
fail: it exits 0 only if both are caught. Exit 1 names every failure; 2 is a setup error.
"""
import argparse
import glob
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time
from fractions import Fraction

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

try:  # axe-core 4.9, bundled by a maintained fork of axe-selenium-python
    from selenium_axe_python import Axe
except ImportError:
    try:  # axe-core 3.1 (2018), the newest axe-selenium-python's
        from axe_selenium_python import Axe
    except ImportError:  # axe-core's own JS, from a path given in AXE_JS
        Axe = None

WIDTHS = {"phone": (390, 844), "desktop": (1280, 900)}
MAX_PAGE_BYTES = 150 * 1024
INDEX = "odds-disclosure.html"
VERIFY = "odds-verify.html"

# Collects every figure element's path and text, and the text of every digit outside one.
COLLECT = r"""
const figures = [...document.querySelectorAll('[data-json]')].map(e => [e.getAttribute('data-json'), e.textContent]);
const loose = [];
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
for (let n = walker.nextNode(); n; n = walker.nextNode()) {
  if (!/[0-9]/.test(n.textContent)) continue;
  const p = n.parentElement;
  if (p.closest('[data-json], [data-fixed], [data-card], svg, script, noscript')) continue;
  loose.push(n.textContent.trim().slice(0, 80));
}
const external = document.querySelectorAll('link, img, iframe, object, embed, [src]').length
  + performance.getEntriesByType('resource').length;
const scripts = [...document.querySelectorAll('script')].map(s => s.type || 'classic');
const links = [...document.querySelectorAll('a[href]')].map(a => a.getAttribute('href'));
const ids = [...document.querySelectorAll('[id]')].map(e => e.id);
return {figures, loose, external, scripts, links, ids, text: document.body.innerText,
        scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth,
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


def acceptance_list(sentence):
    """The per-moment acceptance lists the pages leave to the form."""
    return sentence.startswith("At ") and " it accepts" in sentence


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
            line = " ".join(line.split())
            if not acceptance_list(line):
                out.append(line)
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
    # axe on a busy 2-core machine can take longer than Selenium's 30 s default for an asynchronous script.
    driver.set_script_timeout(600)
    return driver


def load(driver, page, width, height):
    driver.set_window_size(width, height)
    driver.get("file://" + os.path.abspath(page))
    # The window's inner width is what the page lays out in (the frame takes a few pixels).
    inner = driver.execute_script("return window.innerWidth")
    if inner != width:
        driver.set_window_size(width + (width - inner), height)


def check(driver, page, disclosure, width, height, label, audit, run_axe=True):
    """The failures of one load, as lines, and what the page holds. The figures, the loose digits
    and axe are the page's, whatever the width: they are checked on the audited (phone) load only."""
    failures = []
    load(driver, page, width, height)
    found = driver.execute_script(COLLECT)
    name = os.path.basename(page)
    if found["lang"] != "en" or not found["title"]:
        failures.append(f"{label}: the page has no lang or no title")
    if found["external"]:
        failures.append(f"{label}: the page loads {found['external']} external resources; it must be self-contained")
    if any(s not in ("classic", "application/json") for s in found["scripts"]):
        failures.append(f"{label}: a script of type {found['scripts']}")
    size = os.path.getsize(page)
    if size > MAX_PAGE_BYTES:
        failures.append(f"{label}: the page is {size} bytes, over {MAX_PAGE_BYTES}")
    figures = found["figures"] if audit else []
    if audit and len(figures) < 10:
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
    for text in (found["loose"] if audit else [])[:10]:
        failures.append(f"{label}: a number outside any data-json figure: {text!r}")
    if found["scrollWidth"] > found["innerWidth"]:
        failures.append(f"{label}: the page is {found['scrollWidth']} px wide in a {found['innerWidth']} px window")
    if audit and run_axe:
        failures += accessibility(driver, label)
    print(f"{label} ({found['innerWidth']} px): {size} bytes, {len(figures)} figures compared, "
          f"page width {found['scrollWidth']} px")
    return failures, found


def accessibility(driver, label):
    if Axe is not None:
        axe = Axe(driver)
        axe.inject()
        results = axe.run()
    else:
        with open(os.environ["AXE_JS"], encoding="utf-8") as f:
            driver.execute_script(f.read())
        results = driver.execute_async_script("const done = arguments[arguments.length - 1]; axe.run().then(done);")
    version = driver.execute_script("return window.axe && axe.version")
    print(f"{label}: axe-core {version}: {len(results['passes'])} rules passed, "
          f"{len(results['violations'])} violated, {len(results['incomplete'])} need a person to judge")
    return [f"{label}: axe {v['impact']}: {v['id']}: {v['help']} ({len(v['nodes'])} elements)"
            for v in results["violations"]]


def tampered_copy(folder_in, folder):
    """A copy of the pages with the first choice's "keep X of every 100" figure changed by hand."""
    for path in glob.glob(os.path.join(folder_in, "odds-*.html")):
        shutil.copy(path, folder)
    pattern = re.compile(r'(<span data-json="choices\.\d+\.sentences\.\d+">[^<]*?keep )(\d+)\.(\d)( of every 100)')
    for path in sorted(glob.glob(os.path.join(folder, "odds-*.html"))):
        with open(path, encoding="utf-8") as f:
            html = f.read()
        match = pattern.search(html)
        if not match:
            continue
        digit = str((int(match.group(3)) + 1) % 10)
        html = html[:match.start()] + match.group(1) + match.group(2) + "." + digit + match.group(4) + html[match.end():]
        with open(path, "w", encoding="utf-8") as f:
            f.write(html)
        print(f"tampered: {os.path.basename(path)}: keep {match.group(2)}.{match.group(3)} -> {match.group(2)}.{digit}")
        return path
    raise SystemExit("browser test: no kept-per-100 figure to tamper with")


# ---- the bet card against the core ----

def tables_of(driver):
    return driver.execute_script("return JSON.parse(document.getElementById('bet-tables').textContent)")


def least_gaining(centi):
    top = max(centi)
    return None if top <= 100 else -(-100 // (top - 100))


def exact_return(table, wager, held, until):
    """The effective return by this script's own arithmetic (Fractions): only to find boundary stakes."""
    room = max(0, until - held)
    d = int(table["d"])
    kept = 0
    for c, w in zip(table["centi"], table["w"]):
        pay = wager * c // 100
        if pay > wager:
            pay = min(pay, wager + room)
        kept += int(w) * pay
    return Fraction(kept, wager * d)


def questions(choices, floor, count, seed):
    """count random questions, then the named boundary cases, each a dict with a "case" name."""
    rng = random.Random(seed)
    days = [("ordinary", 1439), ("23h", 1379), ("25h", 1499)]
    out = []
    ids = [c["id"] for c in choices]
    for k in range(count):
        table = choices[k] if k < len(choices) else rng.choice(choices)
        _, longest = rng.choice(days)
        until = rng.randint(0, longest)
        shape = rng.random()
        if shape < 0.4:
            wager = rng.randint(1, 1440)
        elif shape < 0.8:
            wager = rng.randint(1, 120)
        else:
            wager = rng.choice([1, 2, 3, 5, 10, 15, 20, 30, 60, 120, 240, 480, 1000, 1440])
        held_shape = rng.random()
        if held_shape < 0.3:
            held = wager
        elif held_shape < 0.6:
            held = wager + rng.randint(0, 60)
        else:
            held = wager + rng.randint(0, 1500)
        out.append({"case": "random", "choice": table["id"], "wager": wager, "remaining": held,
                    "minutesUntilMidnight": until})
    fl = Fraction(floor, 1_000_000)
    for table in choices:
        cid = table["id"]
        least = least_gaining(table["centi"])

        def add(case, wager, held, until):
            if wager >= 1 and held >= 0 and 0 <= until <= 1499:
                out.append({"case": case, "choice": cid, "wager": wager, "remaining": held,
                            "minutesUntilMidnight": until})
        for until in (1439, 1379, 1499, 239, 29, 0):
            add("stake = holding", 10, 10, until)
            add("stake = holding = 1440", 1440, 1440, until)
        add("holding = minutes until 23:59", 10, 239, 239)
        add("holding = minutes until 23:59 - 1 (room for one minute)", 10, 238, 239)
        add("holding = minutes until 23:59 + 1", 10, 240, 239)
        add("0 minutes until 23:59", 10, 10, 0)
        add("0 minutes until 23:59, holding 0", 1, 0, 0)
        add("stake above the minutes held (base rule)", 11, 10, 1439)
        add("holding 0 (base rule)", 1, 0, 1439)
        add("huge stake 1440, holding 1440, 00:00", 1440, 1440, 1439)
        add("huge stake 1440, holding 1499, 25-hour day's 00:00", 1440, 1499, 1499)
        add("huge stake 1440, holding 3000", 1440, 3000, 1499)
        add("stake 1", 1, 1, 1439)
        if least is not None:
            for w in (least - 1, least, least + 1):
                add("the gain rule flips", w, w, 1439)
                add("the gain rule flips, late", w, w + 20, w + 21)
        top = max(table["centi"])
        # The cap cuts the top prize to exactly the stake back (no room) and to +1 minute.
        add("the cap cuts the top prize to the stake", 10, 100, 100)
        add("the cap cuts the top prize to +1", 10, 100, 101)
        if top > 100:
            w = 10
            gain = w * top // 100 - w
            if gain > 1:
                add("the cap cuts the top prize by one minute", w, w, w + gain - 1)
                add("the cap exactly at the top prize", w, w, w + gain)
        # Stakes whose return is exactly the floor, or straddles it, at 00:00 holding the stake.
        if floor > 0:
            previous = None
            for w in range(1, 121):
                r = exact_return(table, w, w, 1439)
                if r == fl:
                    add("exactly at the floor", w, w, 1439)
                    add("exactly at the floor, holding more", w, w + 30, 1439)
                if previous is not None and (previous < fl) != (r < fl):
                    add("the floor flips", w - 1, w - 1, 1439)
                    add("the floor flips", w, w, 1439)
                previous = r
    return out


def normalized(card):
    """A card's fields as strings (numbers and null as the JSON gives them), without the case name."""
    return {k: (v if v is None or isinstance(v, bool) else str(v)) for k, v in card.items() if k != "case"}


def core_cards(tool, batch, config=None):
    with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False) as f:
        for q in batch:
            f.write(json.dumps({k: v for k, v in q.items() if k != "case"}) + "\n")
        path = f.name
    try:
        command = [tool, "card", "--questions", path, "--format", "json"] + (["--config", config] if config else [])
        result = subprocess.run(command, capture_output=True, text=True)
    finally:
        os.unlink(path)
    if result.returncode != 0:
        raise SystemExit(f"browser test: {' '.join(command)} failed: {result.stderr.strip()}")
    return [json.loads(line) for line in result.stdout.splitlines() if line.strip()]


def compare_cards(driver, pages, tool, count, seed):
    """Check 9 and 10: the failures, as lines."""
    failures = []
    owner, tables, floor = {}, [], None
    for page in pages[1:]:
        driver.get("file://" + os.path.abspath(page))
        data = tables_of(driver)
        floor = data["floorPPM"]
        for c in data["choices"]:
            owner[c["id"]] = page
            tables.append(c)
    batch = questions(tables, floor, count, seed)
    started = time.time()
    expected = core_cards(tool, batch)
    print(f"card --questions: {len(batch)} cards from the core in {time.time() - started:.1f} s")
    if len(expected) != len(batch):
        return [f"the core answered {len(expected)} of {len(batch)} questions"]
    differences, compared = [], 0
    started = time.time()
    for page in pages[1:]:
        mine = [i for i, q in enumerate(batch) if owner[q["choice"]] == page]
        if not mine:
            continue
        driver.get("file://" + os.path.abspath(page))
        asked = [{k: v for k, v in batch[i].items() if k != "case"} for i in mine]
        # One call per page: every question of the page's choices at once.
        answers = driver.execute_script("return arguments[0].map(q => window.betCard(q));", asked)
        for i, got in zip(mine, answers):
            compared += 1
            want = normalized(expected[i])
            got = normalized(got or {})
            if got != want:
                differences.append((batch[i], want, got))
    elapsed = time.time() - started
    cases = {}
    for q in batch:
        cases[q["case"]] = cases.get(q["case"], 0) + 1
    random_count = cases.pop("random", 0)
    print(f"in-page card vs core BetCard: {compared} questions ({random_count} random, seed {seed}; "
          f"{sum(cases.values())} boundary cases in {len(cases)} kinds), every one of {len(tables)} choices, "
          f"{len(differences)} differences ({elapsed:.1f} s in the browser)")
    if compared != len(batch):
        failures.append(f"only {compared} of {len(batch)} questions were asked in a page")
    if set(q["choice"] for q in batch) != set(owner):
        failures.append("some offered choice was never asked about")
    for q, want, got in differences[:5]:
        diff = {k: (want.get(k), got.get(k)) for k in sorted(set(want) | set(got)) if want.get(k) != got.get(k)}
        failures.append(f"card differs ({q['case']}): {json.dumps({k: v for k, v in q.items() if k != 'case'})}: "
                        f"core vs page {diff}")
    if len(differences) > 5:
        failures.append(f"… {len(differences)} cards differ in all")
    # Check 10: every minute of the three kinds of day, through the core's reading (card --at --day).
    any_choice = tables[0]["id"]
    times = [(f"{m // 60:02d}:{m % 60:02d}", day) for day in ("ordinary", "23h", "25h") for m in range(1440)]
    core = core_cards(tool, [{"choice": any_choice, "wager": 1, "remaining": 1, "at": t, "day": d} for t, d in times])
    page_minutes = driver.execute_script(
        "return arguments[0].map(x => window.minutesUntil(parseInt(x[0].slice(0,2))*60 + parseInt(x[0].slice(3)), x[1]));",
        times)
    wrong = [(t, d, c["minutesUntilMidnight"], p) for (t, d), c, p in zip(times, core, page_minutes)
             if c["minutesUntilMidnight"] != p]
    print(f"time of day -> minutes until 23:59: {len(times)} times (every minute of the three kinds of day), "
          f"{len(wrong)} differ from card --at/--day")
    for t, d, c, p in wrong[:5]:
        failures.append(f"{t} on the {d} day: the core counts {c} minutes until 23:59, the page {p}")
    return failures


FIELDS = ("refusal", "chanceOfGain", "chanceOfLosingEverything", "keptPer100", "largestGain", "nearest")


def card_texts(card):
    """The form's lines for a core card, in the page's words (what the player reads)."""
    def chance(f, n):
        return "never" if n is None else f"{f} (1 in {n})"
    rule = {"base": "the base rule", "gain": "the gain rule", "floor": "below the floor"}
    return {
        "refusal": "accepted" if card["accepted"] else f"refused ({rule[card['rule']]}): {card['refusal']}",
        "chanceOfGain": chance(card["chanceOfGain"], card["chanceOfGainOneIn"]),
        "chanceOfLosingEverything": chance(card["chanceOfLosingEverything"], card["chanceOfLosingEverythingOneIn"]),
        "keptPer100": f"{card['keptPer100Shown']} (exactly {card['keptPer100']})",
        "largestGain": ("none" if card["largestGain"] is None else
                        f"+{card['largestGain']} min, {chance(card['largestGainChance'], card['largestGainOneIn'])}")
        + (f"; the midnight cap cut it from +{card['uncappedLargestGain']}" if card["capCut"]
           else "; the midnight cap does not cut it"),
        "nearest": "below: " + ("none" if card["nearestBelow"] is None else f"{card['nearestBelow']} min")
        + "; above: " + ("none" if card["nearestAbove"] is None else f"{card['nearestAbove']} min"),
    }


def two_taps(driver, index, tool):
    """Check 11: the failures, as lines."""
    failures = []
    load(driver, index, *WIDTHS["phone"])
    links = driver.find_elements(By.CSS_SELECTOR, 'a[href$="#plinko-16-rows-high"]')
    if not links:
        return ["the index has no link to Plinko 16 rows high"]
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", links[0])
    links[0].click()  # tap 1
    form = driver.find_element(By.ID, "ask")
    chosen = driver.execute_script("return document.getElementById('choice').value")
    if chosen != "plinko-16-rows-high":
        failures.append(f"following the link preselected {chosen!r}, not plinko-16-rows-high")

    def fill(field, value):
        element = form.find_element(By.NAME, field)
        driver.execute_script("arguments[0].value = arguments[1];", element, value)
    fill("stake", "10")
    fill("time", "20:00")
    fill("day", "ordinary")
    fill("held", "60")
    button = form.find_element(By.CSS_SELECTOR, "button[type=submit]")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", button)
    button.click()  # tap 2
    shown_lines = driver.execute_script(
        "return Object.fromEntries([...document.querySelectorAll('#card dd[data-field]')]"
        ".map(e => [e.dataset.field, e.textContent]));")
    command = [tool, "card", "--game", "plinko", "--rows", "16", "--risk", "high", "--stake", "10", "--at", "20:00",
               "--remaining", "60", "--format", "json"]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        return failures + [f"{' '.join(command)} failed: {result.stderr.strip()}"]
    want = card_texts(json.loads(result.stdout))
    for field in FIELDS:
        if shown_lines.get(field) != want[field]:
            failures.append(f"two taps: the card's {field} reads {shown_lines.get(field)!r}, `card` says {want[field]!r}")
    print(f"two taps and one form: Plinko 16 high, 10 minutes, 20:00, holding 60 -> "
          f"{shown_lines.get('refusal', '')[:70]}… ({'same as' if not failures else 'NOT'} `card`)")
    return failures


# ---- the verify page against `casino-odds verify` ----

# Hands the page the corpus's files once (STORE_CORPUS); RUN_VERIFIER then runs the page's verifier
# on the cases it is given (file by index, receipt) in one call. Sending the files with every call
# sent the whole corpus (317 files) over WebDriver once per mutant slice: the mutants took 193 s
# that way and 25 s this way, side by side on a loaded machine (`--verify-only`, 2026-11-29).
STORE_CORPUS = "window.__verifyCorpus = arguments[0];"
RUN_VERIFIER = r"""
const [cases, done] = arguments;
const texts = window.__verifyCorpus;
const out = [];
(async () => {
  for (const c of cases) {
    try {
      const r = await window.verifyHistory(texts[c[0]], c[1]);
      const p = r.problems[0] || null;
      out.push([r.verdict, p ? p.round : null, p ? p.field : null]);
    } catch (e) {
      out.push(["threw", null, String(e)]);
    }
  }
  done(out);
})();
"""

# Replaces the page's verifier by a mutant of its own text (find -> replace), then runs it as above.
PLANT_MUTANT = r"""
const [find, replace] = arguments;
const source = [...document.querySelectorAll('script:not([type])')].map(s => s.textContent).join('\n');
if (!source.includes(find)) return false;
(0, eval)(source.replace(find, replace));
return true;
"""

# Mutants the corpus must catch (some case whose verdict or first problem changes): the midnight
# cap's room one minute wider; the rule that a day's rounds take its draws in turn dropped; the stake
# let one minute past the budget at commit; the bonus at commit no longer the day's earlier deltas.
MUTANTS = [
    ("cap room + 1", "var room = maxOf(0n, t.moment.until - t.moment.remaining);",
     "var room = maxOf(0n, t.moment.until - t.moment.remaining) + 1n;"),
    ("no contiguity", "if (same && prev.end !== null && t.drawIndex !== prev.end)", "if (false)"),
    ("stake + 1", "if (w > remaining) return", "if (w > remaining + 1n) return"),
    ("no bonus rule", "if (b.bonus !== expected)", "if (false)"),
]

# A mutant plays the corpus in slices and stops at the first slice where it differs from verify
# (the whole corpus took 4 x about 25 s on a loaded machine; one slice is enough to catch each).
MUTANT_SLICE = 30

FIRST_LINE = re.compile(r"^(?:round (\d+)(?: \(wager \d+\))?|history|wager \d+), ([^:]+):")


def cli_verdict(tool, folder, case):
    command = [tool, "verify", os.path.join(folder, case["file"])] + (["--receipt", case["receipt"]] if case["receipt"] else [])
    result = subprocess.run(command, capture_output=True, text=True)
    verdict = {0: "accepted", 1: "refused", 2: "unreadable"}.get(result.returncode, f"exit {result.returncode}")
    first = FIRST_LINE.match(result.stdout) if verdict == "refused" else None
    return [verdict, first.group(1) if first else None, first.group(2) if first else None]


def verify_page(driver, reports, tool):
    """Check 12: the failures, as lines."""
    from concurrent.futures import ThreadPoolExecutor
    failures = []
    page = os.path.join(reports, VERIFY)
    if not os.path.exists(page):
        return [f"{VERIFY} is not in {reports}: write the reports again (casino-odds report)"]
    start = time.time()
    load(driver, page, *WIDTHS["phone"])
    found = driver.execute_script(COLLECT)
    size = os.path.getsize(page)
    if found["external"] or any(t not in ("classic", "application/json") for t in found["scripts"]):
        failures.append(f"{VERIFY}: not self-contained ({found['external']} external resources, scripts {found['scripts']})")
    if size > MAX_PAGE_BYTES:
        failures.append(f"{VERIFY}: the page is {size} bytes, over {MAX_PAGE_BYTES}")
    if found["scrollWidth"] > found["innerWidth"]:
        failures.append(f"{VERIFY}: the page is {found['scrollWidth']} px wide in a {found['innerWidth']} px window")
    failures += accessibility(driver, f"{VERIFY} phone")
    with tempfile.TemporaryDirectory() as folder:
        subprocess.run([sys.executable, os.path.join(os.path.dirname(os.path.abspath(__file__)), "verify_corpus.py"),
                        "--out", folder, "--tool", tool], check=True)
        with open(os.path.join(folder, "manifest.json"), encoding="utf-8") as f:
            cases = json.load(f)
        built = time.time()
        with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
            expected = list(pool.map(lambda c: cli_verdict(tool, folder, c), cases))
        tool_done = time.time()
        files = sorted({c["file"] for c in cases})
        texts = []
        for name in files:
            with open(os.path.join(folder, name), encoding="utf-8") as f:
                texts.append(f.read())
        index = {name: i for i, name in enumerate(files)}
        load(driver, page, *WIDTHS["desktop"])
        jobs = [[index[c["file"]], c["receipt"]] for c in cases]
        driver.execute_script(STORE_CORPUS, texts)
        got = driver.execute_async_script(RUN_VERIFIER, jobs)
        page_done = time.time()
        # The form, as a player uses it: the first honest export pasted with its receipt, then the
        # first refused case's file; the verdict line must say what verify said.
        for want_verdict, opening in (("accepted", "Every round verifies."), ("refused", "Refused.")):
            k = next((j for j, w in enumerate(expected) if w[0] == want_verdict), None)
            if k is None:
                continue
            driver.execute_script("document.getElementById('history-text').value = arguments[0];"
                                  "document.getElementById('receipt').value = arguments[1];"
                                  "document.getElementById('verify-result').textContent = '';",
                                  texts[jobs[k][0]], jobs[k][1])
            driver.find_element(By.CSS_SELECTOR, "#verify-form button").click()
            line = WebDriverWait(driver, 30).until(
                lambda d: d.execute_script("const v = document.getElementById('verdict'); return v && v.textContent;"))
            if not line.startswith(opening):
                failures.append(f"verify page form: {cases[k]['file']} shows {line[:120]!r}, not {opening!r}")
            else:
                print(f"verify page form: {cases[k]['file']} pasted -> {line[:100]}")
        caught = []
        driver.execute_script(STORE_CORPUS, texts)  # again: the form's steps may have reloaded the page
        for name, find, replace in MUTANTS:
            if not driver.execute_script(PLANT_MUTANT, find, replace):
                failures.append(f"verify page: the mutant '{name}' has nothing to replace")
                continue
            # The cases in slices of MUTANT_SLICE, stopping at the first slice where the mutant
            # disagrees with verify: a mutant that agrees on every case still plays them all.
            differ, played = 0, 0
            for first in range(0, len(jobs), MUTANT_SLICE):
                mutant = driver.execute_async_script(RUN_VERIFIER, jobs[first:first + MUTANT_SLICE])
                played += len(mutant)
                differ = sum(1 for want, have in zip(expected[first:], mutant) if want != have)
                if differ:
                    break
            caught.append(f"{name}: {differ} of the {played} cases played differ")
            if not differ:
                failures.append(f"verify page: the mutant '{name}' agrees with verify on every case: the corpus misses it")
        mutants_done = time.time()
    verdicts = firsts = refused = 0
    for case, want, have in zip(cases, expected, got):
        label = case["file"] + (f" --receipt {case['receipt'][:12]}…" if case["receipt"] else "")
        if want[0] != have[0]:
            failures.append(f"verify page differs on {label} ({case['class']}): verify says {want[0]}, the page {have[0]}"
                            f" ({have[1]} {have[2]})")
            continue
        verdicts += 1
        if want[0] == "refused":
            refused += 1
            if want[1:] == have[1:]:
                firsts += 1
            else:
                failures.append(f"verify page names another first problem on {label}: verify round {want[1]} "
                                f"{want[2]}, the page round {have[1]} {have[2]}")
    kinds = {}
    for case, want in zip(cases, expected):
        kinds[want[0]] = kinds.get(want[0], 0) + 1
    print(f"verify page: {size} bytes; {len(cases)} cases in {len(files)} files "
          f"({', '.join(f'{n} {k}' for k, n in sorted(kinds.items()))}): the page agrees with verify on {verdicts}, "
          f"and on the first failing round and field of {firsts} of {refused} refused; "
          f"corpus {built - start:.1f} s, verify {tool_done - built:.1f} s, page {page_done - tool_done:.1f} s, "
          f"{time.time() - start:.1f} s in all; mutants of the page caught ({'; '.join(caught)}) in "
          f"{mutants_done - page_done:.1f} s")
    return failures


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reports", default="Reports", help="the folder holding the pages, odds-disclosure.json and .md")
    parser.add_argument("--tool", default=None, help="casino-odds (default: .build/release, else .build/debug)")
    parser.add_argument("--questions", type=int, default=10_000, help="random questions for the card (default 10000)")
    parser.add_argument("--seed", type=int, default=39, help="their seed (default 39)")
    parser.add_argument("--tamper", action="store_true", help="change one figure in a copy and expect the test to fail")
    parser.add_argument("--verify-only", action="store_true", help="run only check 12, the verify page")
    args = parser.parse_args()
    tool = args.tool or next((t for t in (".build/release/casino-odds", ".build/debug/casino-odds")
                              if os.access(t, os.X_OK)), None)
    index = os.path.join(args.reports, INDEX)
    try:
        with open(os.path.join(args.reports, "odds-disclosure.json"), encoding="utf-8") as f:
            disclosure = json.load(f)
        open(index, encoding="utf-8").close()
        sentences = markdown_sentences(os.path.join(args.reports, "odds-disclosure.md"))
    except (OSError, ValueError) as error:
        print(f"browser test: {error}", file=sys.stderr)
        return 2
    if not tool:
        print("browser test: no casino-odds build (swift build -c release), or give --tool", file=sys.stderr)
        return 2
    # The verify page has its own check (12); the others are the disclosure's pages.
    pages = [index] + sorted(p for p in glob.glob(os.path.join(args.reports, "odds-*.html"))
                             if p != index and os.path.basename(p) != VERIFY)
    driver = browser()
    try:
        if args.verify_only:
            failures = verify_page(driver, args.reports, tool)
            for failure in failures[:40]:
                print(failure, file=sys.stderr)
            print(f"{0 if failures else 1} passed, {1 if failures else 0} failed")
            return 1 if failures else 0
        if args.tamper:
            with tempfile.TemporaryDirectory() as folder:
                copy = tampered_copy(args.reports, folder)
                failures, _ = check(driver, copy, disclosure, *WIDTHS["phone"], "tampered copy", audit=True,
                                    run_axe=False)
            caught = [f for f in failures if "shows" in f]
            if caught:
                print("the tampered figure was caught: " + caught[0])
            else:
                print("the tampered figure was NOT caught", file=sys.stderr)
            # The card's mutant: wins rounded to the nearest minute instead of down, in a copy.
            with tempfile.TemporaryDirectory() as folder:
                for path in pages:
                    shutil.copy(path, folder)
                mutated = 0
                for path in glob.glob(os.path.join(folder, "odds-*.html")):
                    with open(path, encoding="utf-8") as f:
                        html = f.read()
                    planted = html.replace("var pay = (w * c.centi[i]) / 100n;", "var pay = (w * c.centi[i] + 50n) / 100n;")
                    mutated += planted != html
                    with open(path, "w", encoding="utf-8") as f:
                        f.write(planted)
                copies = [os.path.join(folder, INDEX)] + sorted(
                    os.path.join(folder, os.path.basename(p)) for p in pages[1:])
                card_failures = compare_cards(driver, copies, tool, 2_000, args.seed) if mutated else []
            differ = [f for f in card_failures if f.startswith("card differs")]
            if differ:
                print(f"the mutant card (wins rounded to nearest, planted in {mutated} pages) was caught: {differ[0][:160]}")
            else:
                print("the mutant card was NOT caught", file=sys.stderr)
            print(f"{(1 if caught else 0) + (1 if differ else 0)} passed, {(0 if caught else 1) + (0 if differ else 1)} failed")
            return 0 if caught and differ else 1
        failures, failed, checks = [], 0, 0
        text = {label: "" for label in WIDTHS}
        linked, anchors = set(), {}
        for page in pages:
            for label, (width, height) in WIDTHS.items():
                these, found = check(driver, page, disclosure, width, height, f"{os.path.basename(page)} {label}",
                                     audit=label == "phone")
                text[label] += " " + " ".join(found["text"].split())
                anchors[os.path.basename(page)] = set(found["ids"])
                if page == index:
                    linked |= {h for h in found["links"] if "#" in h and not h.startswith("#")}
                failures += these
                failed += 1 if these else 0
                checks += 1
        # Check 7: every sentence of the Markdown is on some page, at each width.
        for label in WIDTHS:
            missing = [s for s in sentences if s not in text[label]]
            checks += 1
            if missing:
                failed += 1
                failures += [f"{label}: a sentence of the Markdown is on no page: {s[:120]!r}" for s in missing[:5]]
                if len(missing) > 5:
                    failures.append(f"{label}: … {len(missing)} sentences of the Markdown missing in all")
            print(f"{label}: {len(sentences) - len(missing)} of {len(sentences)} Markdown sentences on the pages")
        # Check 8: one tap from the index to every choice.
        choice_ids = {}
        for page in pages[1:]:
            driver.get("file://" + os.path.abspath(page))
            for c in tables_of(driver)["choices"]:
                choice_ids[c["id"]] = os.path.basename(page)
        wanted = {f"{p}#{i}" for i, p in choice_ids.items()}
        broken = [h for h in linked if h.split("#")[1] not in anchors.get(h.split("#")[0], set())]
        unlinked = sorted(wanted - linked)
        checks += 1
        if len(choice_ids) != len(disclosure["choices"]) or unlinked or broken:
            failed += 1
            failures.append(f"links: {len(choice_ids)} choices on the game pages of {len(disclosure['choices'])}; "
                            f"{len(unlinked)} not linked from the index ({unlinked[:3]}); broken: {broken[:3]}")
        print(f"index: links to all {len(wanted - set(unlinked))} of {len(disclosure['choices'])} choices, "
              f"{len(broken)} broken")
        # Checks 9 and 10, then 11.
        for name, run in (("bet card", lambda: compare_cards(driver, pages, tool, args.questions, args.seed)),
                          ("two taps", lambda: two_taps(driver, index, tool)),
                          ("verify page", lambda: verify_page(driver, args.reports, tool))):
            these = run()
            checks += 1
            failed += 1 if these else 0
            failures += these
    finally:
        driver.quit()
    for failure in failures:
        print(failure, file=sys.stderr)
    print(f"{checks - failed} passed, {failed} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
