import FoundationEssentials
import ListPressSupport
import ListPressDiagnostics
import ListPressLoad
import ListPressDecode
import ListPressRender
import ListPressWrite
import ListPressGallery

/// Builds one definition into the output folder, or finds that its page is
/// already what building it would write.
///
/// A definition is skipped as unchanged when the manifest has a record of
/// it that did not fail, was built with the current fingerprint (ListPress
/// version, options, templates) to the same destination, whose outputs all
/// still have the stamps they had when written, whose images all still
/// have the bytes they had when copied, and whose own stamp (size,
/// modification time, inode) is the recorded one. Only when its stamp
/// differs, or none was recorded because the file had just been written,
/// is the definition read and hashed; if the hash is the recorded one (a
/// file touched or rewritten with the same bytes), it is still skipped,
/// and the new stamp is recorded. Images are compared the same way: by
/// stamp, and by hash only when the stamp differs.
struct InputBuild: Sendable {
  /// The options of the build.
  let options: BuildOptions
  /// Writes into the output folder.
  let writer: SiteWriter
  /// Finds again where each definition is and where its page goes.
  let location: InputLocation
  /// Renders pages with the build's templates.
  let renderer: PageRenderer
  /// The fingerprint of this build.
  let fingerprint: ContentHash
  /// The manifest of the last build; empty for a first one.
  let previous: BuildManifest
  /// The image paths claimed so far by the definitions of this build.
  let imageClaims: ImageClaims
  /// The image files found and checked so far by this build.
  let imageChecks: ImageChecks
  /// The stamps of the outputs and image files taken so far by this build.
  let stamps = FileStamps()
  /// The last build's images, each looked at once before the pages.
  let imageRechecks: ImageRechecks

  /// Builds `file`, found where `located` says, or skips it; `refusals`
  /// are why it may not be built, found before any definition was
  /// (``PageClaims``). Its destination is made only when its page is built.
  func run(_ file: InputFile, located: InputLocation.Located, refusals: [Diagnostic]) -> InputOutcome {
    let key: String, page: String
    switch located {
    case .failure(let failure):
      return InputOutcome(status: .failed, key: failure.key, diagnostics: [failure.diagnostic])
    case .success(let located):
      (key, page) = located
    }
    guard refusals.isEmpty else {
      return InputOutcome(status: .failed, key: key, diagnostics: refusals)
    }
    let realPath: String
    switch location.realPath(of: file) {
    case .failure(let failure):
      return InputOutcome(status: .failed, key: key, diagnostics: [failure.diagnostic])
    case .success(let found):
      realPath = found
    }
    let stamp = file.sighting?.stamp ?? FileStamp(path: realPath)
    var bytes: [UInt8]?
    if let stamp, let record = previous.inputs[key].flatMap({ current($0, page: page) }) {
      if record.stamp == stamp {
        return unchanged(file, key: key, record: record)
      }
      bytes = try? FileContents.read(realPath)
      if let bytes, ContentHash(of: bytes) == record.hash {
        var touched = record
        touched.stamp = stamp.isSettled ? stamp : nil
        return unchanged(file, key: key, record: touched)
      }
    }
    switch location.destination(of: file, key: key) {
    case .failure(let failure):
      return InputOutcome(status: .failed, key: key, diagnostics: [failure.diagnostic])
    case .success(let destination):
      return build(file, key: key, realPath: realPath, destination: destination, stamp: stamp, bytes: bytes)
    }
  }

  /// The record, with its images' stamps brought up to date, when its page
  /// and images are still what this build would write provided the
  /// definition itself did not change; otherwise `nil`.
  private func current(_ record: InputRecord, page: String) -> InputRecord? {
    guard !record.failed, record.fingerprint == fingerprint, record.destination == page,
      record.outputs.allSatisfy(isIntact)
    else { return nil }
    var record = record
    for index in record.images.indices {
      guard let current = imageRechecks.current(record.images[index]) else { return nil }
      record.images[index] = current
    }
    return record
  }

  /// Whether the last build wrote `output` and nobody changed it since.
  private func isIntact(_ output: String) -> Bool {
    previous.outputs[output].map { $0 == stamps.stamp(of: writer.realOutputDirectory + "/" + output) } ?? false
  }

  /// The outcome of a definition found up to date; its images are shown
  /// to the claims (``ImageClaims/show(unchanged:by:)``), so that a page
  /// this build writes cannot bring another file to one of them.
  private func unchanged(_ file: InputFile, key: String, record: InputRecord) -> InputOutcome {
    let path = file.path
    if !record.images.isEmpty {
      imageClaims.show(unchanged: record.images, by: imageClaims.definition(key: key, file: path))
    }
    return InputOutcome(
      status: .unchanged, key: key, record: record, diagnostics: record.warnings.map { $0.diagnostic(in: path) },
      showsImages: !record.images.isEmpty)
  }

  private func build(
    _ file: InputFile, key: String, realPath: String, destination: PageDestination, stamp: FileStamp?,
    bytes alreadyRead: [UInt8]?
  ) -> InputOutcome {
    var outcome = InputOutcome(status: .failed, key: key)
    let bytes: [UInt8]
    do {
      bytes = try alreadyRead ?? FileContents.read(realPath)
    } catch {
      outcome.diagnostics.append(
        Diagnostic(.error, at: .wholeFile(file.path), "cannot read the file (\(error))"))
      return outcome
    }
    guard let stamp else {
      outcome.diagnostics.append(Diagnostic(.error, at: .wholeFile(file.path), "cannot read the file: it changed while being read"))
      return outcome
    }
    var record = InputRecord(
      fingerprint: fingerprint, stamp: stamp.isSettled ? stamp : nil, hash: ContentHash(of: bytes), destination: destination.relativePath,
      outputs: [], images: [], entry: nil, failed: true, warnings: [])
    buildPage(from: bytes, of: file, key: key, to: destination, record: &record, outcome: &outcome)
    outcome.record = record
    return outcome
  }

  /// Decodes, renders and writes the page; `record` starts as failed and
  /// is completed as far as the build gets.
  private func buildPage(
    from bytes: [UInt8], of file: InputFile, key: String, to destination: PageDestination,
    record: inout InputRecord, outcome: inout InputOutcome
  ) {
    let (decoded, decodeDiagnostics) = PageDecoder.decode(
      bytes: bytes, path: file.path, allowsUnsafeLinks: options.allowsUnsafeHTML)
    outcome.diagnostics = decodeDiagnostics
    let failureRule = options.failureRule
    guard let page = decoded, !failureRule.fails(decodeDiagnostics) else { return }
    if page.draft && !options.includesDrafts {
      record.failed = false
      record.warnings = decodeDiagnostics.map(CachedDiagnostic.init)
      outcome.status = .leftOut
      return
    }
    var imageDiagnostics = FileDiagnostics(file: file.path)
    let checkedImages = ImageAssets.check(page, inputRoot: file.root, with: imageChecks, diagnostics: &imageDiagnostics)
    let embedded = options.standalone ? EmbeddedImages.resolver(embedding: checkedImages) : .byPath
    let images = options.standalone ? [] : ImageAssets.distinct(checkedImages)
    outcome.diagnostics += imageDiagnostics.all
    guard !failureRule.fails(imageDiagnostics.all) else { return }

    let html: [UInt8]
    do {
      html = try renderer.html(.page, page, at: destination.relativePath, links: options.links, images: embedded)
    } catch {
      outcome.diagnostics.append(SiteBuild.diagnostic(for: error, outputDirectory: options.outputDirectory, definition: file.path))
      return
    }
    outcome.showsImages = !images.isEmpty
    do {
      let path = file.path
      record.images.reserveCapacity(images.count)
      // Named once, however many images it claims.
      let definition = images.isEmpty ? nil : imageClaims.definition(key: key, file: path, recallsLastImages: true)
      for image in images {
        // A contested image fails the page; the end of the build says why.
        guard let definition, try copy(image, by: definition, into: &record, outcome: &outcome)
        else { return }
      }
      // Let go of the page before the gallery renders thirty-two more like it.
      try write(OutputFile(relativePath: destination.relativePath, bytes: consume html), into: &record, outcome: &outcome)
      if options.writesFragments {
        let fragment = try renderer.fragmentHTML(page, atPage: destination.relativePath, links: options.links, images: embedded)
        try write(
          OutputFile(relativePath: PageRenderer.fragmentPath(ofPage: destination.relativePath), bytes: fragment),
          into: &record, outcome: &outcome)
      }
      if options.writesGallery {
        try writeGallery(of: page, images: embedded, at: destination, into: &record, outcome: &outcome)
      }
    } catch {
      // The last good page stays, and stays listed, until a build succeeds.
      let kept = previous.inputs[key]
      let (keptOutputs, keptImages) = (kept?.outputs ?? [], kept?.images ?? [])
      outcome.diagnostics.append(SiteBuild.diagnostic(for: error, outputDirectory: options.outputDirectory, definition: file.path))
      record.outputs = keptOutputs + record.outputs.filter { !keptOutputs.contains($0) }
      record.images = keptImages + record.images.filter { image in !keptImages.contains { $0.destination == image.destination } }
      record.entry = kept?.entry
      return
    }
    record.failed = false
    record.warnings = outcome.diagnostics.map(CachedDiagnostic.init)
    record.entry = page.draft ? nil : IndexEntry(title: page.title, path: destination.relativePath)
    outcome.status = .rendered
  }

  /// Writes `output` and records it.
  private func write(_ output: OutputFile, into record: inout InputRecord, outcome: inout InputOutcome) throws {
    try writer.write(output.bytes, to: output.relativePath)
    outcome.writtenFiles.append(output.relativePath)
    record.outputs.append(output.relativePath)
  }

  /// Writes the review page of `page` and its variants, its image files
  /// drawn as `images` says, each variant as soon as it is rendered, so
  /// that one page of many megabytes is not held thirty-two times over; the
  /// review page is recorded before them.
  private func writeGallery(
    of page: ListPage, images: ImageResolver, at destination: PageDestination, into record: inout InputRecord,
    outcome: inout InputOutcome
  ) throws {
    let (writtenBefore, recordedBefore) = (outcome.writtenFiles.count, record.outputs.count)
    var failure: (any Error)?
    let review = try Gallery(renderer: renderer, links: options.links).files(for: page, at: destination, images: images) { variant in
      guard failure == nil else { return }
      do {
        try write(variant, into: &record, outcome: &outcome)
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
    try writer.write(review.bytes, to: review.relativePath)
    outcome.writtenFiles.insert(review.relativePath, at: writtenBefore)
    record.outputs.insert(review.relativePath, at: recordedBefore)
  }

  /// Claims an image's path for `definition`, and records the image, copied into the output as it was read and
  /// checked. The copy is made once per build, by the first definition
  /// to need it, unless the last build's copy is intact and came from the
  /// same file with the same bytes; the others wait for it, and fail with
  /// it when it fails. Returns `false`, copying nothing, when another
  /// definition brings another file to that path (``ImageClaims``).
  private func copy(
    _ checked: CheckedImage, by definition: ImageClaims.Definition, into record: inout InputRecord,
    outcome: inout InputOutcome
  ) throws -> Bool {
    let image = checked.asset
    // Stamped before it was read: an image that changes while being read
    // gets another stamp, and is read again by the next build.
    let stamp = checked.stamp
    let source = checked.record?.source ?? ManifestPath.relative(image.source, from: writer.realOutputDirectory)
    let hash = checked.hash
    guard let copy = imageClaims.claim(image.destination, source: source, hash: hash, by: definition) else { return false }
    record.images.append(
      checked.record
        ?? ImageRecord(
          source: source, destination: image.destination, stamp: stamp.flatMap { $0.isSettled ? $0 : nil }, hash: hash))
    let (copied, made) = copy.value {
      if imageClaims.copiedByLastBuild(image.destination, from: source, hash: hash, for: definition), isIntact(image.destination) {
        return .intact
      }
      do {
        try writer.copy(checked)
        return .written
      } catch {
        return .failed(error)
      }
    }
    switch copied {
    case .written:
      if made {
        outcome.writtenFiles.append(image.destination)
        outcome.copiedImages += 1
      }
    case .intact: break
    case .failed(let error): throw error
    }
    return true
  }
}

/// What became of one definition in a build or a check.
struct InputOutcome: Sendable {
  /// Whether the definition was built.
  enum Status: Sendable {
    /// Its page was rendered and written.
    case rendered
    /// Its page was already up to date.
    case unchanged
    /// It has errors, or a file could not be written.
    case failed
    /// It is a draft, and drafts are not built.
    case leftOut
  }

  /// Whether it was built.
  var status: Status
  /// Its key in the manifest; `nil` when the file cannot be found.
  var key: String?
  /// What the next manifest records of it; `nil` when there is nothing
  /// to record (it could not be read).
  var record: InputRecord?
  /// Its diagnostics, in no particular order.
  var diagnostics: [Diagnostic] = []
  /// The files written for it, relative to the output folder.
  var writtenFiles: [String] = []
  /// How many images it copied: an image shown by many pages is copied
  /// for one of them.
  var copiedImages = 0
  /// Whether it claimed image paths (``ImageClaims``), and may be refused
  /// at the end of the build for it.
  var showsImages = false
}
