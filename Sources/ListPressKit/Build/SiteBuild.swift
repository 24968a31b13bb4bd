import Foundation
import Synchronization

/// One run of `check` or `build` over a set of inputs.
///
/// Definitions are independent until the index, so each is loaded, decoded,
/// rendered and written on its own, in parallel; results are gathered in
/// input order, so the output does not depend on scheduling.
struct SiteBuild {
  let inputs: [String]
  let options: BuildOptions

  /// What became of one definition.
  private struct Outcome: Sendable {
    var diagnostics: [Diagnostic] = []
    var entry: IndexPage.Entry?
    var writtenFiles: [String] = []
  }

  func check() -> BuildReport {
    let (files, missing) = InputDiscovery.files(in: inputs)
    let outcomes = files.concurrentMap { file in
      var outcome = Outcome()
      _ = decode(file, into: &outcome)
      return outcome
    }
    return report(files: files, missing: missing, outcomes: outcomes, extra: [], written: [])
  }

  func build() -> BuildReport {
    let (files, missing) = InputDiscovery.files(in: inputs, excluding: [options.outputDirectory])
    let writer: SiteWriter
    do {
      writer = try SiteWriter(outputDirectory: options.outputDirectory)
    } catch {
      return report(files: files, missing: missing, outcomes: [], extra: [failure(error)], written: [])
    }
    let layout = OutputLayout(outputDirectory: options.outputDirectory)
    let outcomes = files.concurrentMap { file in
      var outcome = Outcome()
      build(file, layout: layout, writer: writer, into: &outcome)
      return outcome
    }
    var extra: [Diagnostic] = []
    var written: [String] = []
    do {
      try writer.writeStylesheet()
      written.append(SiteWriter.stylesheetName)
      let entries = outcomes.compactMap(\.entry)
      // A definition of its own at `index.md` is the site's index.
      if !entries.contains(where: { $0.path == IndexPage.relativePath }) {
        try writer.write(IndexPage(entries: entries).render(), to: IndexPage.relativePath)
        written.append(IndexPage.relativePath)
      }
    } catch {
      extra.append(failure(error))
    }
    return report(files: files, missing: missing, outcomes: outcomes, extra: extra, written: written)
  }

  /// Loads and decodes a definition; nil when it has errors (or warnings
  /// that count as errors), or is a draft that is not built.
  private func decode(_ file: InputFile, into outcome: inout Outcome) -> ListPage? {
    let bytes: [UInt8]
    do {
      bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file.path)))
    } catch {
      outcome.diagnostics.append(
        Diagnostic(.error, at: .wholeFile(file.path), "cannot read the file (\(error.localizedDescription))"))
      return nil
    }
    let (page, diagnostics) = ListPress.decode(bytes: bytes, path: file.path)
    outcome.diagnostics += diagnostics
    guard let page, !failsRun(diagnostics) else { return nil }
    return page.draft && !options.includesDrafts ? nil : page
  }

  private func build(_ file: InputFile, layout: OutputLayout, writer: SiteWriter, into outcome: inout Outcome) {
    guard let page = decode(file, into: &outcome) else { return }
    do {
      let destination = try layout.destination(ofInput: file.path, root: file.root)
      var diagnostics = FileDiagnostics(file: file.path)
      let images = ImageAssets.collect(for: page, inputRoot: file.root, diagnostics: &diagnostics)
      outcome.diagnostics += diagnostics.all
      guard !diagnostics.hasErrors else { return }
      let html = PageRenderer(allowsUnsafeHTML: options.allowsUnsafeHTML)
        .render(page, assetsPrefix: destination.assetsPrefix)
      for image in images {
        try writer.copy(image)
        outcome.writtenFiles.append(image.destination)
      }
      try writer.write(html, to: destination.relativePath)
      outcome.writtenFiles.append(destination.relativePath)
      if !page.draft {
        outcome.entry = IndexPage.Entry(title: page.title, path: destination.relativePath)
      }
    } catch {
      outcome.diagnostics.append(failure(error))
    }
  }

  private func failsRun(_ diagnostics: [Diagnostic]) -> Bool {
    diagnostics.contains { $0.severity == .error || (options.warningsAsErrors && $0.severity == .warning) }
  }

  private func failure(_ error: any Error) -> Diagnostic {
    if let error = error as? WriteError {
      return Diagnostic(.error, at: .wholeFile(error.path), error.message)
    }
    return Diagnostic(.error, at: .wholeFile(options.outputDirectory), "\(error)")
  }

  private func report(
    files: [InputFile], missing: [String], outcomes: [Outcome], extra: [Diagnostic], written: [String]
  ) -> BuildReport {
    let notFound = missing.map { Diagnostic(.error, at: .wholeFile($0), "no such file or folder") }
    return BuildReport(
      diagnostics: notFound + outcomes.flatMap(\.diagnostics) + extra,
      inputFiles: files.map(\.path),
      writtenFiles: (outcomes.flatMap(\.writtenFiles) + written).sorted(),
      warningsAsErrors: options.warningsAsErrors
    )
  }
}

extension Array where Element: Sendable {
  /// `map` run across the processor's cores, with results in order.
  func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
    let results = Mutex([T?](repeating: nil, count: count))
    DispatchQueue.concurrentPerform(iterations: count) { index in
      let result = transform(self[index])
      results.withLock { $0[index] = result }
    }
    return results.withLock { $0.map { $0! } }
  }
}
