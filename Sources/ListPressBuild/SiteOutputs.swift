import ListPressSupport
import ListPressDiagnostics
import ListPressRender
import ListPressWrite

/// What a build makes of its definitions, and the end of the build.
///
/// Each definition's outcome is recorded as soon as it is done: its record
/// goes into the manifest being made, its diagnostics, written files and
/// status into what the report needs, and the outcome itself is let go, so
/// that a build holds no list of outcomes beside the manifest. Once every
/// definition is done come the files the whole site shares (stylesheet and
/// index), the removal of files no definition writes any more, and the new
/// manifest, written last.
struct SiteOutputs {
  /// Writes into the output folder.
  let writer: SiteWriter
  /// Renders the index with the build's templates.
  let renderer: PageRenderer
  /// The options of the build.
  let options: BuildOptions
  /// The fingerprint of this build.
  let fingerprint: ContentHash
  /// The manifest of the last build; empty for a first one.
  let previous: BuildManifest
  /// The file `previous` was read from, when there was one: what did not
  /// change is written into the new manifest as the bytes it was there.
  let previousFile: ManifestFile?

  /// The manifest being made for this build.
  private(set) var manifest = BuildManifest()
  /// Every file written by this build, pages and shared files.
  private(set) var writtenFiles: Set<String> = []
  /// The files removed.
  private(set) var removedFiles: [String] = []
  /// The diagnostics of the definitions, and problems writing or removing
  /// files, in no particular order.
  private(set) var diagnostics: [Diagnostic] = []
  /// How many definitions were rendered and written.
  private(set) var renderedInputs = 0
  /// How many definitions were found up to date.
  private(set) var unchangedInputs = 0
  /// How many definitions failed.
  private(set) var failedInputs = 0
  /// How many images were copied.
  private(set) var copiedImages = 0
  /// The manifest keys of this run's definitions that have no record
  /// (their page has no destination, or they could not be read): the last
  /// build's records of them are not kept either.
  private var unrecorded: Set<String> = []
  /// The files the site owns after this build: what the records list, plus
  /// the shared files.
  private var claimedFiles: Set<String> = []
  /// How the definitions that showed images came out, by manifest key:
  /// they may still be refused for a contested image.
  private var imageShowers: [String: InputOutcome.Status] = [:]
  /// What the journal of a build that did not finish lists (see
  /// `OutputJournal`): files it may have written, owned as if the last
  /// manifest listed them.
  private let leftovers: [String]
  /// Files no definition claims any more that could not be removed: they
  /// stay in the manifest, and the next build tries again.
  private var unremovedFiles: Set<String> = []

  /// The outputs of a build of `inputCount` definitions.
  init(
    writer: SiteWriter, renderer: PageRenderer, options: BuildOptions, fingerprint: ContentHash, previous: BuildManifest,
    previousFile: ManifestFile?, inputCount: Int, leftovers: [String] = []
  ) {
    self.previousFile = previousFile
    self.leftovers = leftovers
    self.writer = writer
    self.renderer = renderer
    self.options = options
    self.fingerprint = fingerprint
    self.previous = previous
    // Room for every record from the start: growing the table of a large
    // site copies it into one twice its size, both held at once.
    manifest.inputs.reserveCapacity(max(inputCount, previous.inputs.count))
  }

  /// Records what became of one definition of this run.
  mutating func record(_ outcome: InputOutcome) {
    diagnostics += outcome.diagnostics
    writtenFiles.formUnion(outcome.writtenFiles)
    copiedImages += outcome.copiedImages
    switch outcome.status {
    case .rendered: renderedInputs += 1
    case .unchanged: unchangedInputs += 1
    case .failed: failedInputs += 1
    case .leftOut: break
    }
    guard let key = outcome.key else { return }
    if outcome.showsImages {
      imageShowers[key] = outcome.status
    }
    if let record = outcome.record {
      manifest.inputs[key] = record
    } else {
      unrecorded.insert(key)
    }
  }

  /// Once every definition of this run is recorded, refuses every
  /// definition that brought a file to an image path that another brought
  /// another file to (``ImageClaims``): it fails, and the files it wrote
  /// or owned are no longer its own, so they are removed (unless another
  /// definition owns them too). Whichever copy was written last, none
  /// stays.
  mutating func refuseContestedImages(_ contests: [ImageClaims.Contest]) {
    guard !contests.isEmpty else { return }
    var refused: Set<String> = []
    for contest in contests {
      for claimant in contest.claimants where !claimant.isKept {
        let others = contest.claimants.filter { $0.hash != claimant.hash }
        guard let other = others.first else { continue }
        let more = others.count > 1 ? " (and \(others.count - 1) more)" : other.isKept ? " (built into this folder earlier)" : ""
        let outputFolder = writer.realOutputDirectory
        let source = { (claimant: ImageClaims.Claimant) in ManifestPath.absolute(claimant.source, from: outputFolder) }
        diagnostics.append(
          Diagnostic(
            .error, at: .wholeFile(claimant.file),
            "its image '\(contest.destination)' is copied from '\(source(claimant))', but that of '\(other.file)'\(more) "
              + "from '\(source(other))', which differs; an output file comes from one file only, so no page that shows "
              + "this image is built: rename one of the images, or make them the same"))
        guard refused.insert(claimant.key).inserted, var record = manifest.inputs[claimant.key] else { continue }
        // It is counted as failed below, and no longer as what it was.
        switch imageShowers[claimant.key] {
        case .rendered?: renderedInputs -= 1
        case .unchanged?: unchangedInputs -= 1
        case .failed?, .leftOut?, nil: break
        }
        if !record.failed {
          failedInputs += 1
        }
        record.failed = true
        record.outputs = []
        record.images = []
        record.entry = nil
        record.warnings = []
        manifest.inputs[claimant.key] = record
      }
    }
  }

  /// Once every definition of this run is recorded, keeps the records of
  /// definitions that are not among its inputs but still exist.
  mutating func keepRecordsOfOtherInputs() {
    for (key, record) in previous.inputs where manifest.inputs[key] == nil && !unrecorded.contains(key) {
      if FileStamp(path: ManifestPath.absolute(key, from: writer.realOutputDirectory)) != nil {
        manifest.inputs[key] = record
      }
    }
    // Inserted one by one: an array of every file first would be as large.
    // Room for as many as the last build owned, which most builds own again.
    var claimed = Set<String>(minimumCapacity: previous.outputs.count)
    // Pages share the records of the images they show (see
    // ``ImageRecord/identity``): each record's path is hashed once, not
    // once for every page that shows it (12,000 times for 2,400 images).
    var seen = Set<ObjectIdentifier>()
    for record in manifest.inputs.values {
      for image in record.images where seen.insert(image.identity).inserted { claimed.insert(image.destination) }
      for output in record.outputs { claimed.insert(output) }
    }
    claimedFiles = claimed
  }

  /// Writes the stylesheets when the templates changed, and the index when
  /// its entries did, or any of them when it is missing or was changed by
  /// hand. Standalone pages and reviews share no stylesheet; other
  /// galleries share the pages' and their own, and fragments their own.
  mutating func writeSharedFiles() {
    let templates = renderer.templates
    let fragmentNames = options.writesFragments ? [templates.fragmentStylesheetFileName] : []
    let sharedNames =
      (options.standalone ? [] : options.writesGallery ? templates.galleryFileNames : templates.sharedFileNames)
      + fragmentNames
    claimedFiles.formUnion(sharedNames)
    manifest.stylesheet = previous.stylesheet
    if previous.stylesheet != fingerprint || !sharedNames.allSatisfy(isIntact) {
      let shared =
        (options.standalone ? [] : options.writesGallery ? templates.galleryFiles : templates.sharedFiles)
        + (options.writesFragments ? [templates.fragmentStylesheetFile] : [])
      var written = true
      for file in shared {
        written = write(file.relativePath) { try $0.write(file.bytes, to: file.relativePath) } && written
      }
      manifest.stylesheet = written ? fingerprint : nil
    }

    let entries = indexEntries()
    // A definition at the root's `index.md` whose page is written (a draft
    // too, with `--drafts`) is the site's index.
    guard !manifest.inputs.values.contains(where: { $0.outputs.contains(IndexPage.relativePath) }) else { return }
    claimedFiles.insert(IndexPage.relativePath)
    let index = BuildManifest.GeneratedIndex(fingerprint: fingerprint, entries: entries)
    manifest.index = previous.index
    if previous.index != index || !isIntact(IndexPage.relativePath) {
      let page = IndexPage(entries: entries, linksReviews: options.writesGallery)
      manifest.index =
        write(IndexPage.relativePath) { [renderer, options] writer in
          try page.write(with: renderer, links: options.links, using: writer)
        } ? index : nil
    }
  }

  /// The index's entries, sorted. When every definition's entry is the one
  /// the last build recorded, they are the last index's: a build in which
  /// one page changed does not sort a thousand titles to find that out.
  /// (A manifest records an index only with the entries of its records.)
  private func indexEntries() -> [IndexEntry] {
    if let index = previous.index, manifest.inputs.count == previous.inputs.count,
      manifest.inputs.allSatisfy({ key, record in previous.inputs[key].map { $0.entry == record.entry } ?? false })
    {
      return index.entries
    }
    return manifest.inputs.values.compactMap(\.entry).sorted()
  }

  /// Removes every file the last manifest (or the journal of a build that
  /// did not finish) listed that no definition and no shared file claims
  /// any more, and the temporary files such a build left. Nothing else is
  /// ever removed, and folders are left in place, even when they become
  /// empty. A file that cannot be removed stays listed.
  mutating func removeUnclaimedFiles() {
    removedFiles += writer.removeTemporaries(of: leftovers)
    // This build's own writes that no record claims (the pages and images
    // of definitions refused after they were written), and what a build
    // that did not finish may have written.
    let unclaimedWrites = writtenFiles.subtracting(claimedFiles)
    writtenFiles.subtract(unclaimedWrites)
    let owned = previous.outputs.keys.filter { !claimedFiles.contains($0) }
    let left = unclaimedWrites.union(leftovers).filter {
      previous.outputs[$0] == nil && !claimedFiles.contains($0) && $0 != BuildManifest.fileName
    }
    for path in (owned + left).sorted() {
      do {
        if try writer.remove(path) {
          removedFiles.append(path)
        }
      } catch {
        diagnostics.append(SiteBuild.diagnostic(for: error, outputDirectory: writer.outputDirectory))
        unremovedFiles.insert(path)
      }
    }
  }

  /// Completes the manifest with the stamps of the files written (as the
  /// writer took them when it wrote them, or else as they are now), and
  /// writes it, atomically, when it differs from the last one; then the
  /// journal goes, its work done (it stays when the manifest cannot be
  /// written).
  mutating func saveManifest() {
    manifest.outputs.reserveCapacity(claimedFiles.count + unremovedFiles.count)
    for path in claimedFiles {
      manifest.outputs[path] =
        writtenFiles.contains(path) ? writer.stamp(ofWritten: path) ?? stamp(of: path) : previous.outputs[path]
    }
    for path in unremovedFiles {
      manifest.outputs[path] = previous.outputs[path] ?? stamp(of: path)
    }
    // What only the stamps needed goes before the manifest is written,
    // the moment a build holds the most.
    writer.forgetWrittenStamps()
    claimedFiles = []
    do {
      if manifest != previous {
        try manifest.save(with: writer, reusing: previousFile)
      }
      writer.journal?.remove()
    } catch {
      diagnostics.append(SiteBuild.diagnostic(for: error, outputDirectory: writer.outputDirectory))
    }
  }

  /// Whether the last build wrote `path` and nobody changed it since.
  private func isIntact(_ path: String) -> Bool {
    previous.outputs[path].map { $0 == stamp(of: path) } ?? false
  }

  private func stamp(of path: String) -> FileStamp? {
    FileStamp(path: writer.realOutputDirectory + "/" + path)
  }

  /// Runs `body`, which writes the shared file `path`; returns whether it
  /// succeeded.
  private mutating func write(_ path: String, _ body: (SiteWriter) throws -> Void) -> Bool {
    do {
      try body(writer)
    } catch {
      diagnostics.append(SiteBuild.diagnostic(for: error, outputDirectory: writer.outputDirectory))
      return false
    }
    writtenFiles.insert(path)
    return true
  }
}
