#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Synchronization
import ListPressSupport
import ListPressLoad
import ListPressDecode

/// What a build found of its image files, each found once however many
/// pages show it: where a path leads, and whether the file there can be
/// published.
///
/// A thousand pages that show one logo resolve its path once (``RealPaths``
/// resolves each folder once, and each file with one `lstat`), and read and
/// check the file once: its stamp, its type by its first bytes, the SVG
/// rules, and the hash of its bytes, which is what the manifest records
/// and what the copy must have. Each is found by the first thread that
/// needs it, while the others that need it wait (``OnceCell``). A check
/// forgets everything with the build, so a file changed between two builds
/// is read again. Any number of threads may ask at once.
package final class ImageChecks: Sendable {
  /// Whether the bytes of each file are kept, for pages that carry their
  /// images inside them (``EmbeddedImages``); otherwise only the page whose
  /// check read a file gets its bytes (``lookup(_:below:)``), and a copy
  /// made for another page is made from the file itself.
  let keepsBytes: Bool
  private let realPaths: RealPaths
  /// The current folder, against which relative definitions' paths are taken.
  private let currentFolder: String?
  private let lookups = OnceTable<LookupKey, Lookup>()
  private let roots = Mutex<[ExactPath: String?]>([:])

  /// The real folder that the sources of ``Facts/record`` are relative to: the
  /// output folder's, in a build.
  private let recordingBase: String?

  /// A check that keeps the files' bytes when `keepsBytes`, finds real
  /// paths with `realPaths`, and gives each file's real path relative to
  /// the real folder `recordingBase`, as a build's manifest records it.
  package init(keepsBytes: Bool, realPaths: RealPaths = RealPaths(), recordingSourcesFrom recordingBase: String? = nil) {
    self.keepsBytes = keepsBytes
    self.realPaths = realPaths
    self.recordingBase = recordingBase
    if let folder = getcwd(nil, 0) {
      currentFolder = String(cString: folder)
      free(folder)
    } else {
      currentFolder = nil
    }
  }

  /// `path` from the root of the file system, taken against the current
  /// folder when it is relative; its `.` and `..` are left to the caller.
  func absolute(_ path: String) -> String {
    guard !path.hasPrefix("/"), let currentFolder else { return path }
    return currentFolder + "/" + path
  }

  /// Where an image path leads, below an input folder, and what is there.
  enum Lookup: Sendable {
    /// Outside the input folder, on the path's text.
    case outside
    /// Nowhere: nothing there, or a symbolic link that leads nowhere.
    case missing
    /// To a folder.
    case folder
    /// Outside the input folder through a symbolic link, to this real path.
    case outsideThroughLink(realPath: String)
    /// Into this hidden folder, on the path's text.
    case hidden(component: String)
    /// Through a symbolic link to this hidden file or folder, at this real path.
    case hiddenThroughLink(component: String, realPath: String)
    /// To a file, published as `asset` if the verdict on it allows.
    case image(ImageAsset, Verdict)
  }

  private struct LookupKey: Hashable, Sendable {
    var path: ExactPath
    var root: ExactPath
  }

  /// What one image path was found to lead to below an input folder,
  /// found once per build and shared by every reference that leads there.
  /// Below one input folder, as on one page, two references lead to one
  /// destination when they share one: the object tells a page's images
  /// apart, and costs nothing more than the table that finds it once.
  typealias Found = OnceCell<Lookup>

  /// Where `path`, an absolute path without `.` or `..`, leads below the
  /// input folder `root` (absolute and without them too), found once per
  /// build, with the verdict on the file there. `freshBytes` are the
  /// file's bytes when this call is the one that read them, and they are
  /// small enough to hold (``heldBytesLimit``): the first page to show an
  /// image can then copy what was checked without reading it again.
  func lookup(_ path: String, below root: String) -> (lookup: Lookup, found: Found, freshBytes: [UInt8]?) {
    var freshBytes: [UInt8]?
    let found = lookups.cell(for: LookupKey(path: ExactPath(text: path), root: ExactPath(text: root)))
    let lookup = found.value {
      let (lookup, bytes) = find(path, below: root)
      freshBytes = bytes
      return lookup
    }.value
    return (lookup, found, freshBytes)
  }

  /// The largest file whose bytes the call that checked it hands on for
  /// the copy; a larger one is copied from the file, by the kernel where
  /// it can (see `AtomicFile.Output.copy(from:count:)`).
  static let heldBytesLimit = 256 * 1024

  private func find(_ path: String, below root: String) -> (Lookup, [UInt8]?) {
    guard let destination = FilePath.subpath(of: path, below: root) else { return (.outside, nil) }
    guard let (real, knownStatus) = realPaths.resolvedFile(path) else { return (.missing, nil) }
    var status = stat()
    if let knownStatus {
      status = knownStatus
    } else {
      guard stat(real, &status) == 0 else { return (.missing, nil) }
    }
    guard (status.st_mode & S_IFMT) != S_IFDIR else { return (.folder, nil) }
    guard let realRoot = realPath(ofRoot: root), FilePath.isReal(real, inside: realRoot) else {
      return (.outsideThroughLink(realPath: real), nil)
    }
    if let hidden = HiddenPath.firstHiddenComponent(of: destination) { return (.hidden(component: hidden), nil) }
    if let hidden = HiddenPath.firstHiddenComponent(of: Substring(real.utf8.dropFirst(realRoot.utf8.count))) {
      return (.hiddenThroughLink(component: hidden, realPath: real), nil)
    }
    let asset = ImageAsset(source: real, destination: String(destination))
    // The type a web server gives the file by the name it is published as.
    let (verdict, bytes) = check(asset, as: ImageFileType(extensionOf: asset.destination), status: status)
    return (.image(asset, verdict), bytes)
  }

  /// The real path of the input folder `root`, found once.
  func realPath(ofRoot root: String) -> String? {
    let exact = ExactPath(text: root)
    if let known = roots.withLock({ $0[exact] }) { return known }
    let real = FilePath.realPath(root)
    roots.withLock { $0[exact] = real }
    return real
  }

  /// What a file is, once read and checked.
  struct Facts: Sendable {
    /// Its type, which the name it is published as and its contents agree on.
    var type: ImageFileType
    /// The hash of its bytes.
    package var hash: ContentHash
    /// Its stamp, taken before it was read.
    var stamp: FileStamp?
    /// Its bytes, when the check keeps them.
    var bytes: [UInt8]?
    /// What the manifest records of it, its source relative to the real
    /// folder the check records sources from; `nil` when it records none.
    var record: ImageRecord?
  }

  /// Why a file cannot be published.
  enum Refusal: Error {
    case notRegular
    case notImage
    case unreadable(FileContents.ReadError)
    case scriptedSVG(reason: String, line: Int)

    /// What is said of it when a definition names it `path`.
    func message(writtenAs path: String) -> String {
      switch self {
      case .notRegular: "image file '\(path)' is not a regular file; \(ImageAssets.imageRule)"
      case .notImage: "image file '\(path)' is not an image: \(ImageAssets.imageRule)"
      case .unreadable(let error): "cannot read the image file '\(path)' (\(error))"
      case .scriptedSVG(let reason, let line):
        "SVG file '\(path)' is refused: \(reason) (line \(line) of the file); \(ImageAssets.svgRule)"
      }
    }
  }

  /// What checking a file found.
  typealias Verdict = Result<Facts, Refusal>

  /// Reads and checks the file of `asset` (at its source, a real path), of
  /// which `stat` said `status`: a regular file whose contents are an
  /// image of `type`, and not an SVG that could run script. Returns the
  /// bytes read too, when they are few enough to hold.
  private func check(_ asset: ImageAsset, as type: ImageFileType?, status: stat) -> (Verdict, [UInt8]?) {
    let realPath = asset.source
    // A FIFO, socket or device is never opened: reading one could wait forever.
    guard let stamp = FileStamp(status) else { return (.failure(.notRegular), nil) }
    guard let type else { return (.failure(.notImage), nil) }
    let bytes: [UInt8]
    do {
      // Opened as the real path it was checked at, and refused if what
      // opens there is another file (a folder on the way swapped for a link).
      bytes = try FileContents.readRegularFile(realPath, followingLinks: false, realPath: realPath)
    } catch {
      return (.failure(.unreadable(error)), nil)
    }
    guard type.matches(bytes) else { return (.failure(.notImage), nil) }
    if type == .svg, case .refused(let reason, let line) = SVGDocument.verdict(on: bytes) {
      return (.failure(.scriptedSVG(reason: reason, line: line)), nil)
    }
    let hash = ContentHash(of: bytes)
    let facts = Facts(
      type: type, hash: hash, stamp: stamp, bytes: keepsBytes ? bytes : nil,
      record: recordingBase.map {
        // A stamp too recent to tell a change by is not recorded: the next
        // build compares the hash instead.
        ImageRecord(
          source: ManifestPath.relative(realPath, from: $0), destination: asset.destination,
          stamp: stamp.isSettled ? stamp : nil, hash: hash)
      })
    return (.success(facts), bytes.count <= Self.heldBytesLimit ? bytes : nil)
  }
}
