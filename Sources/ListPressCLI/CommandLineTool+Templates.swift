import ListPressKit

extension CommandLineTool {
  /// The templates of `--templates DIR`: the built-in set with the files of
  /// `folder` in their place, or the built-in set alone when `folder` is
  /// `nil`. `templates` is `nil` when a template has errors.
  static func templates(in folder: String?) -> (templates: TemplateSet?, diagnostics: [Diagnostic]) {
    guard let folder else { return (.builtIn, []) }
    return TemplateSet.load(overridesIn: folder)
  }

  /// `report` of a check with the problems of the templates folder of
  /// `options` added, in order: `ListPress.check` reads definitions only,
  /// and a check is how CI validates a site's templates too.
  static func addingTemplateProblems(to report: BuildReport, options: BuildOptions) -> BuildReport {
    var report = report
    report.diagnostics = Diagnostic.sortedForOutput(
      templates(in: options.templatesDirectory).diagnostics + report.diagnostics)
    return report
  }
}
