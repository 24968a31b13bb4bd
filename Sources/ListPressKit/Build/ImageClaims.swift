import Synchronization

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

  private struct Claim {
    /// The bytes of the first file brought to the path.
    var hash: ContentHash
    /// Whether a file with other bytes was brought there too.
    var isContested = false
    var claimants: [Claimant]
    let copy = Copy()
  }

  private let claims: Mutex<[String: Claim]>
  /// The last build's manifest, for ``copiedByLastBuild(_:from:hash:)``.
  private let previous: BuildManifest
  /// Which image each image path of the last build came from, found when
  /// first needed.
  private let lastSources = OnceCell<[String: ImageRecord]>()

  /// Creates a table with the claims of the definitions `kept`, which
  /// `previous` records: a build keeps their pages, and so their images.
  init(keptFrom previous: BuildManifest, _ kept: [(key: String, path: String)]) {
    var claims: [String: Claim] = [:]
    for (key, path) in kept {
      guard let record = previous.inputs[key] else { continue }
      for image in record.images {
        let claimant = Claimant(key: key, file: path, source: image.source, hash: image.hash, isKept: true)
        claims[image.destination, default: Claim(hash: image.hash, claimants: [])].claimants.append(claimant)
      }
    }
    self.claims = Mutex(claims)
    self.previous = previous
  }

  /// Records that `claimant` copies its image to `destination`; returns
  /// the one copy of that path, or `nil` when the path is contested.
  func claim(_ destination: String, by claimant: Claimant) -> Copy? {
    claims.withLock { claims in
      guard let index = claims.index(forKey: destination) else {
        let claim = Claim(hash: claimant.hash, claimants: [claimant])
        claims[destination] = claim
        return claim.copy
      }
      // Changed in place: a copy of the claim would copy its claimants,
      // every time one more page claims a popular image.
      if claims.values[index].hash != claimant.hash {
        claims.values[index].isContested = true
      }
      claims.values[index].claimants.append(claimant)
      return claims.values[index].isContested ? nil : claims.values[index].copy
    }
  }

  /// Whether the last build copied the image `source`, with the bytes
  /// `hash`, to `destination`, whichever definition it did it for: then a
  /// copy there that nobody changed since need not be made again.
  func copiedByLastBuild(_ destination: String, from source: String, hash: ContentHash) -> Bool {
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

  /// The contested paths, sorted, each with its claimants sorted by their
  /// paths (not in the order they claimed, which depends on the threads),
  /// once every definition is built.
  var contests: [Contest] {
    let contested = claims.withLock { claims in
      claims.filter(\.value.isContested).map { Contest(destination: $0.key, claimants: $0.value.claimants) }
    }
    return contested.map { contest in
      var contest = contest
      contest.claimants.sort { $0.file.utf8.lexicographicallyPrecedes($1.file.utf8) }
      return contest
    }.sorted { $0.destination.utf8.lexicographicallyPrecedes($1.destination.utf8) }
  }
}
