import ListPressSupport
import ListPressWrite

/// The file the last manifest was read from, kept to write the next one: a
/// build in which little changed writes a manifest that is mostly the last
/// one, and what did not change is written as the bytes it already was
/// rather than encoded again. (For a site of 1,000 pages that share 2,400
/// images, encoding the 1.3 MB took a fifth of a rebuild of one page.)
///
/// A value's bytes are written again only when they are exactly what
/// `ManifestJSON` writes for the value they hold (the scanner met nothing
/// irregular in them: see `JSONScanner.irregularities`) and the value to
/// write is, to the byte, the one they hold: an image record that is the
/// very record read from them (see ``ImageRecord/identity``), a record of
/// `inputs` whose fields are the same bytes, with its images at the same
/// places in the table, or an entry of `outputs` with the same stamp; and a
/// member's key is the same bytes too. So the file is the one the manifest
/// would be written as without it.
struct ManifestFile: Sendable {
  /// The file's bytes.
  let bytes: [UInt8]
  /// The table of images, in the file's order.
  let images: [Element<ImageRecord>]
  /// The members of `inputs`, in the file's order.
  let inputs: [Member<StoredInputRecord>]
  /// The members of `outputs`, in the file's order.
  let outputs: [Member<FileStamp>]

  /// An element of an array of the file: its value, and where its bytes
  /// are when they are exactly as `ManifestJSON` writes the value.
  struct Element<Value: Sendable>: Sendable {
    let value: Value
    let bytes: Range<Int>?
  }

  /// A member of an object of the file: its key and value, and where its
  /// bytes (from the key's opening quote to the value's end) are when they
  /// are exactly as `ManifestJSON` writes them.
  struct Member<Value: Sendable>: Sendable {
    let key: String
    let value: Value
    let bytes: Range<Int>?
  }

  /// Where the members of `dictionary` are in it, in the order of their
  /// keys' UTF-8 bytes (the order of the manifest's members), each with its
  /// place among `previous`, the members of the same object in the file,
  /// when one of them has the same key (the same bytes). When the file had
  /// the same keys, sorted, its order is taken without sorting them again.
  /// Only indices are made, not copies of the values: at the end of a build
  /// of 5,000 pages, a copy of every record was 1.6 MB, the build's largest
  /// allocation.
  static func sortedMembers<Value, Previous>(
    of dictionary: [String: Value], following previous: [Member<Previous>]
  ) -> [(index: Dictionary<String, Value>.Index, previous: Int?)] {
    var kept: [(index: Dictionary<String, Value>.Index, previous: Int?)] = []
    kept.reserveCapacity(dictionary.count)
    var sorted = true
    for (place, member) in previous.enumerated() {
      guard let index = dictionary.index(forKey: member.key) else { continue }
      let key = dictionary[index].key
      guard ExactPath(text: key) == ExactPath(text: member.key) else { continue }
      if let last = kept.last, !ManifestJSON.utf8Precedes(dictionary[last.index].key, key) { sorted = false }
      kept.append((index, place))
    }
    if sorted, kept.count == dictionary.count {
      return kept
    }
    // Keys came or went (or the file was not sorted): the last of the
    // members with a key is the one the manifest read kept. The
    // dictionary's own indices are sorted, so that no key is hashed again
    // to find its value (3,400 paths of a site with images cost 13 million
    // instructions, at the end of the build, where nothing else runs).
    let indices = Array(dictionary.indices)
    let order = ManifestJSON.orderByUTF8(indices.map { dictionary[$0].key })
    guard !previous.isEmpty else {
      return order.map { (indices[$0], nil) }
    }
    var places: [ExactPath: Int] = [:]
    for (place, member) in previous.enumerated() {
      places[ExactPath(text: member.key)] = place
    }
    return order.map { (indices[$0], places[ExactPath(text: dictionary[indices[$0]].key)]) }
  }
}

/// The members of one of the manifest's objects, written in the order of
/// their keys, each as the bytes of the file's member with the same key
/// when those are what it would be written as (see ``ManifestFile``), and
/// otherwise encoded.
struct StoredMembers<Value, Stored: ManifestJSONValue & Sendable>: ManifestJSONValue {
  /// The object's values, by key.
  var values: [String: Value]
  /// The bytes of the file, when there is one.
  var file: [UInt8]?
  /// The same object's members in the file (none without one).
  var previous: [ManifestFile.Member<Stored>]
  /// A value as the file holds it.
  var stored: (Value) -> Stored
  /// Whether two values as the file holds them are written as the same bytes.
  var writtenAlike: (Stored, Stored) -> Bool

  func write(to json: inout ManifestJSON) {
    json.object { json in
      for (index, place) in ManifestFile.sortedMembers(of: values, following: previous) {
        let (key, value) = values[index]
        let stored = stored(value)
        if let file, let place, let bytes = previous[place].bytes, writtenAlike(stored, previous[place].value) {
          json.member(bytes: file[bytes])
        } else {
          json.member(key: key, stored)
        }
      }
    }
  }
}

/// The manifest's table of images, each record written as the bytes it was
/// read from when it is the very record read from them (its fields are
/// immutable: see ``ImageRecord/identity``).
struct StoredTable: ManifestJSONValue {
  /// The table.
  var table: [ImageRecord]
  /// The place of each of its records in the file's table, for those read from it.
  var previousPlaces: [Int?]
  /// The file, when there is one.
  var file: ManifestFile?

  func write(to json: inout ManifestJSON) {
    json.elements(count: table.count) { json, place in
      if let file, let previous = previousPlaces[place], let bytes = file.images[previous].bytes {
        json.raw(file.bytes[bytes])
      } else {
        table[place].write(to: &json)
      }
    }
  }
}

extension StoredInputRecord {
  /// Whether `ManifestJSON` writes it as the same bytes as `other`: every
  /// field equal, and every text the same bytes (`==` on strings takes
  /// `é` in NFC and in NFD for one).
  func writtenAlike(_ other: StoredInputRecord) -> Bool {
    fingerprint == other.fingerprint && stamp == other.stamp && hash == other.hash && failed == other.failed
      && images == other.images && Self.alike(destination, other.destination)
      && outputs.count == other.outputs.count && zip(outputs, other.outputs).allSatisfy(Self.alike)
      && Self.alike(entry, other.entry)
      && warnings.count == other.warnings.count && zip(warnings, other.warnings).allSatisfy(Self.alike)
  }

  private static func alike(_ a: String, _ b: String) -> Bool {
    ExactPath(text: a) == ExactPath(text: b)
  }

  private static func alike(_ a: IndexEntry?, _ b: IndexEntry?) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    return alike(a.path, b.path) && alike(a.title, b.title)
  }

  private static func alike(_ a: CachedDiagnostic, _ b: CachedDiagnostic) -> Bool {
    a.line == b.line && a.column == b.column && alike(a.severity, b.severity) && alike(a.message, b.message)
      && a.notes.count == b.notes.count && zip(a.notes, b.notes).allSatisfy(alike)
  }
}
