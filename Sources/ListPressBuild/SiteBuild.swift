import FoundationEssentials
import Synchronization
import ListPressSupport
import ListPressDiagnostics
import ListPressLoad
import ListPressDecode
import ListPressRender
import ListPressWrite

/// One run of `check` or `build` over a set of inputs.
///
/// Definitions are independent until the index, so each is loaded, decoded,
/// rendered and written on its own, `options.jobs` at a time; each page is
/// written as soon as it is rendered, and what became of it is recorded
/// (see `SiteOutputs`) and let go. Nothing recorded depends on the order in
/// which definitions finish, so neither does the output.
///
/// A build is incremental: the manifest in the output folder says what the
/// last builds wrote and from what, so that only definitions that changed
/// (see `InputBuild`) are built again, the index only when its entries
/// changed, and the stylesheet only when the templates did. What the
/// manifest lists but no definition writes any more is removed; a
/// definition that is not among this run's inputs but still exists keeps
/// its page, so building one file into a site leaves the rest of the site
/// alone.
package struct SiteBuild {
  let inputs: [String]
  let options: BuildOptions
  /// Told as each definition is done, from the thread that did it.
  var progress: (@Sendable (BuildProgress) -> Void)?

  /// What a build did, with what the watcher needs to know.
  struct Result {
    /// The report for the caller.
    var report: BuildReport
    /// The images the built pages use, each record once, when the build
    /// was asked to keep them.
    private var images: [ImageRecord] = []
    /// The output folder's real path, which the images' sources are
    /// relative to.
    private var outputFolder = ""

    /// The result of a build that wrote no page.
    init(report: BuildReport) {
      self.report = report
    }

    /// The result of a build whose pages use `images`, whose sources are
    /// relative to `outputFolder`.
    init(report: BuildReport, images: [ImageRecord], outputFolder: String) {
      (self.report, self.images, self.outputFolder) = (report, images, outputFolder)
    }

    /// The real paths of the images the built pages use, each once however
    /// many pages show it, when the build kept them (the watcher's does).
    /// Made when asked: for a site of thousands of images, the end of a
    /// build that no one watches took as long making them as writing the
    /// manifest. A build that keeps none skips the table of records too,
    /// half a millisecond of a rebuild's 45 on 2,400 images.
    var imageSources: [String] {
      let sources = Set(images.map { ExactPath(text: $0.source) })
      return ManifestPath.absolute(sources.map(\.text), from: outputFolder)
    }
  }

  func check() -> BuildReport {
    let clock = ContinuousClock()
    let start = clock.now
    let realPaths = RealPaths()
    let (files, missing, refused) = InputDiscovery.files(in: inputs, excluding: [], realPaths: realPaths)
    // The collisions a build of these definitions alone would refuse.
    let layout = OutputLayout(outputDirectory: options.outputDirectory)
    let collisions = PageClaims(
      files,
      claimants: files.map { file in
        (try? layout.destination(ofInput: file.path, root: file.root)).map {
          PageClaims.Claimant(identity: realPaths.realPath(of: file) ?? file.path, page: $0.relativePath)
        }
      },
      writesGallery: options.writesGallery, writesFragments: options.writesFragments
    ).refusals
    let imageChecks = ImageChecks(keepsBytes: false)
    let diagnostics = each(files) { index in
      let file = files[index]
      let refusals = collisions[index] ?? []
      do {
        let (page, diagnostics) = PageDecoder.decode(
          bytes: try FileContents.read(file.path), path: file.path, allowsUnsafeLinks: options.allowsUnsafeHTML)
        guard let page else { return diagnostics + refusals }
        // The images are found, read and checked as a build does, and not copied.
        var imageDiagnostics = FileDiagnostics(file: file.path)
        _ = ImageAssets.check(page, inputRoot: file.root, with: imageChecks, diagnostics: &imageDiagnostics)
        return diagnostics + imageDiagnostics.all + refusals
      } catch {
        return [Diagnostic(.error, at: .wholeFile(file.path), "cannot read the file (\(error))")] + refusals
      }
    }
    // A check is how CI validates a site's templates too.
    let templateDiagnostics =
      options.templatesDirectory == nil ? [] : TemplateSet.load(overridesIn: options.templatesDirectory).diagnostics
    return BuildReport(
      diagnostics: templateDiagnostics + Self.notFound(missing) + refused + diagnostics.flatMap { $0 },
      inputFiles: files.map(\.path),
      writtenFiles: [],
      warningsAsErrors: options.warningsAsErrors,
      failedInputs: refused.count + diagnostics.count { options.failureRule.fails($0) },
      elapsed: clock.now - start)
  }

  /// Builds the site; with `keepingImages`, the result knows the images
  /// its pages use (``Result/imageSources``), which a watcher asks for.
  func build(keepingImages: Bool = false) -> Result {
    let clock = ContinuousClock()
    let start = clock.now
    let realPaths = RealPaths()
    // The output folder is opened and locked before anything is read from
    // it. Then reading the last manifest, finding the definitions (with
    // where each one's page goes) and preparing the templates do not
    // depend on each other; with two jobs they overlap, which is most of a
    // rebuild in which little changed. The manifest (the longest) and the
    // search start at once, and the templates go to whichever finishes
    // first. Looking again at the images the last build copied needs only
    // the manifest: it starts once that is read, and each thread joins in
    // when it has nothing else left.
    let opened = openOutput()
    let layout = OutputLayout(outputDirectory: options.outputDirectory)
    let location = (try? opened.get().writer).map { InputLocation(layout: layout, writer: $0, realPaths: realPaths) }
    let imageRechecks = LaterWork<ImageRechecks.Work>()
    let (read, (files, missing, refused, located), (loadedTemplates, templateDiagnostics, fingerprint)) =
      WorkerPool(jobs: options.jobs).run(
        {
          let read = location.flatMap { BuildManifest.read(from: $0.writer.root) }
          imageRechecks.offer(
            location.map { ImageRechecks.Work(of: read?.manifest ?? BuildManifest(), outputFolder: $0.writer.realOutputDirectory) })
          return read
        },
        {
          let (files, missing, refused) = InputDiscovery.files(
            in: inputs, excluding: [options.outputDirectory], realPaths: realPaths)
          // Where every definition's page goes is found first, so that two
          // definitions that would write one file are both refused,
          // whichever would have finished first; each is handed to the
          // work that builds it.
          return (files, missing, refused, location.map { files.map($0.locate) } ?? [])
        },
        {
          let (templates, diagnostics) = TemplateSet.load(overridesIn: options.templatesDirectory)
          let fingerprint = templates.map { BuildFingerprint(options: options, templates: $0.fingerprint).hash }
          return (templates, diagnostics, fingerprint)
        },
        then: { imageRechecks.join { $0.help() } })
    if let overlap = Self.inputOverlap(inputs: inputs, outputDirectory: options.outputDirectory) {
      let report = BuildReport(
        diagnostics: [overlap], inputFiles: files.map(\.path), writtenFiles: [],
        warningsAsErrors: options.warningsAsErrors, elapsed: clock.now - start)
      return Result(report: report)
    }
    let writer: SiteWriter
    let lock: OutputLock?
    let leftovers: [String]
    switch opened {
    case .success(let opened):
      (writer, lock, leftovers) = opened
    case .failure(let error):
      let report = BuildReport(
        diagnostics: Self.notFound(missing) + refused
          + [Self.diagnostic(for: error, outputDirectory: options.outputDirectory)],
        inputFiles: files.map(\.path), writtenFiles: [], warningsAsErrors: options.warningsAsErrors,
        elapsed: clock.now - start)
      return Result(report: report)
    }
    let (previous, previousFile) = (read?.manifest ?? BuildManifest(), read?.file)
    guard let templates = loadedTemplates, let fingerprint else {
      let report = BuildReport(
        diagnostics: Self.notFound(missing) + refused + templateDiagnostics, inputFiles: files.map(\.path), writtenFiles: [],
        warningsAsErrors: options.warningsAsErrors, elapsed: clock.now - start)
      return Result(report: report)
    }
    let renderer = PageRenderer(
      allowsUnsafeHTML: options.allowsUnsafeHTML, designRequiresCompatibility: options.designRequiresCompatibility,
      colorScheme: options.colorScheme, templates: templates)
    let (refusals, imageClaims) = claims(of: files, located: located, previous: previous, previousFile: previousFile, writer: writer)
    let pending = HandOff(consume located)
    // The lock is let go when the build is over, whichever way it ends.
    defer { withExtendedLifetime(lock) {} }
    // The optional lets the finished outputs be taken out whole, rather
    // than copied, which would copy the manifest on its next change.
    let recorder = Mutex<SiteOutputs?>(
      SiteOutputs(
        writer: writer, renderer: renderer, options: options, fingerprint: fingerprint, previous: previous,
        previousFile: previousFile, inputCount: files.count, leftovers: leftovers))
    do {
      // What the pages' work found of the image files goes with it: at the
      // end of a build of pages that show thousands of images, it would be
      // the largest thing still held.
      let step = InputBuild(
        options: options, writer: writer,
        location: InputLocation(layout: layout, writer: writer, realPaths: realPaths),
        renderer: renderer, fingerprint: fingerprint, previous: previous,
        imageClaims: imageClaims,
        imageChecks: ImageChecks(
          keepsBytes: options.standalone, realPaths: realPaths, recordingSourcesFrom: writer.realOutputDirectory),
        imageRechecks: imageRechecks.join { $0.finished() } ?? .none)
      forEach(files) { index in
        let outcome = step.run(files[index], located: pending.take(index)!, refusals: refusals[index] ?? [])
        recorder.withLock { $0!.record(outcome) }
      }
    }
    var result: Result
    do {
      var site = recorder.withLock { $0.take()! }
      site.refuseContestedImages(imageClaims.contests)
      site.keepRecordsOfOtherInputs()
      site.writeSharedFiles()
      site.removeUnclaimedFiles()
      site.saveManifest()
      let report = BuildReport(
        diagnostics: Self.notFound(missing) + refused + templateDiagnostics + site.diagnostics,
        inputFiles: [],
        writtenFiles: site.writtenFiles.sorted(),
        warningsAsErrors: options.warningsAsErrors,
        renderedInputs: site.renderedInputs,
        unchangedInputs: site.unchangedInputs,
        failedInputs: refused.count + site.failedInputs,
        removedFiles: site.removedFiles,
        copiedImages: site.copiedImages,
        elapsed: clock.now - start)
      result = Result(
        report: report, images: keepingImages ? site.manifest.sharedImages() : [],
        outputFolder: writer.realOutputDirectory)
    }
    // The inputs' paths are made once the outputs, with the manifest, are
    // let go: at the end of a large build those are most of its memory.
    result.report.inputFiles = files.map(\.path)
    return result
  }

  /// The output folder, made if needed and locked for this build (see
  /// `OutputLock`), and what a journal left there lists (see
  /// `OutputJournal`); the writer records in a new journal what it writes.
  private func openOutput() -> Swift.Result<(writer: SiteWriter, lock: OutputLock?, leftovers: [String]), WriteError> {
    do throws(WriteError) {
      var writer = try SiteWriter(outputDirectory: options.outputDirectory)
      let lock = try OutputLock.acquire(in: writer.root, outputDirectory: options.outputDirectory)
      let leftovers = OutputJournal.entries(in: writer.root)
      writer.journal = OutputJournal(in: writer.root)
      return .success((writer, lock, leftovers))
    } catch {
      return .failure(error)
    }
  }

  /// `transform` applied to the index of every file, `options.jobs` at a
  /// time, telling `progress` as each is done; the results are in the
  /// files' order.
  private func each<T: Sendable>(_ files: [InputFile], _ transform: @Sendable (Int) -> T) -> [T] {
    let completed = Atomic(0)
    return WorkerPool(jobs: options.jobs).map(Array(files.indices)) { index in
      let result = transform(index)
      tellProgress(of: files[index], completed: completed, total: files.count)
      return result
    }
  }

  /// `body` called with the index of every file, `options.jobs` at a
  /// time, telling `progress` as each is done.
  private func forEach(_ files: [InputFile], _ body: @Sendable (Int) -> Void) {
    let completed = Atomic(0)
    WorkerPool(jobs: options.jobs).forEach(files.count) { index in
      body(index)
      tellProgress(of: files[index], completed: completed, total: files.count)
    }
  }

  /// Why definitions among `files` may not be built, by their index, and
  /// the claims on image paths that the build starts with. A definition is
  /// refused when the paths of its pages collide with each other's
  /// (``PageClaims``), or with those of definitions that an earlier build
  /// wrote into the output folder and that this build keeps; their images
  /// are claimed from the start (``ImageClaims``).
  private func claims(
    of files: [InputFile], located: [InputLocation.Located], previous: BuildManifest, previousFile: ManifestFile?,
    writer: SiteWriter
  ) -> (refusals: [Int: [Diagnostic]], images: ImageClaims) {
    let claimants = located.map { located in
      try? located.map { PageClaims.Claimant(identity: $0.key, page: $0.page) }.get()
    }
    var pages = PageClaims(
      files, claimants: claimants, writesGallery: options.writesGallery, writesFragments: options.writesFragments)
    let kept = pages.refuseClaimsOnKeptPages(of: previous, realOutputDirectory: writer.realOutputDirectory)
    return (pages.refusals, ImageClaims(keptFrom: previous, table: previousFile?.images.map(\.value) ?? [], kept))
  }

  /// Tells `progress` that `file` is done, counting it in `completed`.
  private func tellProgress(of file: InputFile, completed: borrowing Atomic<Int>, total: Int) {
    guard let progress else { return }
    let count = completed.add(1, ordering: .relaxed).newValue
    progress(BuildProgress(completed: count, total: total, file: file.path))
  }

  /// An error thrown while writing, as a diagnostic. An error about the
  /// outputs of a `definition` is located at the definition, naming the
  /// path that failed in its message; a template's error stays at its place
  /// in the template, with a note naming the definition whose page it
  /// stopped.
  static func diagnostic(for error: any Error, outputDirectory: String, definition: String? = nil) -> Diagnostic {
    if let error = error as? WriteError {
      guard let definition else { return Diagnostic(.error, at: .wholeFile(error.path), error.message) }
      return Diagnostic(.error, at: .wholeFile(definition), "while writing its outputs: \(error.path): \(error.message)")
    }
    if let error = error as? TemplateError {
      var diagnostic = error.diagnostic
      if let definition, diagnostic.location.file != definition {
        diagnostic.notes.append(Diagnostic(.note, at: .wholeFile(definition), "while rendering the page of this definition"))
      }
      return diagnostic
    }
    return Diagnostic(.error, at: .wholeFile(definition ?? outputDirectory), "\(error)")
  }

  /// An error when the output folder is an input folder or contains one:
  /// the input would be skipped as output, or the site written over its
  /// own sources. (An output folder inside an input folder is fine: it is
  /// skipped when looking for definitions.)
  static func inputOverlap(inputs: [String], outputDirectory: String) -> Diagnostic? {
    guard let realOutput = FilePath.realPath(outputDirectory) else { return nil }
    for input in inputs {
      var isDirectory = false
      guard let realInput = FilePath.realPath(input), FileManager.default.fileExists(atPath: realInput, isDirectory: &isDirectory),
        isDirectory, FilePath.isReal(realInput, inside: realOutput)
      else { continue }
      let relation = realInput == realOutput ? "is" : "contains"
      return Diagnostic(
        .error, at: .wholeFile(outputDirectory),
        "the output folder '\(outputDirectory)' \(relation) the input folder '\(input)'; "
          + "build into another folder (one inside the input folder is fine)")
    }
    return nil
  }

  private static func notFound(_ missing: [String]) -> [Diagnostic] {
    missing.map { Diagnostic(.error, at: .wholeFile($0), "no such file or folder") }
  }
}
