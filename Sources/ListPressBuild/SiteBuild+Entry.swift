extension SiteBuild {
  /// Checks every definition found in `inputs`, writing nothing: what
  /// `ListPress.check` runs.
  package static func check(
    inputs: [String], options: BuildOptions, progress: (@Sendable (BuildProgress) -> Void)?
  ) -> BuildReport {
    SiteBuild(inputs: inputs, options: options, progress: progress).check()
  }

  /// Builds every valid definition found in `inputs` into the output
  /// folder, and reports it: what `ListPress.build` runs.
  package static func build(
    inputs: [String], options: BuildOptions, progress: (@Sendable (BuildProgress) -> Void)?
  ) -> BuildReport {
    SiteBuild(inputs: inputs, options: options, progress: progress).build().report
  }
}
