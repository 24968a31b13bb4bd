/// Named templates: the partials and parents that `{{>name}}` and
/// `{{<name}}` tags include, and a way to render any of them by name.
///
/// Each template is parsed once, when it is added. A library is a value:
/// build it, then share it between threads freely.
///
/// ```swift
/// let library = try TemplateLibrary(sources: [
///   "page": "<ul>\n{{#items}}\n  {{>item}}\n{{/items}}\n</ul>\n",
///   "item": "<li>{{name}}</li>\n",
/// ])
/// let html = try library.render("page", ["items": [["name": "Milk"]]], options: .strict)
/// ```
public struct TemplateLibrary: Sendable {
  private var templates: [String: Template]

  /// An empty library: every partial is missing.
  public init() {
    templates = [:]
  }

  /// A library of templates already parsed.
  public init(_ templates: [String: Template]) {
    self.templates = templates
  }

  /// Parses every source, each named by its key in errors.
  ///
  /// - Throws: the first ``MustacheError`` in the sources, taken in order
  ///   of name so the same sources always report the same error.
  public init(sources: [String: String]) throws(MustacheError) {
    templates = [:]
    for name in sources.keys.sorted() {
      try add(source: sources[name]!, named: name)
    }
  }

  /// The names of the templates, sorted.
  public var names: [String] {
    templates.keys.sorted()
  }

  /// The template named `name`; setting `nil` removes it.
  public subscript(name: String) -> Template? {
    get { templates[name] }
    set { templates[name] = newValue }
  }

  /// Parses `source` and adds it as `name`, replacing any template of that
  /// name.
  public mutating func add(source: String, named name: String) throws(MustacheError) {
    templates[name] = try Template(source, name: name)
  }

  /// Renders the template named `name`, with this library for its partials.
  ///
  /// - Throws: `.missingTemplate` if there is no such template, whatever the
  ///   options; otherwise as ``Template/render(_:partials:options:)``.
  public func render(
    _ name: String,
    _ value: MustacheValue = [:],
    options: RenderOptions = .standard
  ) throws(MustacheError) -> String {
    guard let template = templates[name] else {
      throw MustacheError(.missingTemplate(name), template: nil, line: 0, column: 0)
    }
    return try template.render(value, partials: self, options: options)
  }

  /// Renders the template named `name`, appending UTF-8 to `output`, and
  /// returns where each placeholder goes, as
  /// ``Template/render(_:partials:options:into:)`` does.
  @discardableResult
  public func render(
    _ name: String,
    _ value: MustacheValue = [:],
    options: RenderOptions = .standard,
    into output: inout [UInt8]
  ) throws(MustacheError) -> [Insertion] {
    guard let template = templates[name] else {
      throw MustacheError(.missingTemplate(name), template: nil, line: 0, column: 0)
    }
    return try template.render(value, partials: self, options: options, into: &output)
  }
}
