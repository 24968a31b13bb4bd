import Mustache
import Testing

/// Behaviour beyond the specification's tests: indentation in combinations
/// the specification leaves open, buffers, and sharing templates.
@Suite struct RenderingTests {
  @Test func standalonePartialsInsideStandalonePartialsAddTheirIndentation() throws {
    let library = try TemplateLibrary(sources: [
      "page": "<ul>\n  {{>list}}\n</ul>\n",
      "list": "{{#items}}\n  {{>item}}\n{{/items}}\n",
      "item": "<li>\n  {{name}}\n</li>\n",
    ])
    let output = try library.render("page", ["items": [["name": "a"], ["name": "b"]]])
    #expect(output == "<ul>\n    <li>\n      a\n    </li>\n    <li>\n      b\n    </li>\n</ul>\n")
  }

  @Test func inlinePartialsAreNotIndented() throws {
    let library = try TemplateLibrary(sources: ["outer": "  {{>inner}}\n", "inner": "a {{>lines}} b", "lines": "1\n2"])
    #expect(try library.render("outer") == "  a 1\n2 b")
  }

  @Test func interpolatedLinesAreNotIndented() throws {
    let library = try TemplateLibrary(sources: ["pre": "<pre>{{{code}}}</pre>\n"])
    let template = try Template("<div>\n  {{>pre}}\n</div>")
    let output = try template.render(["code": "a\nb"], partials: library)
    #expect(output == "<div>\n  <pre>a\nb</pre>\n</div>")
  }

  @Test func layoutBlocksKeepTheLayoutsIndentation() throws {
    let library = try TemplateLibrary(sources: [
      "layout": "<body>\n  <main>\n    {{$content}}\n    {{/content}}\n  </main>\n</body>\n",
      "page": "{{<layout}}\n{{$content}}\n<h1>{{title}}</h1>\n<p>Hi</p>\n{{/content}}\n{{/layout}}\n",
    ])
    let output = try library.render("page", ["title": "Home"], options: .strict)
    #expect(output == "<body>\n  <main>\n    <h1>Home</h1>\n    <p>Hi</p>\n  </main>\n</body>\n")
  }

  @Test func dynamicNamesPickTheParent() throws {
    let library = try TemplateLibrary(sources: [
      "wide": "<div class=wide>{{$body}}{{/body}}</div>",
      "narrow": "<div class=narrow>{{$body}}{{/body}}</div>",
    ])
    let template = try Template("{{<*layout}}{{$body}}{{text}}{{/body}}{{/*layout}}")
    let output = try template.render(["layout": "narrow", "text": "Hi"], partials: library, options: .strict)
    #expect(output == "<div class=narrow>Hi</div>")
  }

  @Test func libraryListsAndReplacesTemplates() throws {
    var library = try TemplateLibrary(sources: ["b": "B", "a": "A"])
    #expect(library.names == ["a", "b"])
    library["a"] = nil
    try library.add(source: "new {{x}}", named: "b")
    #expect(library.names == ["b"])
    #expect(try library.render("b", ["x": 1]) == "new 1")
  }

  @Test func renderingAppendsToABuffer() throws {
    let template = try Template("<b>{{.}}</b>")
    var buffer: [UInt8] = Array("start:".utf8)
    try template.render("x", into: &buffer)
    try template.render(1, into: &buffer)
    #expect(String(decoding: buffer, as: UTF8.self) == "start:<b>x</b><b>1</b>")
  }

  @Test func oneTemplateRendersConcurrently() async throws {
    let template = try Template("{{#items}}{{.}},{{/items}}")
    let outputs = try await withThrowingTaskGroup(of: String.self) { group in
      for index in 0..<50 {
        group.addTask { try template.render(["items": .list((0..<index).map { .int($0) })]) }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(Set(outputs).count == 50)
  }
}
