import ListPressTemplates
import Mustache
import ListPressSupport
import ListPressDiagnostics
import ListPressDecode

/// The templates and stylesheets a site is rendered with: the built-in
/// ones, compiled into the binary, each optionally replaced by a file of the
/// same name from a folder (`--templates DIR`).
///
/// Every template is parsed once, when the set is made; a set is a value
/// that any number of threads render from at once. Templates render in
/// strict mode, the built-in ones and a site's alike: a name the data does
/// not have, or a partial that does not exist, is an error at its place in
/// the template rather than an empty string in a published page.
///
/// The files, by name:
/// - `layout.mustache`: the document around a list, in blocks (`head`,
///   `navigation`, `content`, `footer`) that the other templates inherit;
/// - `page.mustache`, `index.mustache`: a list page and the site's index;
/// - `fragment.mustache`: a list on its own, for `render --fragment`;
/// - `gallery.mustache`: the design review page of a list;
/// - `compare.mustache`: two versions of a list compared (`gallery --compare`);
/// - `listpress.css`, `gallery.css`: the stylesheets (plain CSS);
/// - `listpress.js`: the script of every page, `gallery.js` the review
///   page's switches (plain JavaScript).
///
/// Any other `*.mustache` file in the folder, at any depth, is a partial
/// named by its path without the extension (`partials/nav.mustache` is
/// `{{>partials/nav}}`).
public struct TemplateSet: Sendable {
  /// The templates ListPress renders itself; the others are partials.
  package enum Role: String {
    case page, index, fragment, gallery, compare
  }

  /// The file name of the stylesheet of every page.
  static let stylesheetFile = "listpress.css"
  /// The file name of the script of every page.
  static let scriptFile = "listpress.js"
  /// The file name of the gallery's stylesheet.
  static let galleryStylesheetFile = "gallery.css"
  /// The file name of the review page's script.
  static let galleryScriptFile = "gallery.js"
  /// Where errors in a built-in template are reported.
  static let builtInFolder = "<built-in>"

  /// Every template, by name (the file's path without `.mustache`).
  private let library: TemplateLibrary
  /// The file each template was read from, by template name, for
  /// diagnostics.
  private let paths: [String: String]

  /// The stylesheet of every page: `listpress.css` followed by the rules
  /// of the fixed Dynamic Type sizes (`DynamicTypeStylesheet`).
  public let stylesheet: String
  /// The stylesheet a site shares: the page styles and, after them, the
  /// drawing of every symbol (`SymbolStylesheet`), so one cached file
  /// serves every page.
  public let siteStylesheet: String
  /// The name the site's stylesheet is written under, carrying a hash of
  /// its contents (`listpress-3f9a2c1d.css`), so it can be cached forever:
  /// a changed stylesheet is a new file.
  public let stylesheetFileName: String
  /// The stylesheet of gallery pages.
  public let galleryStylesheet: String
  /// The script of the review page: its switches.
  public let galleryScript: String
  /// The script of every page.
  public let script: String
  /// A hash of every file of the set, names and bytes: it changes whenever
  /// any template or stylesheet changes, so a build can tell whether pages
  /// made with another set are still up to date. 16 hexadecimal digits.
  public let fingerprint: String
  /// The value of a fragment container's `data-listpress-fragment`
  /// attribute, which names the stylesheet its styles are scoped from.
  let fragmentID: String
  /// The stylesheet scoped to one fragment container, made the first time
  /// a fragment is rendered: scoping every rule costs more than building a
  /// small site.
  private let scopedStyles: Deferred<ScopedStylesheet>

  /// The stylesheet scoped to one fragment container named ``fragmentID``.
  var fragmentStyles: ScopedStylesheet {
    scopedStyles.value
  }

  /// The name of the stylesheet the fragments of a site share
  /// (`build --fragments`), at the root of the output folder: a hash of
  /// the site's stylesheet and of the version of ListPress, which scopes it
  /// (`listpress-fragments-3f9a2c1d.css`), so that a build in which nothing
  /// changed need not scope the stylesheet to name it.
  public let fragmentStylesheetFileName: String
  /// The contents of that stylesheet, made the first time they are asked
  /// for: the site's stylesheet, with every symbol, scoped to the
  /// containers named ``fragmentID``.
  private let sharedFragmentStyles: Deferred<String>

  /// The stylesheet the fragments of a site share, under
  /// ``fragmentStylesheetFileName``.
  public var fragmentStylesheetFile: OutputFile {
    OutputFile(relativePath: fragmentStylesheetFileName, contents: sharedFragmentStyles.value)
  }

  /// The set compiled into the binary.
  public static let builtIn: TemplateSet = {
    let files = BuiltInTemplates.files
    let paths = Dictionary(uniqueKeysWithValues: files.keys.map { ($0, builtInFolder + "/" + $0) })
    switch make(files: files, paths: paths) {
    case .success(let set): return set
    case .failure(let errors): preconditionFailure("a built-in template does not parse: \(errors)")
    }
  }()

  /// The built-in set with every file of `folder` that has a built-in
  /// name replacing it, and every other `*.mustache` file in it added as a
  /// partial; the built-in set itself when `folder` is `nil` (no
  /// `--templates`). Reports each template that does not parse, at its
  /// line and column, and warns about files that are neither templates nor
  /// built-in stylesheets; `templates` is `nil` when there are errors.
  public static func load(overridesIn folder: String?) -> (templates: TemplateSet?, diagnostics: [Diagnostic]) {
    guard let folder else { return (.builtIn, []) }
    var files = BuiltInTemplates.files
    var paths = Dictionary(uniqueKeysWithValues: files.keys.map { ($0, builtInFolder + "/" + $0) })
    let overrides = TemplateFolder.read(folder)
    for (name, text) in overrides.files {
      files[name] = text
      paths[name] = TemplateFolder.path(of: name, in: folder)
    }
    switch make(files: files, paths: paths) {
    case .success(let set):
      let readable = !overrides.diagnostics.contains { $0.severity == .error }
      return (readable ? set : nil, overrides.diagnostics)
    case .failure(let errors):
      return (nil, overrides.diagnostics + errors.diagnostics)
    }
  }

  /// The name the site's script is written under, carrying a hash of its
  /// contents (`listpress-5b2e90c4.js`), like the stylesheet's.
  public var scriptFileName: String {
    "listpress-" + ContentHash(ofText: script).shortHex + ".js"
  }

  /// The styles a page carries inline when it stands alone: the page styles,
  /// the drawings of the symbols it uses and of the images `images` embeds.
  func inlineStylesheet(for page: ListPage, images: ImageResolver) -> String {
    stylesheet + "\n" + SymbolStylesheet.css(for: page.drawnSymbolNames) + images.stylesheet(for: page)
  }

  /// The styles of a fragment of `page`, scoped to its container named
  /// `scope`: the container's isolation, the page styles, the drawings of
  /// the symbols it uses and the host's colour scheme for `auto`.
  func fragmentStylesheet(for page: ListPage, scope: String) -> String {
    let styles = fragmentStyles.renamed(to: scope)
    let symbols = ScopedStylesheet(SymbolStylesheet.css(for: page.drawnSymbolNames), identifier: scope)
    return styles.isolation + styles.css + "\n" + symbols.css + styles.hostColorScheme
  }

  /// The name of the container of a fragment of `page` whose ids start
  /// with `idPrefix`: the stylesheet's, the prefix and the symbols the page
  /// draws, hashed (`lp-5c0e1a7b`), so that fragments of different lists
  /// on one host page never share a scope, where one's symbols would be
  /// drawn by the other's rules.
  func fragmentScope(for page: ListPage, idPrefix: String) -> String {
    let named = [fragmentID, idPrefix] + page.drawnSymbolNames.sorted()
    return ScopedStylesheet.identifier(of: named.joined(separator: "\n"))
  }

  /// The name the gallery's stylesheet is written under (`gallery-….css`).
  public var galleryStylesheetFileName: String {
    "gallery-" + ContentHash(ofText: galleryStylesheet).shortHex + ".css"
  }

  /// The files every site shares, to write at the root of the output
  /// folder: the site's stylesheet, under ``stylesheetFileName``, and its
  /// script, under ``scriptFileName``.
  public var sharedFiles: [OutputFile] {
    [
      OutputFile(relativePath: stylesheetFileName, contents: siteStylesheet),
      OutputFile(relativePath: scriptFileName, contents: script),
    ]
  }

  /// The name the review page's script is written under (`gallery-….js`).
  public var galleryScriptFileName: String {
    "gallery-" + ContentHash(ofText: galleryScript).shortHex + ".js"
  }

  /// The files a gallery shares: the pages' stylesheet and script, and the
  /// gallery's.
  public var galleryFiles: [OutputFile] {
    sharedFiles + [
      OutputFile(relativePath: galleryStylesheetFileName, contents: galleryStylesheet),
      OutputFile(relativePath: galleryScriptFileName, contents: galleryScript),
    ]
  }

  /// The paths of ``sharedFiles``, without making their contents.
  package var sharedFileNames: [String] {
    [stylesheetFileName, scriptFileName]
  }

  /// The paths of ``galleryFiles``, without making their contents.
  package var galleryFileNames: [String] {
    sharedFileNames + [galleryStylesheetFileName, galleryScriptFileName]
  }

  /// Strict, and escaping `{{name}}` tags with ListPress's own escaping,
  /// so every piece of user text reaches HTML through one path whether the
  /// renderer or a template places it.
  private static let renderOptions = RenderOptions(strict: true, escaping: .custom(escaped))

  /// `text` escaped as a `{{name}}` tag escapes it: for the text of a
  /// placeholder that such a tag places.
  static func escaped(_ text: String) -> String {
    HTMLEscaping.escaped(text)
  }

  /// Renders the template of `role` with `data`, strictly.
  package func render(_ role: Role, _ data: MustacheValue) throws(TemplateError) -> String {
    String(decoding: try render(role, data, reservingCapacity: 0).output, as: UTF8.self)
  }

  /// The UTF-8 of the template of `role` rendered with `data`, strictly,
  /// into a buffer made with room for `capacity` bytes, and where in it the
  /// text of each placeholder of `data` goes (see `Insertion`).
  func render(
    _ role: Role, _ data: MustacheValue, reservingCapacity capacity: Int
  ) throws(TemplateError) -> (output: [UInt8], insertions: [Insertion]) {
    var output: [UInt8] = []
    output.reserveCapacity(capacity)
    do {
      let insertions = try library.render(role.rawValue, data, options: Self.renderOptions, into: &output)
      return (output, insertions)
    } catch {
      throw TemplateError(diagnostic(for: error))
    }
  }

  /// `error` located in the file of the template it names.
  private func diagnostic(for error: MustacheError) -> Diagnostic {
    Self.diagnostic(for: error, path: error.template.flatMap { paths[$0 + ".mustache"] } ?? error.template ?? "template")
  }

  /// `error` at its place in the file at `path`; an unknown name with a
  /// did-you-mean among the names the template could have used there.
  private static func diagnostic(for error: MustacheError, path: String) -> Diagnostic {
    let location = error.line > 0 ? SourceLocation(file: path, line: error.line, column: error.column) : .wholeFile(path)
    var message = error.message
    if case .unknownName(let name) = error.reason,
      let suggestion = Suggestion.closest(to: name, among: error.knownNames)
    {
      message += "; did you mean \"\(suggestion)\"?"
    }
    return Diagnostic(.error, at: location, message)
  }

  /// The diagnostics of templates that do not parse.
  private struct ParseErrors: Error {
    var diagnostics: [Diagnostic]
  }

  /// Parses every template of `files` (file name to text), reporting each
  /// one that does not parse at its path in `paths`.
  private static func make(files: [String: String], paths: [String: String]) -> Result<TemplateSet, ParseErrors> {
    var library = TemplateLibrary()
    var diagnostics: [Diagnostic] = []
    var fingerprinted: [UInt8] = []
    for file in files.keys.sorted() {
      let text = files[file]!
      // Each name and text ends in a zero byte, so "ab" + "c" and "a" + "bc" differ.
      fingerprinted += Array(file.utf8) + [0] + Array(text.utf8) + [0]
      guard file.hasSuffix(".mustache") else { continue }
      let name = String(file.dropLast(".mustache".count))
      do {
        try library.add(source: text, named: name)
      } catch {
        diagnostics.append(diagnostic(for: error, path: paths[file] ?? file))
      }
    }
    guard diagnostics.isEmpty else { return .failure(ParseErrors(diagnostics: diagnostics)) }
    let stylesheet = (files[stylesheetFile] ?? "") + "\n" + DynamicTypeStylesheet.css
    let siteStylesheet = stylesheet + "\n" + SymbolStylesheet.all
    let fragmentID = ScopedStylesheet.identifier(of: stylesheet)
    return .success(
      TemplateSet(
        library: library,
        paths: paths,
        stylesheet: stylesheet,
        siteStylesheet: siteStylesheet,
        stylesheetFileName: "listpress-" + ContentHash(ofText: siteStylesheet).shortHex + ".css",
        galleryStylesheet: files[galleryStylesheetFile] ?? "",
        galleryScript: files[galleryScriptFile] ?? "",
        script: files[scriptFile] ?? "",
        fingerprint: ContentHash(of: fingerprinted).description,
        fragmentID: fragmentID,
        scopedStyles: Deferred { ScopedStylesheet(stylesheet, identifier: fragmentID) },
        fragmentStylesheetFileName: "listpress-fragments-"
          + ContentHash(ofText: "ListPress \(ListPressVersion.current)\n" + siteStylesheet).shortHex + ".css",
        sharedFragmentStyles: Deferred {
          let scoped = ScopedStylesheet(siteStylesheet, identifier: fragmentID)
          return scoped.isolation + scoped.css + "\n" + scoped.hostColorScheme
        }))
  }
}
