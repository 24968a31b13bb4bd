"""Moving SVG shapes by similarity transforms, for Scripts/generate-symbols.py.

A similarity transform (translations, uniform scales, rotations, mirrors)
keeps circles circles, so a path's elliptical arcs stay arcs under it and the
moved shape can be written as plain path data. Output numbers are rounded to
three decimals, so the same input always gives the same text.
"""

import math
import re


class GeometryError(Exception):
    pass


class Similarity:
    """The affine map (x, y) -> (a x + c y + e, b x + d y + f) of a
    similarity transform, as SVG's `matrix(a b c d e f)` writes it."""

    def __init__(self, a=1.0, b=0.0, c=0.0, d=1.0, e=0.0, f=0.0):
        if not (math.isclose(a * a + b * b, c * c + d * d, abs_tol=1e-9)
                and math.isclose(a * c + b * d, 0, abs_tol=1e-9)) or a * d - b * c == 0:
            raise GeometryError(f"matrix({a} {b} {c} {d} {e} {f}) is not a similarity transform")
        self.a, self.b, self.c, self.d, self.e, self.f = a, b, c, d, e, f

    def then(self, other):
        """This transform followed by `other`."""
        return Similarity(
            other.a * self.a + other.c * self.b, other.b * self.a + other.d * self.b,
            other.a * self.c + other.c * self.d, other.b * self.c + other.d * self.d,
            other.a * self.e + other.c * self.f + other.e, other.b * self.e + other.d * self.f + other.f,
        )

    def point(self, x, y):
        return self.a * x + self.c * y + self.e, self.b * x + self.d * y + self.f

    @property
    def scale(self):
        return math.hypot(self.a, self.b)

    @property
    def mirrors(self):
        return self.a * self.d - self.b * self.c < 0

    @property
    def angle(self):
        """The direction, in degrees, that the x axis is mapped to."""
        return math.degrees(math.atan2(self.b, self.a))

    def arc(self, rx, ry, rotation, large, sweep):
        """An arc's radii, axis rotation and flags after the transform."""
        rotation = self.angle - rotation if self.mirrors else self.angle + rotation
        return rx * self.scale, ry * self.scale, rotation, large, 1 - sweep if self.mirrors else sweep


TRANSFORM_FUNCTION = re.compile(r"\s*,?\s*([a-z]+)\s*\(([^)]*)\)")
NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")


def parse_transform(text):
    """An SVG transform list (`translate(16,0)scale(-1,1)`, `rotate(45 8 8)`)
    as one Similarity; like SVG, the rightmost function applies first."""
    functions, position = [], 0
    while position < len(text.rstrip()):
        match = TRANSFORM_FUNCTION.match(text, position)
        if not match:
            raise GeometryError(f"'{text}' is not a transform list")
        functions.append((match.group(1), [float(v) for v in NUMBER.findall(match.group(2))]))
        position = match.end()
    total = Similarity()
    for name, values in reversed(functions):
        total = total.then(transform_function(name, values, text))
    return total


def transform_function(name, values, text):
    count = len(values)
    if name == "translate" and count in (1, 2):
        return Similarity(e=values[0], f=values[1] if count == 2 else 0)
    if name == "scale" and count in (1, 2):
        return Similarity(a=values[0], d=values[1] if count == 2 else values[0])
    if name == "rotate" and count in (1, 3):
        radians = math.radians(values[0])
        cos, sin = math.cos(radians), math.sin(radians)
        turn = Similarity(cos, sin, -sin, cos)
        if count == 1:
            return turn
        x, y = values[1], values[2]
        return Similarity(e=-x, f=-y).then(turn).then(Similarity(e=x, f=y))
    if name == "matrix" and count == 6:
        return Similarity(*values)
    raise GeometryError(f"'{name}' with {count} numbers in '{text}' is not a supported transform")


def number(value):
    """A coordinate written with at most three decimals, without a sign on zero."""
    text = f"{value:.3f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


class PathReader:
    """Reads SVG path data into absolute commands M, L, C, Q, A and Z."""

    ARGUMENTS = {"M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "S": 4, "Q": 4, "T": 2, "A": 7, "Z": 0}

    def __init__(self, data):
        self.data, self.position = data, 0

    def skip(self):
        while self.position < len(self.data) and self.data[self.position] in " ,\t\r\n":
            self.position += 1

    def at_number(self):
        self.skip()
        return self.position < len(self.data) and (self.data[self.position] in "+-." or self.data[self.position].isdigit())

    def read_number(self):
        self.skip()
        match = NUMBER.match(self.data, self.position)
        if not match:
            raise GeometryError(f"a number expected at {self.position} in '{self.data}'")
        self.position = match.end()
        return float(match.group())

    def read_flag(self):
        # Arc flags are single digits that need no separator: "a1 1 0 011 1".
        self.skip()
        flag = self.data[self.position:self.position + 1]
        if flag not in ("0", "1"):
            raise GeometryError(f"an arc flag expected at {self.position} in '{self.data}'")
        self.position += 1
        return int(flag)

    def commands(self):
        x = y = start_x = start_y = 0.0
        control = None  # the last control point, for S and T
        previous = None
        result = []
        while True:
            self.skip()
            if self.position >= len(self.data):
                return result
            letter = self.data[self.position]
            if letter.upper() not in self.ARGUMENTS:
                raise GeometryError(f"'{letter}' is not a path command in '{self.data}'")
            self.position += 1
            relative, command = letter.islower(), letter.upper()
            first = True
            while first or (command != "Z" and self.at_number()):
                if command == "A":
                    values = [self.read_number(), self.read_number(), self.read_number(), self.read_flag(), self.read_flag(),
                              self.read_number(), self.read_number()]
                else:
                    values = [self.read_number() for _ in range(self.ARGUMENTS[command])]
                dx, dy = (x, y) if relative else (0.0, 0.0)
                if command == "M":
                    x, y = values[0] + dx, values[1] + dy
                    start_x, start_y = x, y
                    result.append(("M", [x, y]))
                    command = "L"  # further pairs after a moveto are linetos
                    control = None
                elif command in ("L", "H", "V"):
                    if command == "H":
                        x = values[0] + (x if relative else 0)
                    elif command == "V":
                        y = values[0] + (y if relative else 0)
                    else:
                        x, y = values[0] + dx, values[1] + dy
                    result.append(("L", [x, y]))
                    control = None
                elif command in ("C", "S"):
                    if command == "C":
                        x1, y1 = values[0] + dx, values[1] + dy
                        rest = values[2:]
                    else:
                        x1, y1 = (2 * x - control[0], 2 * y - control[1]) if previous in ("C", "S") and control else (x, y)
                        rest = values
                    x2, y2, x, y = rest[0] + dx, rest[1] + dy, rest[2] + dx, rest[3] + dy
                    result.append(("C", [x1, y1, x2, y2, x, y]))
                    control = (x2, y2)
                elif command in ("Q", "T"):
                    if command == "Q":
                        x1, y1 = values[0] + dx, values[1] + dy
                        x, y = values[2] + dx, values[3] + dy
                    else:
                        x1, y1 = (2 * x - control[0], 2 * y - control[1]) if previous in ("Q", "T") and control else (x, y)
                        x, y = values[0] + dx, values[1] + dy
                    result.append(("Q", [x1, y1, x, y]))
                    control = (x1, y1)
                elif command == "A":
                    x, y = values[5] + dx, values[6] + dy
                    result.append(("A", values[:5] + [x, y]))
                    control = None
                else:
                    x, y = start_x, start_y
                    result.append(("Z", []))
                    control = None
                previous = command
                first = False


def moved_path(data, transform):
    """Path data `data` after `transform`, in absolute commands."""
    parts = []
    for command, values in PathReader(data).commands():
        if command == "A":
            rx, ry, rotation, large, sweep = transform.arc(*values[:5])
            x, y = transform.point(values[5], values[6])
            values = [rx, ry, rotation, large, sweep, x, y]
            parts.append("A" + " ".join(number(v) if i not in (3, 4) else str(int(v)) for i, v in enumerate(values)))
        else:
            points = [transform.point(values[i], values[i + 1]) for i in range(0, len(values), 2)]
            parts.append(command + " ".join(number(v) for point in points for v in point))
    return "".join(parts)


def shape_path(tag, attributes):
    """The path data of a `<path>`, `<circle>` or `<rect>` (its own
    `transform` applied), and its fill rule."""
    if tag == "path":
        return attributes["d"], attributes.get("fill-rule", "nonzero")
    if tag == "circle":
        cx, cy, r = (float(attributes[name]) for name in ("cx", "cy", "r"))
        return (f"M{number(cx - r)} {number(cy)}A{number(r)} {number(r)} 0 1 0 {number(cx + r)} {number(cy)}"
                f"A{number(r)} {number(r)} 0 1 0 {number(cx - r)} {number(cy)}Z"), "nonzero"
    if tag == "rect":
        x, y = float(attributes.get("x", 0)), float(attributes.get("y", 0))
        width, height = float(attributes["width"]), float(attributes["height"])
        r = min(float(attributes.get("rx", 0)), width / 2, height / 2)
        corner = f"A{number(r)} {number(r)} 0 0 1 " if r else None
        if corner:
            data = (f"M{number(x + r)} {number(y)}H{number(x + width - r)}{corner}{number(x + width)} {number(y + r)}"
                    f"V{number(y + height - r)}{corner}{number(x + width - r)} {number(y + height)}"
                    f"H{number(x + r)}{corner}{number(x)} {number(y + height - r)}"
                    f"V{number(y + r)}{corner}{number(x + r)} {number(y)}Z")
        else:
            data = f"M{number(x)} {number(y)}H{number(x + width)}V{number(y + height)}H{number(x)}Z"
        if "transform" in attributes:
            data = moved_path(data, parse_transform(attributes["transform"]))
        return data, "nonzero"
    raise GeometryError(f"<{tag}> has no path")
