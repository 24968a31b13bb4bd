extension Template {
  /// One piece of a parsed template. Static text is kept as UTF-8 bytes so
  /// rendering copies it without transcoding; tags are immutable objects so
  /// walking the tree retains one reference per node.
  enum Node: Sendable {
    /// Static text, never empty.
    case text([UInt8])
    /// `{{name}}`, `{{{name}}}` or `{{&name}}`.
    case variable(Variable)
    /// `{{#name}}...{{/name}}` or `{{^name}}...{{/name}}`.
    case section(Section)
    /// `{{>name}}` or `{{>*name}}`.
    case partial(Partial)
    /// `{{<name}}...{{/name}}`: a partial with block overrides.
    case parent(Parent)
    /// `{{$name}}...{{/name}}`: a place a parent's caller may override.
    case block(Block)
  }

  /// Where a tag is, for errors found while rendering.
  struct Location: Sendable {
    let template: String?
    let line: Int
    let column: Int
  }

  /// A name as written in a tag, split at dots; `.` has no keys.
  struct Name: Sendable {
    let keys: [String]
    let text: String
  }

  final class Variable: Sendable {
    let name: Name
    let escapes: Bool
    let location: Location

    init(name: Name, escapes: Bool, location: Location) {
      self.name = name
      self.escapes = escapes
      self.location = location
    }
  }

  final class Section: Sendable {
    let name: Name
    let isInverted: Bool
    let children: [Node]
    let location: Location

    init(name: Name, isInverted: Bool, children: [Node], location: Location) {
      self.name = name
      self.isInverted = isInverted
      self.children = children
      self.location = location
    }
  }

  /// The template a partial or parent tag includes: fixed, or read from the
  /// context (`*name`).
  enum Reference: Sendable {
    case named(String)
    case dynamic(Name)
  }

  final class Partial: Sendable {
    let reference: Reference
    /// The indentation of a standalone tag, prepended to every line of the
    /// partial; `nil` when the tag shares its line with other content.
    let indentation: [UInt8]?
    let location: Location

    init(reference: Reference, indentation: [UInt8]?, location: Location) {
      self.reference = reference
      self.indentation = indentation
      self.location = location
    }
  }

  final class Parent: Sendable {
    let reference: Reference
    /// As for partials.
    let indentation: [UInt8]?
    /// The content of the blocks inside the tag, by block name.
    let overrides: [String: [Node]]
    let location: Location

    init(reference: Reference, indentation: [UInt8]?, overrides: [String: [Node]], location: Location) {
      self.reference = reference
      self.indentation = indentation
      self.overrides = overrides
      self.location = location
    }
  }

  final class Block: Sendable {
    let name: String
    /// The default content, with the block's own indentation removed.
    let children: [Node]
    /// The indentation put back on every line of whichever content renders
    /// here, relative to the enclosing block.
    let indentation: [UInt8]
    /// Whether the opening tag stood alone on its line, so content starts on
    /// a fresh line.
    let opensLine: Bool
    /// Whether the closing tag stood alone on its line, so what follows the
    /// block starts on a fresh line.
    let closesLine: Bool

    init(name: String, children: [Node], indentation: [UInt8], opensLine: Bool, closesLine: Bool) {
      self.name = name
      self.children = children
      self.indentation = indentation
      self.opensLine = opensLine
      self.closesLine = closesLine
    }
  }
}
