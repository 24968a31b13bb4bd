#!/usr/bin/env python3
"""Load time of a 10,000-row ListPress page in headless Chromium, with and
without the page's speed measures, and how long its search field takes to
filter the rows at each keystroke.

It generates one definition with 10,000 rows in sections of 50 (texts,
descriptions of about 300 bytes of Markdown, some symbols and accessories),
builds it with
`listpress build`, and makes a copy of the page without the speed measures:

  - a style sheet after ListPress's that turns off `content-visibility`,
    `contain-intrinsic-size` and `contain` on every element, so the browser
    lays out and paints every row instead of skipping those off screen;
  - `loading="lazy"` removed from images, so they all load at once.

Then it opens each page several times, alternating, each time in a fresh
headless Chromium driven over the DevTools protocol (through a pipe: no
network, no extra package), and reads the Navigation Timing and Paint Timing
entries plus the moment the first frame after the load event is done. It
prints the medians and the ratio without / with.

On the page with the speed measures it then types into the search field
(the page has a `searchController`), a letter at a time, then deletes them:
each keystroke is an `input` event like the one typing fires, timed from
just before it is dispatched to the end of the next frame (the script's
filtering, and the style, layout and paint of the rows it shows and hides).
The first keystroke, which also reads every row's text once, is reported
apart from the others. The script shows rows that come back beyond the
first screenful a frame's worth at a time, after that frame: each
keystroke is also timed until the last of them is shown ("settled"), and
the rows are counted then.

    python3 Benchmarks/browser/measure.py                 # uses the release build
    python3 Benchmarks/browser/measure.py --runs 9 --json
"""

from __future__ import annotations

import argparse
import fcntl
import json
import os
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
BENCHMARKS = HERE.parent
REPO = BENCHMARKS.parent
WORK = BENCHMARKS / ".work" / "browser"
sys.path.insert(0, str(BENCHMARKS))
import generate  # noqa: E402

ROWS = 10_000
# The figure the ratio is taken on: when the page is loaded and its first
# frame after the load event has been laid out and painted, which is when a
# reader can use it. Navigation Timing's loadEventEnd alone can come before
# the layout of a long page.
METRIC = "ready"

# What the page's speed measures are, so that the plain copy can undo them.
# A file of its own, linked: the page's Content Security Policy refuses a
# <style> element.
NO_SPEED_MEASURES_CSS = """*, *::before, *::after { content-visibility: visible !important; contain-intrinsic-size: none !important; contain-intrinsic-block-size: none !important; contain: none !important; }
"""

# Runs before any script of the page: notes when the first frame after the
# load event is done (a requestAnimationFrame callback runs before that frame
# is drawn; a task queued from it runs after).
PROBE = """
window.__listpressReady = new Promise(resolve => addEventListener("load", () =>
  requestAnimationFrame(() => setTimeout(() => resolve(performance.now())))));
"""

# The keystrokes typed, one string per keystroke: what the field holds after it.
TYPED = ["a", "an", "ann", "anna", "ann", "an", "a", "", "m", "ma", "mar", ""]

SEARCH = """(async () => {
  const field = document.querySelector('.lp-search-field');
  if (!field || document.querySelector('.lp-search').hidden) return JSON.stringify({ error: 'no search field' });
  const frame = () => new Promise(resolve => requestAnimationFrame(() => setTimeout(resolve)));
  // A reader types in the field at the top of the page: it has the focus, in view.
  field.focus();
  field.scrollIntoView({ block: 'nearest' });
  await frame();
  const times = [];
  const scripts = [];
  const settled = [];
  const shown = [];
  for (const text of TYPED) {
    await frame();
    const start = performance.now();
    field.value = text;
    field.dispatchEvent(new Event('input', { bubbles: true }));
    scripts.push(performance.now() - start);
    await frame();
    times.push(performance.now() - start);
    // Rows that come back beyond the first screenful are shown a frame's
    // worth at a time while the root is-revealing (listpress.js): wait for
    // the last, at most 5 s, and count the rows shown then.
    while (document.documentElement.classList.contains('is-revealing')) {
      if (performance.now() - start > 5000) return JSON.stringify({ error: 'rows still coming back 5 s after a keystroke' });
      await frame();
    }
    settled.push(performance.now() - start);
    // What the page hides while it filters: rows marked is-filtered-out,
    // and every row when nothing matches (has-no-match on the root).
    shown.push(document.documentElement.classList.contains('has-no-match') ? 0 : [...document.querySelectorAll('.lp-list .lp-item')]
      .filter(item => !item.hidden && !item.classList.contains('is-filtered-out')).length);
  }
  return JSON.stringify({ times, scripts, settled, shown });
})()"""

COLLECT = """(async () => {
  const ready = await window.__listpressReady;
  const nav = performance.getEntriesByType("navigation")[0];
  const paint = {};
  for (const entry of performance.getEntriesByType("paint")) paint[entry.name] = entry.startTime;
  // Then scroll to the end and wait for that frame: the page must stay usable.
  const before = performance.now();
  window.scrollTo(0, document.documentElement.scrollHeight);
  await new Promise(resolve => requestAnimationFrame(() => setTimeout(resolve)));
  return JSON.stringify({
    domContentLoaded: nav.domContentLoadedEventEnd, domComplete: nav.domComplete,
    loadEventEnd: nav.loadEventEnd, firstPaint: paint["first-paint"] ?? null,
    firstContentfulPaint: paint["first-contentful-paint"] ?? null, ready,
    scrollToEnd: performance.now() - before,
    rows: document.querySelectorAll(".lp-item").length, bytes: nav.decodedBodySize,
    firstRowContentVisibility: getComputedStyle(document.querySelector(".lp-item")).contentVisibility });
})()"""


def log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


# --- The pages --------------------------------------------------------------

def rows_definition() -> str:
    """A definition of ROWS rows in sections of 50: every row has a text, a
    secondary text and a Markdown description (the corpus's kind); some have
    a symbol or accessories. Leaner than the corpus's rows, because ListPress
    refuses front matter of more than 100,000 YAML nodes."""
    rng = random.Random(f"listpress-benchmark/browser-{ROWS}")
    lines = ["title: Ten thousand rows", "appearance: insetGrouped", "cellStyle: subtitleCell",
             "navigationItem:", "  searchController: { searchBar: { placeholder: Search } }",
             "sections:"]
    for section in range(ROWS // 50):
        lines += [f"  - header: {rng.choice(generate.SECTION_NAMES)} {section + 1}", "    items:"]
        for row in range(50):
            lines += [f"      - text: {rng.choice(generate.FIRST_NAMES)} {rng.choice(generate.LAST_NAMES)}",
                      f"        secondaryText: {rng.choice(generate.ROLES)}"]
            if row % 4 == 0:
                lines.append(f"        image: symbol:{rng.choice(generate.SYMBOLS)}")
            if row % 5 == 0:
                lines.append("        accessories: [disclosureIndicator]")
            lines.append("        description: |")
            lines += generate.block(generate.description(rng), " " * 10)
    body = "Ten thousand rows, to check that a long list stays usable."
    return "---\n" + "\n".join(lines) + "\n---\n" + body + "\n"


def make_pages(listpress: Path) -> tuple[Path, Path]:
    """Builds the 10,000-row page; returns it and its copy without the speed measures."""
    source = WORK / "lists"
    if source.exists():
        shutil.rmtree(source)
    source.mkdir(parents=True)
    (source / "rows.md").write_text(rows_definition())
    site = WORK / "site"
    if site.exists():
        shutil.rmtree(site)
    subprocess.run([str(listpress), "build", str(source), "-o", str(site)], check=True,
                   stdout=subprocess.DEVNULL)
    fast = site / "rows.html"
    html = fast.read_text()
    plain_html = re.sub(r'\s+loading="lazy"', "", html)
    # After the last stylesheet link (or at the end of head), so it wins.
    links = list(re.finditer(r"<link[^>]*rel=\"stylesheet\"[^>]*>", plain_html))
    at = links[-1].end() if links else plain_html.index("</head>")
    (site / "no-speed-measures.css").write_text(NO_SPEED_MEASURES_CSS)
    plain_html = plain_html[:at] + '\n<link rel="stylesheet" href="no-speed-measures.css">' + plain_html[at:]
    plain = site / "rows-without-speed-measures.html"
    plain.write_text(plain_html)
    return fast, plain


def speed_measures(page: Path) -> list[str]:
    """The speed measures found in the page and its stylesheet, for the report."""
    text = page.read_text()
    for link in re.findall(r'<link[^>]*href="([^"]+\.css)"', text):
        css = page.parent / link
        if css.exists():
            text += css.read_text()
    found = [name for name in ("content-visibility", "contain-intrinsic-size", "contain-intrinsic-block-size",
                               "contain:") if name in text]
    if 'loading="lazy"' in text:
        found.append('loading="lazy"')
    return found


# --- Chromium over the DevTools pipe ----------------------------------------

class Chromium:
    """A headless Chromium driven through --remote-debugging-pipe: commands
    are JSON messages ending in a NUL byte, written to its fd 3; answers and
    events come back the same way on its fd 4."""

    def __init__(self, binary: str) -> None:
        self.profile = tempfile.mkdtemp(prefix="listpress-chromium-")
        to_chrome_r, to_chrome_w = os.pipe()
        from_chrome_r, from_chrome_w = os.pipe()
        # Move the child's ends above 10 so that placing them on 3 and 4 cannot clobber them.
        child_in = fcntl.fcntl(to_chrome_r, fcntl.F_DUPFD, 10)
        child_out = fcntl.fcntl(from_chrome_w, fcntl.F_DUPFD, 10)
        os.close(to_chrome_r)
        os.close(from_chrome_w)
        # Bash puts them on 3 and 4 just before Chromium starts (Popen
        # would close 3 and 4 after a preexec_fn).
        place_pipes = f'exec "$@" 3<&{child_in} 4>&{child_out} {child_in}<&- {child_out}>&-'
        self.process = subprocess.Popen(
            ["bash", "-c", place_pipes, "bash", binary, "--headless=new", "--no-sandbox",
             "--disable-gpu", "--no-first-run", "--disable-extensions", "--disable-background-networking", "--mute-audio",
             "--window-size=1280,900", f"--user-data-dir={self.profile}",
             "--remote-debugging-pipe", "about:blank"],
            pass_fds=(child_in, child_out),
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(child_in)
        os.close(child_out)
        self.writer = os.fdopen(to_chrome_w, "wb", buffering=0)
        self.reader = os.fdopen(from_chrome_r, "rb", buffering=0)
        self.buffer = b""
        self.next_id = 0
        self.events: list[dict] = []

    def _receive(self) -> dict:
        while b"\0" not in self.buffer:
            chunk = self.reader.read(1 << 16)
            if not chunk:
                raise RuntimeError("chromium closed the DevTools pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def send(self, method: str, params: dict | None = None, session: str | None = None) -> dict:
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        self.writer.write(json.dumps(message).encode() + b"\0")
        while True:
            reply = self._receive()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply["result"]
            self.events.append(reply)

    def wait_for(self, method: str) -> dict:
        while True:
            for index, event in enumerate(self.events):
                if event.get("method") == method:
                    return self.events.pop(index)
            self.events.append(self._receive())

    def close(self) -> None:
        try:
            self.send("Browser.close")
        except (RuntimeError, OSError):
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        shutil.rmtree(self.profile, ignore_errors=True)


def load(binary: str, page: Path, search: bool = False) -> dict:
    """Opens `page` in a fresh browser; returns its timings in milliseconds,
    and with `search` those of typing into its search field (`search`)."""
    browser = Chromium(binary)
    try:
        target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        browser.send("Page.enable", session=session)
        browser.send("Page.addScriptToEvaluateOnNewDocument", {"source": PROBE}, session=session)
        browser.send("Page.navigate", {"url": page.as_uri()}, session=session)
        browser.wait_for("Page.loadEventFired")
        result = browser.send("Runtime.evaluate", {"expression": COLLECT, "awaitPromise": True,
                                                   "returnByValue": True}, session=session)
        timings = json.loads(result["result"]["value"])
        if search:
            typed = browser.send("Runtime.evaluate", {
                "expression": SEARCH.replace("TYPED", json.dumps(TYPED)), "awaitPromise": True,
                "returnByValue": True}, session=session)
            timings["search"] = json.loads(typed["result"]["value"])
            if "error" in timings["search"]:
                raise RuntimeError(f"search: {timings['search']['error']}")
        return timings
    finally:
        browser.close()


def find_listpress() -> Path:
    bin_path = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=REPO,
                              check=True, capture_output=True, text=True).stdout.strip()
    return Path(bin_path) / "listpress"


def main() -> None:
    parser = argparse.ArgumentParser(description="10,000-row page load time, with and without speed measures")
    parser.add_argument("--runs", type=int, default=7, help="loads of each page (default 7)")
    parser.add_argument("--listpress", type=Path, help="the listpress binary (default: the release build)")
    parser.add_argument("--chromium", default=shutil.which("chromium") or "chromium")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    args = parser.parse_args()

    listpress = args.listpress or find_listpress()
    fast, plain = make_pages(listpress)
    samples: dict[str, list[dict]] = {"with": [], "without": []}
    for run in range(args.runs):
        # Alternate which page goes first, so neither always gets the warmer machine.
        order = [("with", fast), ("without", plain)]
        for name, page in order if run % 2 == 0 else reversed(order):
            samples[name].append(load(args.chromium, page, search=name == "with"))
        log(f"browser run {run + 1}/{args.runs}: {METRIC} "
            f"{samples['with'][-1][METRIC]:.0f} ms with, {samples['without'][-1][METRIC]:.0f} ms without")

    # The copy must really be without them, and the page with them.
    seen = {name: {run["firstRowContentVisibility"] for run in runs} for name, runs in samples.items()}
    if seen != {"with": {"auto"}, "without": {"visible"}}:
        sys.exit(f"the first row's content-visibility is not as expected (with: auto, without: visible): {seen}")

    def medians(runs: list[dict]) -> dict:
        keys = [k for k in runs[0] if isinstance(runs[0][k], (int, float))]
        return {k: statistics.median(r[k] for r in runs if r[k] is not None) for k in keys}

    # Typing must filter: the rows shown change, and an emptied field shows them all.
    for run in samples["with"]:
        shown = run["search"]["shown"]
        if shown[-1] != run["rows"] or min(shown) >= run["rows"]:
            sys.exit(f"the search did not filter the rows: rows shown after each keystroke {shown}")
    first = [run["search"]["times"][0] for run in samples["with"]]
    later = [t for run in samples["with"] for t in run["search"]["times"][1:]]
    settled = [t for run in samples["with"] for t in run["search"]["settled"][1:]]

    result = {
        "rows": samples["with"][0]["rows"], "runs": args.runs, "metric": METRIC,
        "pageBytes": fast.stat().st_size, "speedMeasuresFound": speed_measures(fast),
        "with": {**medians(samples["with"]), "median": medians(samples["with"])[METRIC]},
        "without": {**medians(samples["without"]), "median": medians(samples["without"])[METRIC]},
        "search": {
            "keystrokes": len(TYPED), "firstKeystroke": statistics.median(first),
            "keystroke": statistics.median(later), "slowestKeystroke": max(later),
            "slowestUntilSettled": max(settled),
        },
        "samples": samples,
    }
    result["ratio"] = result["without"]["median"] / result["with"]["median"]
    if args.json:
        print(json.dumps(result, indent=2))
        return
    print(f"{result['rows']} rows, {result['pageBytes'] / 1e6:.1f} MB of HTML, median of {args.runs} loads")
    print(f"speed measures found in the page: {', '.join(result['speedMeasuresFound']) or 'none'}")
    print(f"{'ms':<22}{'with':>10}{'without':>10}")
    for key in ("domContentLoaded", "domComplete", "loadEventEnd", "firstPaint",
                "firstContentfulPaint", "ready", "scrollToEnd"):
        print(f"{key:<22}{result['with'].get(key, float('nan')):10.0f}"
              f"{result['without'].get(key, float('nan')):10.0f}")
    print(f"ratio without / with ({METRIC}): {result['ratio']:.2f} (target >= 3)")
    search = result["search"]
    print(f"search, ms per keystroke: first {search['firstKeystroke']:.0f} (reads the rows), "
          f"then median {search['keystroke']:.0f}, slowest {search['slowestKeystroke']:.0f} (target < 50); "
          f"every row shown after {search['slowestUntilSettled']:.0f} at the slowest")


if __name__ == "__main__":
    main()
