import ListPressSupport
import ListPressWrite

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The manifest's JSON, written straight into its file, a chunk at a time.
///
/// The bytes are the one text the format gives each manifest (see
/// ``StoredManifest``): members in the order of their keys' UTF-8 bytes,
/// a `nil` optional left out, strings escaped only where JSON requires it.
/// No tree of the manifest's values and no whole text is built: for a
/// site of 5,000 pages either would be the largest thing a build holds in
/// memory (the text is 2.8 MB), and make its peak grow with the number of
/// pages. Here no more than about one chunk is held at a time.
/// `ManifestJSONTests` holds it to texts of the format written by hand.
struct ManifestJSON {
  /// How many bytes are gathered before they are written.
  static let chunkSize = 64 * 1024

  /// The JSON written and not yet handed to `output`.
  private var bytes: [UInt8] = []
  /// The file the JSON goes to.
  private let output: AtomicFile.Output
  /// The first error writing to `output`; nothing is written after it.
  private var failure: (any Error)?
  /// Whether the object being written has no member yet.
  private var atFirstMember = true

  /// JSON for `output`; call `finish` once it is all written.
  init(output: AtomicFile.Output) {
    self.output = output
    bytes.reserveCapacity(Self.chunkSize + 4 * 1024)
  }

  /// Writes what is left, and throws the first error writing met.
  mutating func finish() throws {
    handOver()
    if let failure {
      throw failure
    }
  }

  /// Writes an object whose members `writeMembers` writes with `member`, in
  /// the order of their keys' UTF-8 bytes.
  mutating func object(_ writeMembers: (inout ManifestJSON) -> Void) {
    bytes.append(UInt8(ascii: "{"))
    let outerAtFirstMember = atFirstMember
    atFirstMember = true
    writeMembers(&self)
    atFirstMember = outerAtFirstMember
    bytes.append(UInt8(ascii: "}"))
  }

  /// Writes a member of the object being written; none when `value` is nil.
  mutating func member(key: String, _ value: (some ManifestJSONValue)?) {
    guard let value else { return }
    startMember()
    string(key)
    bytes.append(UInt8(ascii: ":"))
    value.write(to: &self)
    handOverWhenFull()
  }

  /// Writes a member whose key is one of the manifest's own names, which
  /// need no escaping; none when `value` is nil.
  mutating func member(_ key: StaticString, _ value: (some ManifestJSONValue)?) {
    guard let value else { return }
    startMember()
    bytes.append(UInt8(ascii: "\""))
    bytes.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
    // Byte by byte: an array of the two would be made and freed each time.
    bytes.append(UInt8(ascii: "\""))
    bytes.append(UInt8(ascii: ":"))
    value.write(to: &self)
    handOverWhenFull()
  }

  /// Writes a member as `bytes`, its key and value as written before.
  mutating func member(bytes: ArraySlice<UInt8>) {
    startMember()
    raw(bytes)
    handOverWhenFull()
  }

  /// Writes the comma before any member but the first.
  private mutating func startMember() {
    if !atFirstMember {
      bytes.append(UInt8(ascii: ","))
    }
    atFirstMember = false
  }

  /// Writes an array of `elements`.
  mutating func array(_ elements: [some ManifestJSONValue]) {
    self.elements(count: elements.count) { json, index in elements[index].write(to: &json) }
  }

  /// Writes an array of `count` elements, each written by `writeElement`
  /// with its index.
  mutating func elements(count: Int, _ writeElement: (inout ManifestJSON, Int) -> Void) {
    bytes.append(UInt8(ascii: "["))
    for index in 0..<count {
      if index > 0 {
        bytes.append(UInt8(ascii: ","))
      }
      writeElement(&self, index)
      handOverWhenFull()
    }
    bytes.append(UInt8(ascii: "]"))
  }

  /// Writes `json`, a value as written before.
  mutating func raw(_ json: ArraySlice<UInt8>) {
    bytes.append(contentsOf: json)
  }

  /// Writes the bytes gathered once there is a chunk of them. Called after
  /// each member and element, so a chunk overflows by at most one of them.
  private mutating func handOverWhenFull() {
    if bytes.count >= Self.chunkSize {
      handOver()
    }
  }

  /// Writes the bytes gathered to `output`, unless writing already failed,
  /// and keeps their buffer for the next ones.
  private mutating func handOver() {
    if failure == nil {
      do {
        try output.write(bytes)
      } catch {
        failure = error
      }
    }
    bytes.removeAll(keepingCapacity: true)
  }

  /// Writes a string, escaping quotes, backslashes and control characters
  /// (but not slashes).
  mutating func string(_ text: String) {
    bytes.append(UInt8(ascii: "\""))
    text.forEachRun(
      splittingAt: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") },
      run: { bytes.append(contentsOf: $0) },
      special: { byte in
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), byte]
        case 0x08: bytes += #"\b"#.utf8
        case 0x0C: bytes += #"\f"#.utf8
        case 0x0A: bytes += #"\n"#.utf8
        case 0x0D: bytes += #"\r"#.utf8
        case 0x09: bytes += #"\t"#.utf8
        default: bytes += #"\u00"#.utf8 + [Self.hexDigits[Int(byte >> 4)], Self.hexDigits[Int(byte & 0xF)]]
        }
      })
    bytes.append(UInt8(ascii: "\""))
  }


  /// Writes bytes that need no escaping: a number, `true` or `false`.
  /// Writes an integer in decimal, as `String(value)` would, without
  /// making the string.
  mutating func integer(_ value: some BinaryInteger) {
    var magnitude = UInt64(value.magnitude)
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    // The digits come out last first: into a buffer on the stack, from
    // its end (a 64-bit magnitude has at most 20 of them).
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var start = digits.count
      repeat {
        start -= 1
        digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
    }
  }

  /// Writes `hash` as its sixteen lowercase hexadecimal digits, in quotes,
  /// as a string of its `description`.
  mutating func hash(_ hash: ContentHash) {
    bytes.append(UInt8(ascii: "\""))
    for shift in stride(from: 60, through: 0, by: -4) {
      bytes.append(Self.hexDigits[Int((hash.value >> UInt64(shift)) & 0xF)])
    }
    bytes.append(UInt8(ascii: "\""))
  }

  mutating func literal(_ text: String) {
    bytes += text.utf8
  }

  /// The indices of `keys` in the order of the keys' UTF-8 bytes: the
  /// order of members.
  ///
  /// A manifest's keys are paths that share long folders, so most
  /// comparisons reach far into both keys. The bytes that follow the
  /// prefix all the keys share (which decides nothing) are copied once,
  /// one key after another, into one buffer, and each comparison is a
  /// `memcmp` within it: comparing the strings themselves took a closure
  /// and a look at each string's storage per comparison (13 million
  /// instructions for the 3,400 outputs of a site with images), and a
  /// first sort on sixteen bytes after a shared prefix tied on nearly
  /// every page, whose paths share more than that. Leaving the shared
  /// prefix out keeps the buffer small: the keys of a site of 5,000 pages
  /// built from another folder (`../../lists/group-042/list-0421.md`)
  /// took 365 KB with it, at the moment the build holds the most.
  static func orderByUTF8(_ keys: [String]) -> [Int] {
    guard keys.count > 1 else { return Array(keys.indices) }
    let shared = sharedPrefixLength(of: keys)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(keys.reduce(0) { $0 + $1.utf8.count - shared })
    // Where each key's bytes after the shared prefix start in `bytes`,
    // and where the last one's end.
    var starts: [Int] = [0]
    starts.reserveCapacity(keys.count + 1)
    for key in keys {
      key.withUTF8Bytes { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[shared...])) }
      starts.append(bytes.count)
    }
    var order = Array(keys.indices)
    bytes.withUnsafeBufferPointer { all in
      order.sort { a, b in
        let (aStart, aCount) = (starts[a], starts[a + 1] - starts[a])
        let (bStart, bCount) = (starts[b], starts[b + 1] - starts[b])
        let common = min(aCount, bCount)
        let order = common == 0 ? 0 : memcmp(all.baseAddress! + aStart, all.baseAddress! + bStart, common)
        return order != 0 ? order < 0 : aCount < bCount
      }
    }
    return order
  }

  /// How many leading UTF-8 bytes every one of `keys` shares.
  private static func sharedPrefixLength(of keys: [String]) -> Int {
    guard let first = keys.first else { return 0 }
    return first.withUTF8Bytes { first in
      var length = first.count
      for key in keys.dropFirst() where length > 0 {
        length = key.withUTF8Bytes { key in
          let limit = min(length, key.count)
          var same = 0
          while same < limit, key[same] == first[same] { same += 1 }
          return same
        }
      }
      return length
    }
  }

  /// Whether `a`'s UTF-8 bytes sort before `b`'s, compared in place.
  static func utf8Precedes(_ a: String, _ b: String) -> Bool {
    a.withUTF8Bytes { a in
      b.withUTF8Bytes { b in
        let shared = min(a.count, b.count)
        let order = shared == 0 ? 0 : memcmp(a.baseAddress!, b.baseAddress!, shared)
        return order != 0 ? order < 0 : a.count < b.count
      }
    }
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)
}

/// A value of the manifest, written as JSON in the form ``StoredManifest``
/// describes.
protocol ManifestJSONValue {
  func write(to json: inout ManifestJSON)
}

extension String: ManifestJSONValue {
  func write(to json: inout ManifestJSON) { json.string(self) }
}

extension Bool: ManifestJSONValue {
  func write(to json: inout ManifestJSON) { json.literal(self ? "true" : "false") }
}

extension Int: ManifestJSONValue {
  func write(to json: inout ManifestJSON) { json.integer(self) }
}

extension Int64: ManifestJSONValue {
  func write(to json: inout ManifestJSON) { json.integer(self) }
}

extension UInt64: ManifestJSONValue {
  func write(to json: inout ManifestJSON) { json.integer(self) }
}

extension Array: ManifestJSONValue where Element: ManifestJSONValue {
  func write(to json: inout ManifestJSON) { json.array(self) }
}

extension ContentHash: ManifestJSONValue {
  func write(to json: inout ManifestJSON) { json.hash(self) }
}

extension BuildManifest.GeneratedIndex: ManifestJSONValue {
  func write(to json: inout ManifestJSON) {
    json.object { json in
      json.member("entries", entries)
      json.member("fingerprint", fingerprint)
    }
  }
}

extension StoredInputRecord: ManifestJSONValue {
  func write(to json: inout ManifestJSON) {
    json.object { json in
      json.member("destination", destination)
      json.member("entry", entry)
      json.member("failed", failed)
      json.member("fingerprint", fingerprint)
      json.member("hash", hash)
      json.member("images", images)
      json.member("outputs", outputs)
      json.member("stamp", stamp)
      json.member("warnings", warnings)
    }
  }
}

extension ImageRecord: ManifestJSONValue {
  func write(to json: inout ManifestJSON) {
    json.object { json in
      json.member("destination", destination)
      json.member("hash", hash)
      json.member("source", source)
      json.member("stamp", stamp)
    }
  }
}

extension IndexEntry: ManifestJSONValue {
  func write(to json: inout ManifestJSON) {
    json.object { json in
      json.member("path", path)
      json.member("title", title)
    }
  }
}

extension FileStamp: ManifestJSONValue {
  func write(to json: inout ManifestJSON) {
    json.object { json in
      json.member("inode", inode)
      json.member("modified", modified)
      json.member("size", size)
    }
  }
}

extension CachedDiagnostic: ManifestJSONValue {
  func write(to json: inout ManifestJSON) {
    json.object { json in
      json.member("column", column)
      json.member("line", line)
      json.member("message", message)
      json.member("notes", notes)
      json.member("severity", severity)
    }
  }
}
