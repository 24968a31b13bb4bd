import FoundationEssentials
import ListPressDiagnostics
import ListPressLoad
import ListPressRender
import ListPressWrite

extension ListPress {
  /// Renders one definition file on its own, for standard output: a page,
  /// a standalone page or a fragment, as `format` says.
  ///
  /// Every page is drawn in `colorScheme` when it is given
  /// (`--color-scheme`), whatever its own `colorScheme` says. A fragment's
  /// ids, and the references inside it to them, start with `idPrefix`
  /// (`--id-prefix`), or with ``FragmentIDs/defaultPrefix(forFile:)`` of
  /// `file` when it is `nil`; other formats have no prefix.
  ///
  /// Drafts are rendered: asking for one file is asking for it. `html` is
  /// `nil` when the file has errors (warnings do not stop it), when one of
  /// its images could not be published by a build (it is missing, outside
  /// the file's folder, hidden, not an image, or an SVG with script), or
  /// when a template fails; every problem is in `diagnostics`.
  public static func render(
    file: String,
    format: PageFormat = .page,
    templates: TemplateSet = .builtIn,
    baseURL: String? = nil,
    allowsUnsafeHTML: Bool = false,
    designRequiresCompatibility: Bool = false,
    colorScheme: ColorScheme? = nil,
    idPrefix: String? = nil
  ) -> (html: String?, diagnostics: [Diagnostic]) {
    let bytes: [UInt8]
    do {
      bytes = try FileContents.read(file)
    } catch {
      return (nil, [Diagnostic(.error, at: .wholeFile(file), "cannot read the file (\(error))")])
    }
    return render(
      bytes: bytes, path: file, format: format, templates: templates, baseURL: baseURL,
      allowsUnsafeHTML: allowsUnsafeHTML, designRequiresCompatibility: designRequiresCompatibility,
      colorScheme: colorScheme, idPrefix: idPrefix)
  }

  /// Renders the definition `bytes` as if read from `path`: its
  /// diagnostics name `path`, and its relative images are found beside
  /// it. Otherwise as ``render(file:format:templates:baseURL:allowsUnsafeHTML:designRequiresCompatibility:colorScheme:idPrefix:)``;
  /// `gallery --compare-rev` renders an earlier version of a file this way.
  public static func render(
    bytes: [UInt8],
    path file: String,
    format: PageFormat = .page,
    templates: TemplateSet = .builtIn,
    baseURL: String? = nil,
    allowsUnsafeHTML: Bool = false,
    designRequiresCompatibility: Bool = false,
    colorScheme: ColorScheme? = nil,
    idPrefix: String? = nil
  ) -> (html: String?, diagnostics: [Diagnostic]) {
    let decoded = decode(bytes: bytes, path: file, allowsUnsafeLinks: allowsUnsafeHTML)
    guard let page = decoded.page else { return (nil, decoded.diagnostics) }
    var diagnostics = FileDiagnostics(file: file)
    diagnostics.append(contentsOf: decoded.diagnostics)
    // Every format checks the images as a build would: a page or fragment
    // whose images could not be published is not rendered either.
    let images = ImageAssets.check(
      page, inputRoot: OutputLayout.inputRoot(ofFile: file), with: ImageChecks(keepsBytes: format == .standalone),
      diagnostics: &diagnostics)
    guard !diagnostics.hasErrors else { return (nil, diagnostics.all) }
    let embedded = format == .standalone ? EmbeddedImages.resolver(embedding: images) : .byPath
    let renderer = PageRenderer(
      allowsUnsafeHTML: allowsUnsafeHTML, designRequiresCompatibility: designRequiresCompatibility,
      colorScheme: colorScheme, templates: templates)
    do {
      let html: String
      switch format {
      case .page, .standalone:
        let name = file.split(separator: "/").last.map(String.init) ?? file
        let outputPath = (name.hasSuffix(".md") ? String(name.dropLast(3)) : name) + ".html"
        html = try renderer.render(
          page, at: outputPath, links: SiteLinks(baseURL: baseURL, standalone: format == .standalone), images: embedded)
      case .fragment:
        html = try renderer.renderFragment(page, idPrefix: idPrefix)
      }
      return (html, diagnostics.all)
    } catch {
      return (nil, diagnostics.all + [error.diagnostic])
    }
  }
}
