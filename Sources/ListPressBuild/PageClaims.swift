import ListPressSupport
import ListPressDiagnostics
import ListPressGallery
import ListPressRender

/// The paths a build's pages take in the output folder, each claimed by one
/// definition before any is built.
///
/// Two definitions that would write one path would leave whichever page
/// was written last: `d1/x.md` and `d2/x.md` built together, `party.review.md`
/// beside the review page of `party.md` with `--gallery`, a page built now
/// over the page of a definition that an earlier build put in the same
/// folder. A page's paths follow from its definition's path alone, so they
/// are all claimed first, in the order the definitions were found, and
/// every definition involved in a collision is refused: which one finished
/// first never matters, and neither does `--jobs`.
///
/// Paths are compared as Swift compares strings, by canonical equivalence,
/// so `café.html` spelled in NFC and in NFD is one path: a web server on
/// macOS, and most links typed by people, do not tell them apart.
struct PageClaims {
  /// A definition that claims paths.
  struct Claimant {
    /// What tells it from another definition, compared byte for byte: its
    /// manifest key, or its real path.
    var identity: String
    /// Its page's path in the output folder.
    var page: String
  }

  /// What a claimed path is to the definition that writes it.
  enum Role: String {
    case page = "page"
    case reviewPage = "review page"
    case variantPage = "gallery variant page"
    case fragment = "fragment"
  }

  private struct Claim {
    var claimant: Int
    var role: Role
    var path: String
  }

  /// The definitions, for messages.
  private let files: [InputFile]
  /// The identities of the definitions, by their index.
  private let identities: [String?]
  /// Every claimed path, with who claimed it first.
  private var claims: [String: Claim] = [:]
  /// Why definitions may not be built, by their index.
  private(set) var refusals: [Int: [Diagnostic]] = [:]

  /// Claims the paths of `claimants`, the claims of `files` (`nil` for a
  /// definition without a page), in their order: each one's page, and with
  /// `writesGallery` its review page and variant pages, with
  /// `writesFragments` its fragment.
  init(_ files: [InputFile], claimants: [Claimant?], writesGallery: Bool, writesFragments: Bool) {
    self.files = files
    identities = claimants.map { $0?.identity }
    claims.reserveCapacity(claimants.count * (writesGallery ? 2 + GalleryDesignVariant.all.count + GalleryContentSizeVariant.all.count + GalleryVariant.all.count : 1))
    for (index, claimant) in claimants.enumerated() {
      guard let claimant else { continue }
      for (path, role) in Self.paths(ofPage: claimant.page, writesGallery: writesGallery, writesFragments: writesFragments) {
        guard let earlier = claims[path] else {
          claims[path] = Claim(claimant: index, role: role, path: path)
          continue
        }
        guard !claimants[earlier.claimant]!.identity.utf8.elementsEqual(claimant.identity.utf8) else { continue }
        let spelling = path.utf8.elementsEqual(earlier.path.utf8) ? "" : Self.normalizationNote
        refuse(
          index,
          "its \(role.rawValue) '\(path)' is also the \(earlier.role.rawValue) of '\(files[earlier.claimant].path)'"
            + spelling + Self.neither)
        refuse(
          earlier.claimant,
          "its \(earlier.role.rawValue) '\(earlier.path)' is also the \(role.rawValue) of '\(files[index].path)'"
            + spelling + Self.neither)
      }
    }
  }

  /// Refuses the definitions of this build that claim a file that an
  /// earlier build wrote for another definition, which is not among this
  /// build's inputs but still exists (a build keeps such pages); returns
  /// those of the kept definitions that show images, with their paths.
  mutating func refuseClaimsOnKeptPages(
    of previous: BuildManifest, realOutputDirectory: String
  ) -> [(key: String, path: String)] {
    var keptWithImages: [(key: String, path: String)] = []
    // This build's identities, made only when a record is not found at
    // its page: one that moved to another page is built all the same.
    var built: Set<ExactPath>?
    for (key, record) in previous.inputs where !isBuilt(key, page: record.destination) {
      if built == nil {
        built = Set(identities.lazy.compactMap { $0.map(ExactPath.init(text:)) })
      }
      guard !built!.contains(ExactPath(text: key)) else { continue }
      let collisions = record.ownedFiles.compactMap { claims[$0] }
      guard !collisions.isEmpty || !record.images.isEmpty else { continue }
      let path = ManifestPath.absolute(key, from: realOutputDirectory)
      guard FileStamp(path: path) != nil else { continue }
      for claim in collisions {
        refuse(
          claim.claimant,
          "its \(claim.role.rawValue) '\(claim.path)' was written into this output folder by an earlier build, for "
            + "'\(path)', which still exists; an output file comes from one definition only, so this one is not built: "
            + "rename one of them, or remove the other")
      }
      if !record.images.isEmpty {
        keptWithImages.append((key, path))
      }
    }
    return keptWithImages
  }

  /// Whether the definition with the identity `identity`, whose page an
  /// earlier build put at `page`, is one of this build's and still goes
  /// there.
  private func isBuilt(_ identity: String, page: String) -> Bool {
    guard let claim = claims[page], let claimant = identities[claim.claimant] else { return false }
    return claimant.utf8.elementsEqual(identity.utf8)
  }

  /// The paths the definition whose page goes to `page` writes, each with
  /// what it is.
  static func paths(ofPage page: String, writesGallery: Bool, writesFragments: Bool) -> [(String, Role)] {
    var paths = [(page, Role.page)]
    if writesFragments {
      paths.append((PageRenderer.fragmentPath(ofPage: page), .fragment))
    }
    if writesGallery {
      paths.append((Gallery.reviewPath(ofPage: page), .reviewPage))
      for variant in Gallery.variantPaths(ofPage: page) {
        paths.append((variant, .variantPage))
      }
    }
    return paths
  }

  private static let normalizationNote =
    " (the two names differ only in Unicode normalization, NFC against NFD: they look the same, and macOS file systems and "
    + "many tools take them for one name)"

  private static let neither = "; an output file comes from one definition only, so neither is built: rename one of them"

  private mutating func refuse(_ index: Int, _ message: String) {
    refusals[index, default: []].append(Diagnostic(.error, at: .wholeFile(files[index].path), message))
  }
}
