import ListPressKit
import Testing

@Suite struct ScalarSchemaTests {
  /// Loads `v: <scalar>` and gives the value's scalar.
  private func scalar(_ written: String) -> (YAMLScalar?, [String]) {
    let result = LoadResult("---\nv: \(written)\n---\n")
    return (result.value("v")?.scalar, result.diagnostics)
  }

  @Test(arguments: [
    // Null.
    ("", YAMLValue.null), ("~", .null), ("null", .null), ("Null", .null), ("NULL", .null),
    ("nULL", .string("nULL")), ("none", .string("none")),
    // Booleans; the YAML 1.1 words stay strings.
    ("true", .bool(true)), ("True", .bool(true)), ("TRUE", .bool(true)),
    ("false", .bool(false)), ("False", .bool(false)), ("FALSE", .bool(false)),
    ("tRUE", .string("tRUE")), ("yes", .string("yes")), ("no", .string("no")),
    ("on", .string("on")), ("off", .string("off")), ("y", .string("y")), ("n", .string("n")),
    // Integers.
    ("0", .int(0)), ("-0", .int(0)), ("+12", .int(12)), ("-42", .int(-42)), ("007", .int(7)),
    ("0o17", .int(15)), ("0x1F", .int(31)), ("0xff", .int(255)),
    ("9223372036854775807", .int(Int.max)), ("-9223372036854775808", .int(Int.min)),
    ("0o", .string("0o")), ("0x", .string("0x")), ("0o8", .string("0o8")), ("0xG", .string("0xG")),
    ("-0x1", .string("-0x1")), ("+0o7", .string("+0o7")), ("0b101", .string("0b101")),
    ("1_000", .string("1_000")), ("12 monkeys", .string("12 monkeys")), ("+", .string("+")), ("-x", .string("-x")),
    // Integers too large for Int become the nearest Double.
    ("9223372036854775808", .double(9_223_372_036_854_775_808)),
    ("-99999999999999999999", .double(-1e20)),
    ("0x10000000000000000", .double(0x1p64)), ("0x1FFFFFFFFFFFFFFFFF", .double(0x1p69)),
    ("0o2000000000000000000000", .double(0x1p64)), ("0o3777777777777777777777", .double(0x1p65)),
    // Floats.
    ("1.5", .double(1.5)), ("-1.5", .double(-1.5)), ("+1.5", .double(1.5)), (".5", .double(0.5)),
    ("1.", .double(1)), ("1e3", .double(1000)), ("1E-2", .double(0.01)), ("-.5e+2", .double(-50)),
    (".inf", .double(.infinity)), (".Inf", .double(.infinity)), (".INF", .double(.infinity)),
    ("+.inf", .double(.infinity)), ("-.inf", .double(-.infinity)), ("-.Inf", .double(-.infinity)),
    ("-.INF", .double(-.infinity)),
    ("inf", .string("inf")), ("nan", .string("nan")), (".NaN.", .string(".NaN.")), (".", .string(".")),
    ("1e", .string("1e")), ("e3", .string("e3")), ("1.2.3", .string("1.2.3")), ("0x1p3", .string("0x1p3")),
    ("1,5", .string("1,5")), ("--1", .string("--1")),
    // Strings, among them words that start like a null, a boolean or a number.
    ("Cloud Strife", .string("Cloud Strife")), ("systemBlue", .string("systemBlue")),
    ("~x", .string("~x")), ("nil", .string("nil")), ("None", .string("None")), ("nullable", .string("nullable")),
    ("truthy", .string("truthy")), ("Fals", .string("Fals")), ("T", .string("T")), ("f", .string("f")),
    ("3rd", .string("3rd")), (".x", .string(".x")), ("+1 more", .string("+1 more")),
    ("é", .string("é")), ("∞", .string("∞")),
    // An unquoted hex colour is a comment, so the value is empty.
    ("#FF0000", .null), ("'#FF0000'", .string("#FF0000")),
    // Quoted and block scalars are always strings.
    ("'true'", .string("true")), ("\"12\"", .string("12")), ("'~'", .string("~")), ("''", .string("")),
    ("\"1.5\"", .string("1.5")), ("|\n  12", .string("12\n")), (">\n  true", .string("true\n")),
  ])
  func coreSchema(written: String, expected: YAMLValue) {
    let (scalar, diagnostics) = scalar(written)
    #expect(diagnostics.isEmpty)
    #expect(scalar?.value == expected)
  }

  @Test(arguments: [".nan", ".NaN", ".NAN"])
  func notANumber(written: String) throws {
    let (scalar, diagnostics) = scalar(written)
    #expect(diagnostics.isEmpty)
    guard case .double(let value) = scalar?.value else {
      Issue.record("expected a double, got \(String(describing: scalar))")
      return
    }
    #expect(value.isNaN)
  }

  @Test(arguments: [
    ("plain", YAMLScalar.Style.plain), ("'single'", .singleQuoted), ("\"double\"", .doubleQuoted),
    ("|\n  literal", .literal), (">\n  folded", .folded),
  ])
  func styleIsKept(written: String, style: YAMLScalar.Style) {
    #expect(scalar(written).0?.style == style)
  }

  @Test(arguments: [
    ("!!str 12", YAMLValue.string("12")), ("!!str true", .string("true")), ("!!str", .string("")),
    ("!!int '12'", .int(12)), ("!!int 0x10", .int(16)),
    ("!!float 1", .double(1)), ("!!float \"2.5\"", .double(2.5)),
    ("!!bool true", .bool(true)), ("!!bool 'FALSE'", .bool(false)),
    ("!!null ''", .null), ("!!null ~", .null),
    ("! 12", .string("12")),
  ])
  func coreTagsAreHonoured(written: String, expected: YAMLValue) {
    let (scalar, diagnostics) = scalar(written)
    #expect(diagnostics.isEmpty)
    #expect(scalar?.value == expected)
  }

  @Test(arguments: [
    ("!!int abc", "'abc' is not a valid !!int"),
    ("!!int 1.5", "'1.5' is not a valid !!int"),
    ("!!float x", "'x' is not a valid !!float"),
    ("!!bool yes", "'yes' is not a valid !!bool"),
    ("!!null 0", "'0' is not a valid !!null"),
    ("!!map x", "tag '!!map' does not apply to a scalar"),
    ("!!seq {a: 1}", "tag '!!seq' does not apply to a map"),
    ("!!str [1]", "tag '!!str' does not apply to a list"),
  ])
  func valueThatDoesNotFitItsTagIsAnError(written: String, message: String) {
    let result = LoadResult("---\nv: \(written)\nw: 1\n---\n")
    #expect(result.diagnostics == ["list.md:2:4: error: \(message)"])
    // The document is still returned, so that decoding reports its other problems.
    #expect(result.value("w")?.scalar?.value == .int(1))
  }

  @Test(arguments: [
    ("!custom 12", "!custom", YAMLValue.int(12)),
    ("!!binary aGk=", "!!binary", .string("aGk=")),
    ("!<tag:example.com,2000:x> true", "tag:example.com,2000:x", .bool(true)),
  ])
  func otherTagsAreIgnoredWithAWarning(written: String, tag: String, expected: YAMLValue) {
    let (scalar, diagnostics) = scalar(written)
    #expect(diagnostics == [
      "list.md:2:4: warning: tag '\(tag)' is ignored; only '!!str', '!!int', '!!float', '!!bool', '!!null', '!!seq' and '!!map' are understood"
    ])
    #expect(scalar?.value == expected)
  }

  @Test func otherTagsOnCollectionsAreIgnoredWithAWarning() {
    let result = LoadResult("---\nv: !set {a: 1}\nw: !!seq [1]\nx: !!map {}\n---\n")
    #expect(result.diagnostics == [
      "list.md:2:4: warning: tag '!set' is ignored; only '!!str', '!!int', '!!float', '!!bool', '!!null', '!!seq' and '!!map' are understood"
    ])
    #expect(result.value("v")?.mapping?.count == 1)
  }
}
