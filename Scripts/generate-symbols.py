#!/usr/bin/env python3
"""Builds ListPress's symbol sprite from Scripts/symbol-map.tsv and Debian's
bootstrap-icons package.

Writes, from the root of the repository:
  Templates/SymbolSprite.swift                the sprite, one <symbol> per SF Symbol
                                              name, as a Swift raw string literal
  Templates/Files/LICENSE-bootstrap-icons.txt the icons' MIT licence notice
  docs/symbols.md                             the table, for readers

Run `python3 Scripts/generate-symbols.py` after editing the table, or with
`--check` to fail (exit 1) when the committed files differ from what the table
and the installed icons give. Needs `apt-get install bootstrap-icons`.

The output depends only on the table and the icon files: symbols keep the
table's order and each is written on one line.

A row's drawing is one Bootstrap icon or several composed (see `Drawing`):
parts are drawn over one another (`+`) or against one another (`^`, the
even-odd rule: a part cuts itself out of the ink below and is drawn where
there is none), each part optionally one shape of its icon (`:N`) moved by an
SVG transform of translations, uniform scales, rotations and mirrors (`@`).
Every part drawn from an outline icon (one not named `-fill`) is drawn
`OUTLINE_GAIN` units bolder than Bootstrap draws it, nearer the weight of SF
Symbols' regular strokes.
"""

import argparse
import re
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

from symbol_geometry import GeometryError, Similarity, moved_path, parse_transform, shape_path

ROOT = Path(__file__).resolve().parent.parent
TABLE = ROOT / "Scripts" / "symbol-map.tsv"
SPRITE = ROOT / "Templates" / "SymbolSprite.swift"
LICENSE = ROOT / "Templates" / "Files" / "LICENSE-bootstrap-icons.txt"
DOCS = ROOT / "docs" / "symbols.md"

ICONS = Path("/usr/share/bootstrap-icons/svg")
COPYRIGHT = Path("/usr/share/doc/bootstrap-icons/copyright")
PACKAGE = "bootstrap-icons"

SVG_NAMESPACE = "{http://www.w3.org/2000/svg}"
VIEW_BOX = "0 0 16 16"

# The only elements and attributes a symbol may keep: geometry. Anything
# else in an icon file (a script, a link, an event handler, a style) stops
# the generator instead of reaching the pages.
GEOMETRY = {
    "path": ("d", "fill-rule"),
    "circle": ("cx", "cy", "r"),
    "rect": ("x", "y", "width", "height", "rx", "transform"),
}
# What an attribute value may contain: numbers, path commands and the
# words of `fill-rule` and `transform`.
SAFE_VALUE = re.compile(r"^[A-Za-z0-9 .,()\-]*$")
SF_NAME = re.compile(r"^[a-z0-9]+(\.[a-z0-9]+)*$")
MATCHES = ("exact", "approx")

# How much wider, in units of the 16-unit grid, an outline icon's strokes are
# drawn than Bootstrap draws them: a stroke of the fill's colour this wide on
# every outline, half of it outside each edge. Bootstrap's outlines are one
# unit wide, 1.4 px in a list row's 22.4 px symbol; SF Symbols' regular
# strokes, drawn at the same size, measure 1.57 px on average (docs/symbols.md).
OUTLINE_GAIN = "0.1"
# One part of a drawing: an icon, optionally one of its shapes, optionally moved.
PART = re.compile(r"^(?P<icon>[a-z0-9]+(?:-[a-z0-9]+)*)(?::(?P<shape>[1-9][0-9]*))?(?:@(?P<transform>[a-z0-9.,()\-]+))?$")


class GenerationError(Exception):
    pass


def read_table():
    """The rows of the table, in order, as (section, sf, icon, match, note)."""
    rows, seen, section = [], set(), None
    for number, line in enumerate(TABLE.read_text(encoding="utf-8").splitlines(), 1):
        if line.startswith("## "):
            section = line[3:].strip()
            continue
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        if len(fields) not in (3, 4):
            raise GenerationError(f"{TABLE.name}:{number}: expected 3 or 4 tab-separated fields")
        sf, icon, match = fields[:3]
        note = fields[3] if len(fields) == 4 else ""
        if section is None:
            raise GenerationError(f"{TABLE.name}:{number}: a row before the first '## ' section")
        if not SF_NAME.match(sf):
            raise GenerationError(f"{TABLE.name}:{number}: '{sf}' is not an SF Symbol name")
        if sf in seen:
            raise GenerationError(f"{TABLE.name}:{number}: '{sf}' appears twice")
        if match not in MATCHES:
            raise GenerationError(f"{TABLE.name}:{number}: '{match}' is neither 'exact' nor 'approx'")
        if match == "approx" and not note:
            raise GenerationError(f"{TABLE.name}:{number}: an approximate symbol needs a note")
        try:
            drawing = Drawing(icon)
        except GenerationError as error:
            raise GenerationError(f"{TABLE.name}:{number}: {error}") from None
        seen.add(sf)
        rows.append((section, sf, drawing, match, note))
    return rows


def icon_shapes(icon):
    """The icon's shapes as (tag, attributes) pairs, geometry attributes only."""
    if not (ICONS / f"{icon}.svg").is_file():
        raise GenerationError(f"no Bootstrap icon '{icon}' in {ICONS}")
    root = ElementTree.parse(ICONS / f"{icon}.svg").getroot()
    if root.get("viewBox") != VIEW_BOX:
        raise GenerationError(f"{icon}.svg: viewBox is not '{VIEW_BOX}'")
    shapes = []
    for element in root:
        tag = element.tag.removeprefix(SVG_NAMESPACE)
        allowed = GEOMETRY.get(tag)
        if allowed is None or len(element):
            raise GenerationError(f"{icon}.svg: unexpected <{tag}>")
        for name, value in element.attrib.items():
            if name not in allowed or not SAFE_VALUE.match(value):
                raise GenerationError(f"{icon}.svg: unexpected {name}=\"{value}\" on <{tag}>")
        shapes.append((tag, dict(element.attrib)))
    if not shapes:
        raise GenerationError(f"{icon}.svg: no shapes")
    return shapes


def markup(tag, attributes):
    """One shape element, its attributes in the icon file's order."""
    return f"<{tag}{''.join(f' {name}={chr(34)}{value}{chr(34)}' for name, value in attributes.items())}/>"


class Drawing:
    """What a row of the table draws: the Bootstrap icon column, one icon or
    parts composed, as in `circle + three-dots@translate(2.4,2.4)scale(.7)`.

    A part is an icon name, then optionally `:N` for only its Nth shape, then
    optionally `@` and an SVG transform list without spaces (translations,
    uniform scales, rotations and mirrors) that moves it on the 16-unit grid.
    ` + ` draws the next part over what precedes it; ` ^ ` joins the next part
    to the one before it into one shape filled by the even-odd rule, so that
    it is cut out of that part's ink where it lies on it and drawn where it
    does not. Parts drawn from outline icons are drawn `OUTLINE_GAIN` bolder.
    """

    def __init__(self, text):
        self.text = text
        tokens = re.split(r" ([+^]) ", text)
        # Groups of parts that form one shape: a part joined by '^' goes with the one before.
        self.groups = []
        for position in range(0, len(tokens), 2):
            part = self.part(tokens[position])
            if position and tokens[position - 1] == "^":
                self.groups[-1].append(part)
            else:
                self.groups.append([part])

    @staticmethod
    def part(text):
        """(icon, its shapes drawn, the transform or None) of one part."""
        match = PART.match(text)
        if not match:
            raise GenerationError(f"'{text}' is not an icon, optionally with ':N' and '@transform'")
        icon = match.group("icon")
        shapes = icon_shapes(icon)
        if match.group("shape"):
            index = int(match.group("shape"))
            if index > len(shapes):
                raise GenerationError(f"'{icon}' has {len(shapes)} shapes, not {index}")
            shapes = [shapes[index - 1]]
        try:
            transform = parse_transform(match.group("transform")) if match.group("transform") else None
        except GeometryError as error:
            raise GenerationError(f"'{text}': {error}") from None
        return icon, shapes, transform

    @staticmethod
    def is_outline(group):
        return not any(icon.endswith("-fill") for icon, _, _ in group)

    @staticmethod
    def group_markup(group):
        """A group's shapes: as the icon file writes them when nothing moves
        or joins them, otherwise as path data."""
        if len(group) == 1 and group[0][2] is None:
            return "".join(markup(tag, attributes) for tag, attributes in group[0][1])
        shapes = []
        for _, part_shapes, transform in group:
            for tag, attributes in part_shapes:
                data, rule = shape_path(tag, attributes)
                shapes.append((moved_path(data, transform or Similarity()), rule))
        if len(group) > 1:
            return f'<path fill-rule="evenodd" d="{"".join(data for data, _ in shapes)}"/>'
        return "".join(f'<path{"" if rule == "nonzero" else f" fill-rule={chr(34)}{rule}{chr(34)}"} d="{data}"/>'
                       for data, rule in shapes)

    def body(self):
        """The symbol's SVG markup: each run of outline groups inside a group
        that strokes their edges `OUTLINE_GAIN` wide in the fill's colour."""
        pieces, outline = [], []
        for group in self.groups:
            if self.is_outline(group):
                outline.append(self.group_markup(group))
                continue
            if outline:
                pieces.append(self.bolder(outline))
                outline = []
            pieces.append(self.group_markup(group))
        if outline:
            pieces.append(self.bolder(outline))
        return "".join(pieces)

    @staticmethod
    def bolder(shapes):
        return f'<g stroke="currentColor" stroke-width="{OUTLINE_GAIN}" stroke-linejoin="round">{"".join(shapes)}</g>'


class Source:
    """The installed package: its version, copyright holders and licence."""

    def __init__(self):
        result = subprocess.run(
            ["dpkg-query", "--showformat=${Version}", "--show", PACKAGE],
            capture_output=True, text=True, check=True,
        )
        self.version = result.stdout.strip()
        text = COPYRIGHT.read_text(encoding="utf-8")
        holders = re.search(r"^Files: \*\nCopyright: (.+)$", text, re.MULTILINE)
        licence = re.search(r"^License: MIT\n((?: .*\n?)+)", text, re.MULTILINE)
        if not holders or not licence:
            raise GenerationError(f"{COPYRIGHT}: no copyright or MIT licence text found")
        self.copyright = holders.group(1).strip()
        # Debian indents the text by one space and writes empty lines as " .".
        self.licence = [line[1:] if line != " ." else "" for line in licence.group(1).splitlines()]


def sprite(rows, source):
    lines = [
        '<svg xmlns="http://www.w3.org/2000/svg">',
        "<!-- Generated by Scripts/generate-symbols.py from Scripts/symbol-map.tsv; do not edit.",
        f"     Shapes from Bootstrap Icons (Debian {PACKAGE} {source.version}),",
        f"     Copyright (c) {source.copyright}, MIT licence: see Files/LICENSE-bootstrap-icons.txt. -->",
    ]
    for _, sf, drawing, match, _ in rows:
        approximate = ' data-approximate="true"' if match == "approx" else ""
        lines.append(f'<symbol id="{sf}" viewBox="{VIEW_BOX}"{approximate}>{drawing.body()}</symbol>')
    lines.append("</svg>")
    return swift_source("\n".join(lines) + "\n")


def swift_source(svg):
    """The sprite as a Swift raw string literal. A literal compiles in
    moments, where SwiftPM's embedInCode byte arrays of the same size take
    a minute of compile time."""
    if '"""#' in svg or "\\#" in svg:
        raise GenerationError("the sprite contains a sequence that ends a Swift raw string")
    return "\n".join([
        "// Generated by Scripts/generate-symbols.py from Scripts/symbol-map.tsv; do not edit.",
        "",
        "extension BuiltInTemplates {",
        "  /// The symbol sprite: one `<symbol id=\"NAME\" viewBox=\"0 0 16 16\">` per",
        "  /// SF Symbol name ListPress draws, painted with `currentColor`. Shapes",
        "  /// from Bootstrap Icons (MIT licence, in `Files/LICENSE-bootstrap-icons.txt`).",
        '  public static let symbolSprite = #"""',
        svg.rstrip("\n"),
        '"""#',
        "}",
        "",
    ])


def license_notice(source):
    """The MIT licence of the icons, from the Debian copyright file."""
    return "\n".join([
        "The symbols in SymbolSprite.swift are drawn with shapes from Bootstrap Icons",
        f"(https://icons.getbootstrap.com), as packaged by Debian ({PACKAGE} {source.version}).",
        "",
        "The MIT License (MIT)",
        "",
        f"Copyright (c) {source.copyright}",
        "",
        *source.licence,
    ]) + "\n"


def docs(rows, source):
    exact = sum(1 for row in rows if row[3] == "exact")
    lines = [
        "# Symbols",
        "",
        "<!-- Generated by Scripts/generate-symbols.py from Scripts/symbol-map.tsv; do not edit. -->",
        "",
        "An item, a `customView` accessory or a swipe action shows a symbol with",
        "`image: symbol:NAME`, where NAME is an SF Symbol name such as `star.fill`.",
        "Apple's SF Symbols may not be shipped, so ListPress draws each name with an",
        "icon of [Bootstrap Icons](https://icons.getbootstrap.com), listed below:",
        f"{len(rows)} names, {exact} drawn with an icon of the same meaning and style",
        f"(*exact*) and {len(rows) - exact} with a stand-in (*approx*, with how it differs).",
        "",
        "A `.fill` name that is not listed is drawn with the outline symbol of the",
        "same name without `.fill`, if that one is listed, and counts as a stand-in:",
        "`newspaper.fill` draws `newspaper`. Any other name is not known.",
        "",
        "Where no one icon has a name's meaning, the row composes icons, and its",
        "icon column says how: `circle + three-dots@translate(2.4,2.4)scale(.7)` is",
        "the circle with the dots drawn smaller inside it, `circle-fill ^ …` cuts",
        "them out of the disc instead; the notation is explained at the top of",
        "`Scripts/symbol-map.tsv`.",
        "",
        "## Weight",
        "",
        "Bootstrap draws its outlines one unit wide on its 16-unit grid, 1.4 px in",
        "a list row's 22.4 px symbol. SF Symbols' regular weight is bolder: its",
        "`star`, `heart`, `folder`, `bell`, `gearshape`, `person`, `envelope` and",
        "`circle` (SF Symbols 7.3), drawn at one size where `circle` is as wide as",
        "ListPress's, have strokes of 1.48 to 1.67 px, 1.57 on average, measured",
        "in a screenshot as twice the ink's area over the length of its edges.",
        "So every part drawn from an outline icon (one not named `-fill`) gets a",
        f"stroke of the fill's colour {OUTLINE_GAIN} unit wide around its edges: its lines",
        f"are {1 + float(OUTLINE_GAIN):g} units wide and its gaps {OUTLINE_GAIN} unit narrower (a solid shape in",
        "an outline icon, such as the dots of `ellipsis`, grows by half that at",
        "its edges), and filled icons stay as they are. Measured the same way,",
        "the outlines above average 1.58 px in Chromium, 1.61 in WebKit and 1.59",
        "in Firefox (1.46 to 1.47 before);",
        "`SymbolDrawingTests` holds them to 1.57 ± 0.06.",
        "",
        "## Licence",
        "",
        f"The icons are Bootstrap Icons, Copyright (c) {source.copyright},",
        f"under the MIT licence, from Debian's `{PACKAGE}` package ({source.version}).",
        "ListPress keeps only their shapes, in `Templates/SymbolSprite.swift`, with the",
        "licence in `Templates/Files/LICENSE-bootstrap-icons.txt`; both are compiled",
        "into the `listpress` binary.",
        "",
        "To change the table, edit `Scripts/symbol-map.tsv` and run",
        "`python3 Scripts/generate-symbols.py` (it needs `apt-get install bootstrap-icons`);",
        "it rewrites the sprite, the licence file and this page.",
    ]
    section = None
    for row_section, sf, drawing, match, note in rows:
        if row_section != section:
            section = row_section
            lines += ["", f"## {section}", "", "| SF Symbol | Bootstrap icon | match | note |", "|---|---|---|---|"]
        lines.append(f"| `{sf}` | `{drawing.text}` | {match} | {note} |")
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="compare with the committed files instead of writing them")
    arguments = parser.parse_args()
    try:
        rows = read_table()
        source = Source()
        outputs = {
            SPRITE: sprite(rows, source),
            LICENSE: license_notice(source),
            DOCS: docs(rows, source),
        }
    except (GenerationError, GeometryError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    stale = []
    for path, text in outputs.items():
        current = path.read_text(encoding="utf-8") if path.exists() else None
        if current == text:
            continue
        if arguments.check:
            stale.append(path.relative_to(ROOT))
        else:
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path.relative_to(ROOT)}")
    for path in stale:
        print(f"error: {path} is out of date; run python3 Scripts/generate-symbols.py", file=sys.stderr)
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
