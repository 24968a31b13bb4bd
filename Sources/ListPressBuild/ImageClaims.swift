import Synchronization
import ListPressSupport
import ListPressWrite

/// Which image file each image path of the output folder is copied from,
/// claimed by the definitions that show it as their pages are built.
///
/// Many pages may show one image: they claim its path together. But an
/// image's path in the output is its path below its input folder, so two
/// input folders built into one site can bring two different files to one
/// path (`d1/images/logo.png` and `d2/images/logo.png`), and the copy
/// written last would win. Such a path is contested: every definition that
/// claimed it, whichever finished first, is refused at the end of the
/// build (`SiteOutputs.refuseContestedImages(_:)`), so the output does not
/// depend on the order of the work. Two files with the same bytes are no
/// contest. Any number of threads may claim at once.
///
/// A path is also copied once per build, however many pages show it: each
/// claim holds the one copy of its path (``Copy``), which the first
/// claimant to need it makes while the others wait, so that no page is
/// written while an image it shows is missing or half written.
final class ImageClaims: Sendable {
  /// A definition that shows an image.
  struct Claimant: Sendable {
    /// Its manifest key.
    var key: String
    /// Its path, for messages.
    var file: String
    /// The image it brings, relative to the output folder's real path, as
    /// the manifest records it.
    var source: String
    /// The bytes of that file.
    var hash: ContentHash
    /// Whether it is not built by this build but kept from an earlier one:
    /// it is never refused, but a definition that contests its image is.
    var isKept = false
  }

  /// A path that definitions bring different files to.
  struct Contest: Sendable {
    /// The image's path in the output folder.
    var destination: String
    /// Every definition that claimed it.
    var claimants: [Claimant]
  }

  /// How the copy of an image to its path came out.
  enum CopyOutcome: Sendable {
    /// This build wrote it.
    case written
    /// The last build's copy is intact, and was left alone.
    case intact
    /// It could not be written, for this reason: every page that shows the
    /// image fails with it.
    case failed(any Error)
  }

  /// The one copy of an image path in a build.
  typealias Copy = OnceCell<CopyOutcome>

  /// A definition that claims image paths, named once however many it
  /// claims (``definition(key:file:)``).
  struct Definition: Sendable {
    fileprivate let number: UInt32
    /// The images its record in the last manifest shows, when the last
    /// build did not fail it: what it most often shows again.
    fileprivate let lastImages: [ImageRecord]
  }

  /// Who claims paths: a path's claimants are kept as numbers into this,
  /// and what each brought as a number into its claim's files, so that
  /// the twelve thousand claims of a large site take a few hundred
  /// kilobytes, not a megabyte.
  private struct Claimants {
    var definitions: [(key: String, file: String, isKept: Bool)] = []
  }

  private struct Claim {
    /// The files brought to the path, each file (source and bytes) once;
    /// the first is the one that is copied.
    var files: [(source: String, hash: ContentHash)]
    /// Whether a file with other bytes was brought there too.
    var isContested = false
    /// Each claimant: its definition's number, and the place in `files`
    /// of what it brought, in the low 16 bits (a path that more than 65,535
    /// files are brought to counts the rest as the last).
    var claimants: [UInt64]
    let copy = Copy()

    init(source: String, hash: ContentHash, by definition: UInt32) {
      files = [(source, hash)]
      claimants = [UInt64(definition) << 16]
    }

    /// Adds a claimant that brings `source` with the bytes `hash`.
    mutating func add(source: String, hash: ContentHash, by definition: UInt32) {
      if hash != files[0].hash { isContested = true }
      let place =
        files.firstIndex { $0.hash == hash && ExactPath(text: $0.source) == ExactPath(text: source) }
        ?? { files.append((source, hash)); return files.count - 1 }()
      claimants.append(UInt64(definition) << 16 | UInt64(min(place, 0xFFFF)))
    }
  }

  private let state: Mutex<(claims: [String: Claim], claimants: Claimants, unchanged: [(UInt32, [ImageRecord])])>
  /// The last build's manifest, for ``copiedByLastBuild(_:from:hash:)``.
  private let previous: BuildManifest
  /// Which image each image path of the last build came from, found when
  /// first needed.
  private let lastSources = OnceCell<[String: ImageRecord]>()
  /// The last manifest's table of images (every record's images, each
  /// once), sorted by destination; `nil` when the file was not sorted.
  private let lastTable: [ImageRecord]?

  /// Creates a table with the claims of the definitions `kept`, which
  /// `previous` records: a build keeps their pages, and so their images.
  /// `table` is the table of images of the file `previous` was read from,
  /// in the file's order (see ``StoredManifest``).
  init(keptFrom previous: BuildManifest, table: [ImageRecord], _ kept: [(key: String, path: String)]) {
    var claims: [String: Claim] = [:]
    var claimants = Claimants()
    for (key, path) in kept {
      guard let record = previous.inputs[key] else { continue }
      let number = UInt32(claimants.definitions.count)
      claimants.definitions.append((key, path, true))
      for image in record.images {
        Self.add(image.destination, source: image.source, hash: image.hash, by: number, to: &claims)
      }
    }
    state = Mutex((claims, claimants, []))
    self.previous = previous
    let sorted = zip(table, table.dropFirst()).allSatisfy { !ManifestJSON.utf8Precedes($1.destination, $0.destination) }
    lastTable = sorted ? table : nil
  }

  /// The records of the last manifest's table copied to `destination`;
  /// `nil` when the table is not sorted and so cannot say.
  private func lastRecords(at destination: String) -> ArraySlice<ImageRecord>? {
    guard let table = lastTable else { return nil }
    func firstIndex(where isAfter: (String) -> Bool) -> Int {
      var (low, high) = (0, table.count)
      while low < high {
        let middle = (low + high) / 2
        if isAfter(table[middle].destination) { high = middle } else { low = middle + 1 }
      }
      return low
    }
    let start = firstIndex { !ManifestJSON.utf8Precedes($0, destination) }
    let end = firstIndex { ManifestJSON.utf8Precedes(destination, $0) }
    return table[start..<max(start, end)]
  }

  private static func add(
    _ destination: String, source: String, hash: ContentHash, by definition: UInt32, to claims: inout [String: Claim]
  ) {
    if let index = claims.index(forKey: destination) {
      // Changed in place: a copy of the claim would copy its claimants,
      // every time one more page claims a popular image.
      claims.values[index].add(source: source, hash: hash, by: definition)
    } else {
      claims[destination] = Claim(source: source, hash: hash, by: definition)
    }
  }

  /// Names the definition with the manifest key `key` at `file`, before
  /// it claims paths.
  /// A definition whose page this build writes also looks up what its
  /// page showed last time (`recallsLastImages`), for
  /// ``copiedByLastBuild(_:from:hash:for:)``.
  func definition(key: String, file: String, recallsLastImages: Bool = false) -> Definition {
    let last = recallsLastImages ? previous.inputs[key].flatMap { $0.failed ? nil : $0.images } ?? [] : []
    return state.withLock { state in
      state.claimants.definitions.append((key, file, false))
      return Definition(number: UInt32(state.claimants.definitions.count - 1), lastImages: last)
    }
  }

  /// Records that `definition`, whose page this build found unchanged,
  /// shows `images`. They were copied by an earlier build, and agreed with
  /// every other page of it: only a page this build writes can contest
  /// them. So they are compared, once every page is done, with the paths
  /// that such pages claimed (``contests``), and a rebuild in which
  /// nothing changed compares nothing.
  func show(unchanged images: [ImageRecord], by definition: Definition) {
    state.withLock { $0.unchanged.append((definition.number, images)) }
  }

  /// Records that `definition` copies the image `source` (relative to the
  /// output folder's real path, as the manifest records it), with the
  /// bytes `hash`, to `destination`; returns the one copy of that path, or
  /// `nil` when the path is contested.
  func claim(_ destination: String, source: String, hash: ContentHash, by definition: Definition) -> Copy? {
    state.withLock { state in
      Self.add(destination, source: source, hash: hash, by: definition.number, to: &state.claims)
      let claim = state.claims[destination]!
      return claim.isContested ? nil : claim.copy
    }
  }

  /// Whether the last build copied the image `source`, with the bytes
  /// `hash`, to `destination`, whichever definition it did it for: then a
  /// copy there that nobody changed since need not be made again.
  /// `definition`, which claims it, showed it last time in most rebuilds:
  /// its own last images are looked at first, which spares a rebuild of
  /// one page the table of every page's images (10 million instructions
  /// for a site of 1,000 pages that show 12,000 images).
  func copiedByLastBuild(
    _ destination: String, from source: String, hash: ContentHash, for definition: Definition
  ) -> Bool {
    if definition.lastImages.contains(where: { $0.destination == destination && $0.source == source && $0.hash == hash }) {
      return true
    }
    let sources = lastSources.value {
      var sources: [String: ImageRecord] = [:]
      for record in previous.inputs.values where !record.failed {
        for image in record.images {
          sources[image.destination] = image
        }
      }
      return sources
    }.value
    return sources[destination].map { $0.source == source && $0.hash == hash } ?? false
  }

  /// Whether the pages this build found unchanged may take part in a
  /// contest over `destination`: when `claim` is contested already (they
  /// are then among its claimants), or when a file with other bytes was
  /// copied there by the last build (each unchanged page shows what it
  /// showed then, all of which the last manifest's table holds). So a
  /// rebuild of one page compares its own few images with the table,
  /// rather than every image every other page shows with its claims.
  private func mayBeContestedByUnchangedPages(_ destination: String, _ claim: Claim) -> Bool {
    guard !claim.isContested, let records = lastRecords(at: destination) else { return true }
    return records.contains { $0.hash != claim.files[0].hash }
  }

  /// The contested paths, sorted, each with its claimants sorted by their
  /// paths (not in the order they claimed, which depends on the threads),
  /// once every definition is built.
  var contests: [Contest] {
    let contested = state.withLock { state in
      if state.claims.contains(where: { mayBeContestedByUnchangedPages($0.key, $0.value) }) {
        for (definition, images) in state.unchanged {
          for image in images where state.claims[image.destination] != nil {
            Self.add(image.destination, source: image.source, hash: image.hash, by: definition, to: &state.claims)
          }
        }
      }
      state.unchanged = []
      return state.claims.filter(\.value.isContested).map { destination, claim in
        Contest(
          destination: destination,
          claimants: claim.claimants.map { packed in
            let definition = state.claimants.definitions[Int(packed >> 16)]
            let file = claim.files[Int(packed & 0xFFFF)]
            return Claimant(
              key: definition.key, file: definition.file, source: file.source, hash: file.hash, isKept: definition.isKept)
          })
      }
    }
    return contested.map { contest in
      var contest = contest
      contest.claimants.sort { $0.file.utf8.lexicographicallyPrecedes($1.file.utf8) }
      return contest
    }.sorted { $0.destination.utf8.lexicographicallyPrecedes($1.destination.utf8) }
  }
}
