import ListPressBuild
import ListPressDiagnostics
import ListPressWrite

/// Which pages of the site a build could not make, and why: what `serve`
/// shows at their URLs until the next build makes them.
struct PageErrors: Hashable, Sendable {
  /// Diagnostics that fail the build but belong to no definition (a
  /// template's), shown at any page that is missing.
  private(set) var siteDiagnostics: [Diagnostic] = []

  /// The definition that failed and its diagnostics, by the path its page
  /// has inside the output folder (`guides/party.html`).
  private var pagesByPath: [String: FailedPage] = [:]

  private struct FailedPage: Hashable, Sendable {
    var source: String
    var diagnostics: [Diagnostic]
  }

  /// No errors.
  init() {}

  /// The errors of the build that made `report` from `inputs`, with
  /// `options`.
  init(report: BuildReport, inputs: [String], options: BuildOptions) {
    let rule = options.failureRule
    guard rule.fails(report.diagnostics) else { return }
    let byFile = Dictionary(grouping: report.diagnostics, by: \.location.file)
    let layout = OutputLayout(outputDirectory: options.outputDirectory)
    var claimed = Set<String>()
    for file in InputDiscovery.files(in: inputs, excluding: [options.outputDirectory]).files {
      guard let diagnostics = byFile[file.path], rule.fails(diagnostics),
        let destination = try? layout.destination(ofInput: file.path, root: file.root)
      else { continue }
      pagesByPath[destination.relativePath] = FailedPage(source: file.path, diagnostics: diagnostics)
      claimed.insert(file.path)
    }
    siteDiagnostics = report.diagnostics.filter { !claimed.contains($0.location.file) && rule.fails($0) }
  }

  /// The error page to send for `page` (a path inside the output folder)
  /// when it has one: always for a failed definition's page, and, when
  /// the templates failed the build, for a missing HTML page.
  func errorPage(for page: String, isMissing: Bool) -> String? {
    if let failed = pagesByPath[page] {
      return ErrorPage.html(source: failed.source, diagnostics: failed.diagnostics)
    }
    guard isMissing, page.hasSuffix(".html"), let first = siteDiagnostics.first else { return nil }
    return ErrorPage.html(source: first.location.file, diagnostics: siteDiagnostics)
  }
}
