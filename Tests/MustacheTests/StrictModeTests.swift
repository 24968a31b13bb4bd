import Mustache
import Testing

@Suite struct StrictModeTests {
  private let library: TemplateLibrary

  init() throws {
    library = try TemplateLibrary(sources: [
      "page": "<h1>{{title}}</h1>\n{{#items}}\n  {{>item}}\n{{/items}}\n",
      "item": "<li>{{name}} ({{count}})</li>\n",
      "self": "{{>self}}",
    ])
  }

  @Test func rendersCompleteDataTheSameAsStandardMode() throws {
    let data: MustacheValue = ["title": "Groceries", "items": [["name": "Milk", "count": 2]]]
    let strict = try library.render("page", data, options: .strict)
    #expect(strict == "<h1>Groceries</h1>\n  <li>Milk (2)</li>\n")
    #expect(try library.render("page", data) == strict)
  }

  @Test func unknownNameIsAnErrorAtItsTag() throws {
    let data: MustacheValue = ["title": "Groceries", "items": [["name": "Milk"]]]
    #expect(throws: MustacheError(.unknownName("count"), template: "item", line: 1, column: 15)) {
      try library.render("page", data, options: .strict)
    }
    #expect(try library.render("page", data) == "<h1>Groceries</h1>\n  <li>Milk ()</li>\n")
  }

  @Test func explicitNullIsNotUnknown() throws {
    let template = try Template("[{{subtitle}}]{{#subtitle}}x{{/subtitle}}{{^subtitle}}none{{/subtitle}}")
    #expect(try template.render(["subtitle": nil], options: .strict) == "[]none")
  }

  @Test(arguments: ["{{#missing}}x{{/missing}}", "{{^missing}}x{{/missing}}", "{{&missing}}", "{{a.missing}}"])
  func everyKindOfLookupIsChecked(source: String) throws {
    let template = try Template(source)
    #expect(throws: MustacheError.self) {
      try template.render(["a": [:]], options: .strict)
    }
    #expect(throws: Never.self) {
      try template.render(["a": [:]])
    }
  }

  @Test func brokenDottedChainIsUnknown() throws {
    let template = try Template("{{author.name}}", name: "page")
    #expect(throws: MustacheError(.unknownName("author.name"), template: "page", line: 1, column: 1)) {
      try template.render(["author": "Ada"], options: .strict)
    }
  }

  /// The names an unknown name's error offers for a did-you-mean: those
  /// of every object on the stack, or of the object a dotted name stopped in.
  @Test(arguments: [
    ("{{titel}}", ["author", "items", "title"]),
    ("{{#items}}{{nme}}{{/items}}", ["author", "count", "items", "name", "title"]),
    ("{{author.nme}}", ["author.name"]),
    ("{{author.name.first}}", []),
    ("{{#items}}{{count.x}}{{/items}}", []),
  ])
  func unknownNameCarriesTheNamesKnownAtItsTag(source: String, knownNames: [String]) throws {
    let template = try Template(source)
    let data: MustacheValue = ["title": "T", "author": ["name": "Ada"], "items": [["name": "Milk", "count": 2]]]
    let error = #expect(throws: MustacheError.self) {
      try template.render(data, options: .strict)
    }
    #expect(error?.knownNames == knownNames)
  }

  @Test func missingPartialIsAnError() throws {
    let template = try Template("a\n  {{> footer}}", name: "page")
    #expect(throws: MustacheError(.missingTemplate("footer"), template: "page", line: 2, column: 3)) {
      try template.render(partials: library, options: .strict)
    }
    #expect(try template.render(partials: library) == "a\n")
  }

  @Test func missingParentIsAnError() throws {
    let template = try Template("{{<layout}}{{$body}}x{{/body}}{{/layout}}")
    #expect(throws: MustacheError.self) {
      try template.render(options: .strict)
    }
    #expect(try template.render() == "")
  }

  @Test func interpolatingAListIsAnError() throws {
    let template = try Template("{{items}}")
    #expect(throws: MustacheError.self) {
      try template.render(["items": [1, 2]], options: .strict)
    }
    #expect(try template.render(["items": [1, 2]]) == "")
  }

  @Test func dynamicNameMustHoldAString() throws {
    let template = try Template("{{>*kind}}")
    #expect(throws: MustacheError.self) {
      try template.render(["kind": 3], options: .strict)
    }
    let data: MustacheValue = ["kind": "item", "name": "Milk", "count": 1]
    #expect(try template.render(data, partials: library, options: .strict) == "<li>Milk (1)</li>\n")
  }

  @Test func endlessRecursionFailsInEveryMode() {
    for options in [RenderOptions.standard, .strict] {
      #expect(throws: MustacheError(.recursionTooDeep("self"), template: "self", line: 1, column: 1)) {
        try library.render("self", options: options)
      }
    }
  }

  /// A partial nesting as deeply as a template may, including itself: the
  /// sections of every inclusion add up, and stop at a place in the
  /// template long before the stack would run out (9,900 levels did).
  @Test func sectionsOfPartialsThatIncludeEachOtherAddUpToALimit() throws {
    let levels = Template.maximumNesting - 1
    let deep = String(repeating: "{{#a}}", count: levels) + "{{>deep}}" + String(repeating: "{{/a}}", count: levels)
    let library = try TemplateLibrary(sources: ["deep": deep])
    for options in [RenderOptions.standard, .strict] {
      #expect(throws: MustacheError(.recursionTooDeep("deep"), template: "deep", line: 1, column: 595)) {
        try library.render("deep", ["a": true], options: options)
      }
    }
  }

  @Test func renderingAnUnknownTemplateByNameFails() {
    #expect(throws: MustacheError(.missingTemplate("pgae"), template: nil, line: 0, column: 0)) {
      try library.render("pgae")
    }
  }
}
