import ListPressKit

/// Runs one input through load, decode and render, and checks what must
/// hold for any input: a rejected file says why, and a rendered page
/// passes `HTMLInvariants`.
enum PipelineProbe {
  static func run(_ bytes: [UInt8]) {
    let (page, diagnostics) = ListPress.decode(bytes: bytes, path: "fuzz/input.md")
    // Formatting is part of what a user sees: it runs too.
    let messages = diagnostics.map(\.description)
    guard let page else {
      precondition(diagnostics.contains { $0.severity == .error }, "rejected without an error: \(messages)")
      return
    }
    let html = PageRenderer().render(page, assetsPrefix: "../")
    if let violation = HTMLInvariants.firstViolation(in: Array(html.utf8)) {
      preconditionFailure("unsafe HTML: \(violation)")
    }
  }
}
