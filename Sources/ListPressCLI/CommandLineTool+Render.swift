import ListPressKit

extension CommandLineTool {
  /// Runs `render`: the page, and only the page, on `output`; the problems
  /// of the file and of the templates on `errors`, with their summary.
  /// Nothing goes to `output` when either has errors. A fragment's ids
  /// start with `idPrefix`, or with the default prefix of `file`.
  static func render<Output: TextOutputStream, Errors: TextOutputStream>(
    file: String,
    format: PageFormat,
    options: BuildOptions,
    idPrefix: String? = nil,
    printer: DiagnosticPrinter,
    output: inout Output,
    errors: inout Errors
  ) -> ExitCode {
    let loaded = TemplateSet.load(overridesIn: options.templatesDirectory)
    var diagnostics = loaded.diagnostics
    var html: String?
    if let templates = loaded.templates {
      let rendered = ListPress.render(
        file: file, format: format, templates: templates, baseURL: options.baseURL,
        allowsUnsafeHTML: options.allowsUnsafeHTML, designRequiresCompatibility: options.designRequiresCompatibility,
        colorScheme: options.colorScheme, idPrefix: idPrefix)
      // A template's error names the page it stopped, as in a build.
      diagnostics += rendered.diagnostics.map { diagnostic in
        guard diagnostic.location.file != file, diagnostic.notes.isEmpty else { return diagnostic }
        var named = diagnostic
        named.notes.append(Diagnostic(.note, at: .wholeFile(file), "while rendering the page of this definition"))
        return named
      }
      html = rendered.html
    }
    let report = BuildReport(diagnostics: diagnostics, inputFiles: [file], writtenFiles: [], warningsAsErrors: false)
    printProblems(of: report, with: printer, to: &errors)
    guard let html else { return .failure }
    output.write(html)
    return .success
  }
}
