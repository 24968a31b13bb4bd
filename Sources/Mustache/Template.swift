/// A Mustache template, parsed once and rendered any number of times.
///
/// Parsing checks the whole template and reports the first problem with its
/// line and column. Rendering walks the parsed tree, writing into one byte
/// buffer, and is safe from any number of threads at once.
///
/// ```swift
/// let template = try Template("Hello, {{name}}!", name: "greeting")
/// let text = try template.render(["name": "World"])  // "Hello, World!"
/// ```
///
/// The template follows the Mustache specification, including the optional
/// inheritance (`{{<parent}}`, `{{$block}}`) and dynamic names
/// (`{{>*name}}`) modules; lambdas are not supported.
public struct Template: Sendable {
  /// How deeply sections, inverted sections, parents and blocks may
  /// enclose one another in one template: far more than a page needs, and
  /// few enough that building the tree and rendering it, both recursive,
  /// stay well within a thread's stack. A template past it does not parse.
  public static let maximumNesting = 100

  /// The name the template was parsed with, used in error messages.
  public let name: String?

  let nodes: [Node]
  /// The source's size in bytes: a first guess at the output's size.
  let sourceSize: Int

  /// Parses `source`, naming it `name` in errors.
  ///
  /// - Throws: a ``MustacheError`` for an unclosed tag, an empty or invalid
  ///   name, bad set-delimiter tags, unclosed or mismatched sections, and
  ///   sections nested more than ``maximumNesting`` levels deep.
  public init(_ source: String, name: String? = nil) throws(MustacheError) {
    let bytes = Array(source.utf8)
    self.name = name
    self.nodes = try Parser.parse(bytes, template: name)
    self.sourceSize = bytes.count
  }

  /// Renders the template with `value` at the bottom of the context stack.
  /// A placeholder's text is left out (see ``render(_:partials:options:into:)``).
  ///
  /// - Parameters:
  ///   - value: the data: usually an object whose keys the tags name.
  ///   - partials: the templates `{{>name}}` and `{{<name}}` tags include.
  ///   - options: strictness and escaping; the specification's by default.
  /// - Throws: in strict mode, a ``MustacheError`` for missing names and
  ///   partials; always, for partials that include each other endlessly.
  public func render(
    _ value: MustacheValue = [:],
    partials: TemplateLibrary = TemplateLibrary(),
    options: RenderOptions = .standard
  ) throws(MustacheError) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(sourceSize + sourceSize / 2)
    try render(value, partials: partials, options: options, into: &output)
    return String(decoding: output, as: UTF8.self)
  }

  /// Renders the template, appending UTF-8 to `output`, and returns where
  /// in `output` each placeholder of `value` goes, in order: its text is
  /// left out.
  ///
  /// Reusing one buffer (emptied with `removeAll(keepingCapacity: true)`)
  /// across many renders avoids growing a new one each time. When rendering
  /// throws, `output` holds whatever was written before the error.
  @discardableResult
  public func render(
    _ value: MustacheValue = [:],
    partials: TemplateLibrary = TemplateLibrary(),
    options: RenderOptions = .standard,
    into output: inout [UInt8]
  ) throws(MustacheError) -> [Insertion] {
    var renderer = Renderer(root: value, library: partials, options: options)
    swap(&renderer.output, &output)
    defer { swap(&renderer.output, &output) }
    try renderer.render(nodes)
    return renderer.insertions
  }
}
