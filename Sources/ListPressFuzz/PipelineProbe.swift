import ListPressKit

/// Runs one input through load, decode and render, and checks what must
/// hold for any input: a rejected file says why, and a rendered page
/// passes `HTMLInvariants`.
enum PipelineProbe {
  /// Where the page is written in the site: in a folder, so its links to
  /// the shared files go up a level.
  private static let outputPath = "fuzz/input.html"

  /// The head's links to the built-in stylesheet and script, as a page at
  /// `outputPath` makes them.
  private static let ownFiles = HTMLInvariants.OwnFiles(
    stylesheet: "../" + TemplateSet.builtIn.stylesheetFileName,
    script: "../" + TemplateSet.builtIn.scriptFileName)

  static func run(_ bytes: [UInt8]) {
    let (page, diagnostics) = ListPress.decode(bytes: bytes, path: "fuzz/input.md")
    // Formatting is part of what a user sees: it runs too.
    let messages = diagnostics.map(\.description)
    guard let page else {
      precondition(diagnostics.contains { $0.severity == .error }, "rejected without an error: \(messages)")
      return
    }
    // The built-in templates name only data every page has: an error
    // rendering them is a finding too.
    let html: String
    do {
      html = try PageRenderer().render(page, at: outputPath)
    } catch {
      preconditionFailure("the built-in templates failed: \(error)")
    }
    if let violation = HTMLInvariants.firstViolation(in: Array(html.utf8), ownFiles: ownFiles) {
      preconditionFailure("unsafe HTML: \(violation)")
    }
  }
}
