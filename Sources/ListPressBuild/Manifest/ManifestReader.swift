import ListPressSupport
import ListPressWrite

/// Reads a manifest file back: any JSON text of the layout that
/// ``StoredManifest`` describes, not only the one ListPress writes.
///
/// The JSON is read straight into the records with a `JSONScanner`, with
/// no tree of it built (decoding through one took most of a rebuild in
/// which nothing had changed). Members may come in any order, unknown
/// members are skipped, optional ones may be missing or `null`, strings
/// may be written with any escapes and values with white space around
/// them. A missing required member, a value of the wrong type or anything
/// that is not JSON makes the whole file unreadable: the build then starts
/// as if there were none. So does a place in the table of images that the
/// table does not have, and a path (a key of `inputs` or `outputs`, a
/// destination, an output, an image's source or destination) with a NUL in
/// it: the system would take the part before the NUL for the whole path.
enum ManifestReader {
  /// The manifest `bytes` hold, or `nil` when they do not hold one.
  static func manifest(from bytes: [UInt8]) -> BuildManifest? {
    read(bytes)?.manifest
  }

  /// The manifest `bytes` hold, and the file they are, with where its
  /// records are in it; `nil` when they do not hold one.
  static func read(_ bytes: [UInt8]) -> (manifest: BuildManifest, file: ManifestFile)? {
    bytes.withUnsafeBufferPointer { buffer in
      var scanner = JSONScanner(buffer)
      guard let (manifest, parts) = try? read(&scanner), (try? scanner.end()) != nil else { return nil }
      return (
        manifest,
        ManifestFile(
          bytes: bytes, images: parts.images, inputs: parts.inputs, outputs: parts.outputs))
    }
  }

  private typealias Malformed = JSONScanner.Malformed

  /// The parts of the file that a next manifest may write again.
  private struct Parts {
    var images: [ManifestFile.Element<ImageRecord>] = []
    var inputs: [ManifestFile.Member<StoredInputRecord>] = []
    var outputs: [ManifestFile.Member<FileStamp>] = []
  }

  private static func read(_ scanner: inout JSONScanner) throws -> (BuildManifest, Parts) {
    var stylesheet: ContentHash?, index: BuildManifest.GeneratedIndex?, images: [ImageRecord]?
    var format: Int?, tool: String?, inputs: [ManifestFile.Member<StoredInputRecord>]?, outputs: [String: FileStamp]?
    var parts = Parts()
    try scanner.fields { scanner, key in
      switch key {
      case "format": format = try scanner.integer()
      case "tool": tool = try scanner.string()
      case "images":
        parts.images = try markedArray(&scanner, of: imageRecord)
        images = parts.images.map(\.value)
      case "inputs":
        parts.inputs = try markedMembers(&scanner, of: inputRecord)
        inputs = parts.inputs
      case "outputs":
        parts.outputs = try markedMembers(&scanner, of: stamp)
        outputs = Dictionary(parts.outputs.lazy.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
      case "stylesheet": stylesheet = try optional(&scanner, hash)
      case "index": index = try optional(&scanner, generatedIndex)
      default: try scanner.skipValue()
      }
    }
    guard let format, let tool, let images, let inputs, let outputs,
      let manifest = StoredManifest.manifest(
        format: format, tool: tool, images: images, inputs: inputs.lazy.map { ($0.key, $0.value) }, outputs: outputs,
        stylesheet: stylesheet, index: index)
    else { throw Malformed() }
    return (manifest, parts)
  }

  private static func inputRecord(_ scanner: inout JSONScanner) throws -> StoredInputRecord {
    var fingerprint: ContentHash?, stamp: FileStamp?, hash: ContentHash?, destination: String?
    var outputs: [String]?, images: [Int]?, entry: IndexEntry?, failed: Bool?
    var warnings: [CachedDiagnostic]?
    try scanner.fields { scanner, key in
      switch key {
      case "fingerprint": fingerprint = try Self.hash(&scanner)
      case "stamp": stamp = try optional(&scanner, Self.stamp)
      case "hash": hash = try Self.hash(&scanner)
      case "destination": destination = try path(&scanner)
      case "outputs": outputs = try array(&scanner, of: path)
      case "images": images = try array(&scanner) { try $0.integer() }
      case "entry": entry = try optional(&scanner, indexEntry)
      case "failed": failed = try scanner.bool()
      case "warnings": warnings = try array(&scanner, of: diagnostic)
      default: try scanner.skipValue()
      }
    }
    guard let fingerprint, let hash, let destination, let outputs, let images, let failed, let warnings else {
      throw Malformed()
    }
    return StoredInputRecord(
      fingerprint: fingerprint, stamp: stamp, hash: hash, destination: destination, outputs: outputs, images: images,
      entry: entry, failed: failed, warnings: warnings)
  }

  private static func imageRecord(_ scanner: inout JSONScanner) throws -> ImageRecord {
    var source: String?, destination: String?, stamp: FileStamp?, hash: ContentHash?
    try scanner.fields { scanner, key in
      switch key {
      case "source": source = try path(&scanner)
      case "destination": destination = try path(&scanner)
      case "stamp": stamp = try optional(&scanner, Self.stamp)
      case "hash": hash = try Self.hash(&scanner)
      default: try scanner.skipValue()
      }
    }
    guard let source, let destination, let hash else { throw Malformed() }
    return ImageRecord(source: source, destination: destination, stamp: stamp, hash: hash)
  }

  private static func indexEntry(_ scanner: inout JSONScanner) throws -> IndexEntry {
    var title: String?, path: String?
    try scanner.fields { scanner, key in
      switch key {
      case "title": title = try scanner.string()
      case "path": path = try scanner.string()
      default: try scanner.skipValue()
      }
    }
    guard let title, let path else { throw Malformed() }
    return IndexEntry(title: title, path: path)
  }

  private static func generatedIndex(_ scanner: inout JSONScanner) throws -> BuildManifest.GeneratedIndex {
    var fingerprint: ContentHash?, entries: [IndexEntry]?
    try scanner.fields { scanner, key in
      switch key {
      case "fingerprint": fingerprint = try hash(&scanner)
      case "entries": entries = try array(&scanner, of: indexEntry)
      default: try scanner.skipValue()
      }
    }
    guard let fingerprint, let entries else { throw Malformed() }
    return BuildManifest.GeneratedIndex(fingerprint: fingerprint, entries: entries)
  }

  private static func stamp(_ scanner: inout JSONScanner) throws -> FileStamp {
    var size: Int64?, modified: Int64?, inode: UInt64?
    try scanner.fields { scanner, key in
      switch key {
      case "size": size = try scanner.integer()
      case "modified": modified = try scanner.integer()
      case "inode": inode = try scanner.integer()
      default: try scanner.skipValue()
      }
    }
    guard let size, let modified, let inode else { throw Malformed() }
    return FileStamp(size: size, modified: modified, inode: inode)
  }

  private static func diagnostic(_ scanner: inout JSONScanner) throws -> CachedDiagnostic {
    var severity: String?, line: Int?, column: Int?, message: String?, notes: [CachedDiagnostic]?
    try scanner.fields { scanner, key in
      switch key {
      case "severity": severity = try scanner.string()
      case "line": line = try scanner.integer()
      case "column": column = try scanner.integer()
      case "message": message = try scanner.string()
      case "notes": notes = try array(&scanner, of: diagnostic)
      default: try scanner.skipValue()
      }
    }
    guard let severity, let line, let column, let message, let notes else { throw Malformed() }
    return CachedDiagnostic(severity: severity, line: line, column: column, message: message, notes: notes)
  }

  /// A string that is a path: one without a NUL.
  private static func path(_ scanner: inout JSONScanner) throws -> String {
    let (path, escaped) = try scanner.stringAndWhetherEscaped()
    // JSON has no raw control character: only an escape can make a NUL.
    guard !escaped || !hasNUL(path) else { throw Malformed() }
    return path
  }

  private static func hasNUL(_ text: String) -> Bool {
    text.utf8.contains(0)
  }

  private static func hash(_ scanner: inout JSONScanner) throws -> ContentHash {
    guard let hash = ContentHash(hexDigits: try scanner.hexadecimalString(count: 16)) else { throw Malformed() }
    return hash
  }

  private static func optional<T>(_ scanner: inout JSONScanner, _ read: (inout JSONScanner) throws -> T) throws -> T? {
    scanner.null() ? nil : try read(&scanner)
  }

  private static func array<T>(_ scanner: inout JSONScanner, of read: (inout JSONScanner) throws -> T) throws -> [T] {
    var elements: [T] = []
    try scanner.elements { elements.append(try read(&$0)) }
    return elements
  }

  /// An array's elements, each with its bytes when they are exactly as
  /// `ManifestJSON` writes it.
  private static func markedArray<T>(
    _ scanner: inout JSONScanner, of read: (inout JSONScanner) throws -> T
  ) throws -> [ManifestFile.Element<T>] {
    var elements: [ManifestFile.Element<T>] = []
    try scanner.elements { scanner in
      let start = scanner.mark()
      let value = try read(&scanner)
      elements.append(ManifestFile.Element(value: value, bytes: scanner.exactRange(since: start)))
    }
    return elements
  }

  /// An object's members, whose keys are paths, in the file's order, each
  /// with its bytes (key and value) when they are exactly as `ManifestJSON`
  /// writes them: a key with a NUL (which only an escape can write) makes
  /// the object malformed. Of two members with a key, the last counts.
  private static func markedMembers<T>(
    _ scanner: inout JSONScanner, of read: (inout JSONScanner) throws -> T
  ) throws -> [ManifestFile.Member<T>] {
    var members: [ManifestFile.Member<T>] = []
    try scanner.markedMembers { scanner, key, escaped, start in
      if escaped, hasNUL(key) { throw Malformed() }
      let value = try read(&scanner)
      members.append(ManifestFile.Member(key: key, value: value, bytes: scanner.exactRange(since: start)))
    }
    return members
  }
}
