extension Template {
  /// Walks the node tree, writing into one byte buffer.
  ///
  /// The context stack is an array of values; a value's lists and objects
  /// share storage, so pushing one copies nothing. Indentation for
  /// standalone partials and blocks is written lazily, when a line actually
  /// gets content, so a line that ends a partial does not leave stray
  /// indentation behind.
  struct Renderer {
    var output: [UInt8] = []
    /// Where placeholders were interpolated, in order.
    private(set) var insertions: [Insertion] = []
    private var stack: [MustacheValue]
    /// Block overrides of the parents being rendered, outermost first: the
    /// outermost caller's override wins.
    private var overrides: [[String: [Node]]] = []
    /// What starts each line of the template being rendered.
    private var indentation: [UInt8] = []
    /// Indentation owed at the start of a line, written before the line's
    /// first byte.
    private var pending: [UInt8] = []
    private var depth = 0
    /// How many sections, blocks, partials and parents are being rendered
    /// inside one another: the renderer's recursion.
    private var nesting = 0
    private let library: TemplateLibrary
    private let options: RenderOptions

    /// How deeply partials and parents may include each other.
    private static let maximumDepth = 100
    /// How deeply sections, blocks, partials and parents may be open when a
    /// partial or parent is included. An included template opens at most
    /// ``Template/maximumNesting`` levels of its own, so rendering never
    /// recurses more than 400 levels, well within a thread's stack, however
    /// the templates include each other.
    private static let maximumNestingAtInclude = 300

    init(root: MustacheValue, library: TemplateLibrary, options: RenderOptions) {
      self.stack = [root]
      self.library = library
      self.options = options
    }

    mutating func render(_ nodes: [Node]) throws(MustacheError) {
      for node in nodes {
        switch node {
        case .text(let text):
          writeText(text)
        case .variable(let variable):
          guard let value = try resolve(variable.name, at: variable.location) else { continue }
          try write(value, of: variable)
        case .section(let section):
          try render(section)
        case .partial(let partial):
          guard let template = try template(partial.reference, at: partial.location) else { continue }
          try include(template, indentation: partial.indentation, at: partial.location)
        case .parent(let parent):
          guard let template = try template(parent.reference, at: parent.location) else { continue }
          overrides.append(parent.overrides)
          try include(template, indentation: parent.indentation, at: parent.location)
          overrides.removeLast()
        case .block(let block):
          try render(block)
        }
      }
    }

    // MARK: - Tags

    private mutating func render(_ section: Section) throws(MustacheError) {
      nesting += 1
      defer { nesting -= 1 }
      let value = try resolve(section.name, at: section.location) ?? .null
      if section.isInverted {
        if !value.isTruthy {
          try render(section.children)
        }
        return
      }
      guard value.isTruthy else { return }
      if case .list(let elements) = value {
        for element in elements {
          stack.append(element)
          try render(section.children)
          stack.removeLast()
        }
      } else {
        stack.append(value)
        try render(section.children)
        stack.removeLast()
      }
    }

    /// Renders the outermost override of the block, or its default content,
    /// indented by the block's indentation.
    private mutating func render(_ block: Block) throws(MustacheError) {
      nesting += 1
      defer { nesting -= 1 }
      let content = overrides.lazy.compactMap { $0[block.name] }.first ?? block.children
      let outer = indentation
      indentation += block.indentation
      if block.opensLine {
        pending = indentation
      }
      try render(content)
      indentation = outer
      if block.closesLine {
        pending = outer
      }
    }

    /// Renders a partial or parent. A standalone one indents each of its
    /// lines; an inline one has no indentation of its own.
    private mutating func include(
      _ template: Template,
      indentation standalone: [UInt8]?,
      at location: Location
    ) throws(MustacheError) {
      guard depth < Self.maximumDepth, nesting < Self.maximumNestingAtInclude else {
        throw error(.recursionTooDeep(template.name ?? ""), at: location)
      }
      depth += 1
      nesting += 1
      defer { nesting -= 1 }
      let outer = indentation
      if let standalone {
        indentation += standalone
        pending = indentation
      } else {
        indentation = []
      }
      try render(template.nodes)
      indentation = outer
      if standalone != nil {
        pending = outer
      }
      depth -= 1
    }

    // MARK: - Lookup

    /// The value of `name`: the first context on the stack, from the top,
    /// that has the first key, then each further key in turn. `nil` when the
    /// name is missing (an error in strict mode).
    private func resolve(_ name: Name, at location: Location) throws(MustacheError) -> MustacheValue? {
      guard let first = name.keys.first else { return stack.last }
      var found: MustacheValue?
      for index in stack.indices.reversed() {
        if case .object(let object) = stack[index], let value = object[first] {
          found = value
          break
        }
      }
      if var value = found {
        for index in name.keys.indices.dropFirst() {
          guard case .object(let object) = value, let next = object[name.keys[index]] else {
            // Stopped partway: the names that could have been meant are
            // those of the object the walk stopped in.
            let walked = name.keys[..<index].joined(separator: ".")
            return try missing(name, at: location, knownIn: [value], under: walked + ".")
          }
          value = next
        }
        return value
      }
      return try missing(name, at: location, knownIn: stack, under: "")
    }

    /// What a missing name resolves to: an error in strict mode, carrying
    /// the keys of the objects among `contexts` (each led by `prefix`) for a
    /// did-you-mean; `nil` otherwise.
    private func missing(
      _ name: Name, at location: Location, knownIn contexts: [MustacheValue], under prefix: String
    ) throws(MustacheError) -> MustacheValue? {
      guard options.isStrict else { return nil }
      var error = error(.unknownName(name.text), at: location)
      error.knownNames = Self.names(in: contexts, under: prefix)
      throw error
    }

    /// The keys of the objects among `contexts`, each once, sorted, each
    /// led by `prefix`.
    private static func names(in contexts: [MustacheValue], under prefix: String) -> [String] {
      var names = Set<String>()
      for case .object(let object) in contexts {
        names.formUnion(object.keys)
      }
      return names.sorted().map { prefix + $0 }
    }

    /// The template a partial or parent tag names, or `nil` when there is
    /// none (an error in strict mode).
    private func template(_ reference: Reference, at location: Location) throws(MustacheError) -> Template? {
      let templateName: String
      switch reference {
      case .named(let name):
        templateName = name
      case .dynamic(let name):
        guard let value = try resolve(name, at: location) else { return nil }
        guard case .string(let name) = value else {
          if options.isStrict {
            throw error(.invalidDynamicName(name.text), at: location)
          }
          return nil
        }
        templateName = name
      }
      if let template = library[templateName] {
        return template
      }
      if options.isStrict {
        throw error(.missingTemplate(templateName), at: location)
      }
      return nil
    }

    // MARK: - Output

    /// Writes the indentation owed at the start of the line, if any.
    private mutating func writePending() {
      if !pending.isEmpty {
        output += pending
        pending = []
      }
    }

    /// Writes static text, indenting every line after a newline.
    private mutating func writeText(_ text: [UInt8]) {
      writePending()
      guard !indentation.isEmpty else {
        output += text
        return
      }
      text.withUnsafeBufferPointer { text in
        var lineStart = 0
        while let newline = text[lineStart...].firstIndex(of: UInt8(ascii: "\n")) {
          output.append(contentsOf: UnsafeBufferPointer(rebasing: text[lineStart...newline]))
          lineStart = newline + 1
          if lineStart == text.count {
            pending = indentation
            return
          }
          output += indentation
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: text[lineStart...]))
      }
    }

    /// Writes a value's text, escaped if the tag escapes; for a
    /// placeholder, notes the place of its text, which is not empty.
    private mutating func write(_ value: MustacheValue, of variable: Variable) throws(MustacheError) {
      if case .placeholder(let name) = value {
        writePending()
        insertions.append(Insertion(name: name, offset: output.count, isEscaped: variable.escapes))
        return
      }
      guard let text = value.text else {
        if options.isStrict, value != .null {
          throw error(.notInterpolatable(variable.name.text), at: variable.location)
        }
        return
      }
      guard !text.isEmpty else { return }
      writePending()
      if variable.escapes {
        options.escaping.append(text, to: &output)
      } else {
        output.appendUTF8(of: text)
      }
    }

    private func error(_ reason: MustacheError.Reason, at location: Location) -> MustacheError {
      MustacheError(reason, template: location.template, line: location.line, column: location.column)
    }
  }
}
