import Foundation
import Testing

@testable import ListPressKit
@testable import ListPressSupport
@testable import ListPressDiagnostics
@testable import ListPressLoad
@testable import ListPressDecode
@testable import ListPressRender
@testable import ListPressWrite
@testable import ListPressGallery
@testable import ListPressBuild

/// A manifest written with the file the last one was read from takes the
/// bytes of what did not change from it, and is still, byte for byte, the
/// manifest written without it: whatever changed, and whatever the file
/// read looked like.
@Suite struct ManifestFileTests {
  private static func stamp(_ number: Int) -> FileStamp {
    FileStamp(size: Int64(100 + number), modified: 1_764_000_000_000_000_000 + Int64(number), inode: UInt64(9_000 + number))
  }

  private static func image(_ number: Int, hash: String = "") -> ImageRecord {
    ImageRecord(
      source: "../lists/images/i\(number).png", destination: "images/i\(number).png", stamp: stamp(number),
      hash: ContentHash(ofText: "image \(number)\(hash)"))
  }

  /// Eight pages that share four images, with a warning (quotes and a tab
  /// in it), a failed page, an image without a stamp, and an index.
  static var site: BuildManifest {
    var manifest = BuildManifest()
    var images = (0..<4).map { image($0) }
    images[3] = ImageRecord(source: images[3].source, destination: images[3].destination, stamp: nil, hash: images[3].hash)
    for number in 0..<8 {
      let page = "p\(number).html"
      manifest.inputs["../lists/p\(number).md"] = InputRecord(
        fingerprint: ContentHash(ofText: "build"), stamp: number == 5 ? nil : stamp(number),
        hash: ContentHash(ofText: "page \(number)"), destination: page, outputs: number == 6 ? [] : [page],
        images: number == 6 ? [] : [images[number % 4], images[(number + 1) % 4]],
        entry: number == 6 ? nil : IndexEntry(title: "Page \(number) \"é\"", path: page), failed: number == 6,
        warnings: number == 2
          ? [CachedDiagnostic(severity: "warning", line: 3, column: 0, message: "a \"word\"\tand\\more", notes: [])] : [])
      if number != 6 { manifest.outputs[page] = stamp(number) }
    }
    for image in images { manifest.outputs[image.destination] = stamp(20) }
    manifest.outputs["index.html"] = stamp(30)
    manifest.stylesheet = ContentHash(ofText: "style")
    manifest.index = .init(
      fingerprint: ContentHash(ofText: "build"),
      entries: manifest.inputs.values.compactMap(\.entry).sorted())
    return manifest
  }

  /// What a next build may change in the manifest it read.
  enum Change: String, CaseIterable, CustomTestStringConvertible {
    case nothingButAnOutputsStamp, aDefinitionChanged, anImageChanged, anImageAdded, anImageRemoved
    case anImageSortingFirstAdded, aDefinitionAdded, aDefinitionRemoved, aRecordMadeApartFromTheTable

    var testDescription: String { rawValue }

    func apply(to manifest: inout BuildManifest) {
      switch self {
      case .nothingButAnOutputsStamp:
        manifest.outputs["p1.html"] = ManifestFileTests.stamp(99)
      case .aDefinitionChanged:
        manifest.inputs["../lists/p1.md"]!.hash = ContentHash(ofText: "edited")
        manifest.inputs["../lists/p1.md"]!.stamp = ManifestFileTests.stamp(98)
      case .anImageChanged:
        // A new record for the file: its place in the table stays.
        let changed = ManifestFileTests.image(2, hash: "changed")
        for (key, record) in manifest.inputs {
          manifest.inputs[key]!.images = record.images.map { $0.destination == changed.destination ? changed : $0 }
        }
      case .anImageAdded:
        manifest.inputs["../lists/p3.md"]!.images.append(ManifestFileTests.image(7))
      case .anImageRemoved:
        // Image 0 is shown by pages 0 and 4 (and 3 and 7 after it).
        for (key, record) in manifest.inputs {
          manifest.inputs[key]!.images = record.images.filter { $0.destination != "images/i0.png" }
        }
      case .anImageSortingFirstAdded:
        // Every place after it moves.
        manifest.inputs["../lists/p7.md"]!.images.append(
          ImageRecord(source: "../lists/a.png", destination: "a.png", stamp: nil, hash: ContentHash(ofText: "a")))
      case .aDefinitionAdded:
        var record = manifest.inputs["../lists/p1.md"]!
        record.destination = "p10.html"
        manifest.inputs["../lists/p10.md"] = record
      case .aDefinitionRemoved:
        manifest.inputs["../lists/p4.md"] = nil
      case .aRecordMadeApartFromTheTable:
        // Equal to the table's record of image 1, made by another build step.
        let copy = ManifestFileTests.image(1)
        manifest.inputs["../lists/p1.md"]!.images[0] = copy
      }
    }
  }

  /// The bytes of `manifest` saved, reusing `file` when given.
  private static func saved(_ manifest: BuildManifest, reusing file: ManifestFile? = nil) throws -> [UInt8] {
    let folder = try TemporaryFolder()
    try manifest.save(with: try SiteWriter(outputDirectory: folder.path), reusing: file)
    return Array(try Data(contentsOf: URL(fileURLWithPath: folder.path + "/" + BuildManifest.fileName)))
  }

  /// Whatever changed, the manifest written with the bytes of the last one
  /// is the one written anew, and reads back as the manifest.
  @Test(arguments: Change.allCases)
  func writesTheBytesItWouldWriteAnew(change: Change) throws {
    var (manifest, file) = try #require(ManifestReader.read(try Self.saved(Self.site)))
    change.apply(to: &manifest)
    let reusing = try Self.saved(manifest, reusing: file)
    #expect(reusing == (try Self.saved(manifest)))
    #expect(ManifestReader.manifest(from: reusing) == manifest)
  }

  /// A file that ListPress wrote is marked whole for being written again.
  @Test func marksEveryPartOfAFileItWrote() throws {
    let file = try #require(ManifestReader.read(try Self.saved(Self.site))?.file)
    #expect(file.images.count == 4 && file.inputs.count == 8 && file.outputs.count == 12)
    #expect(file.images.allSatisfy { $0.bytes != nil })
    #expect(file.inputs.allSatisfy { $0.bytes != nil })
    #expect(file.outputs.allSatisfy { $0.bytes != nil })
    let text = String(decoding: file.bytes, as: UTF8.self)
    let member = try #require(file.inputs.first { $0.key == "../lists/p2.md" }?.bytes)
    #expect(String(decoding: file.bytes[member], as: UTF8.self).hasPrefix(#""../lists/p2.md":{"destination":"p2.html","#))
    #expect(text.contains(String(decoding: file.bytes[member], as: UTF8.self) + ","))
  }

  /// Ways to write the same manifest that ListPress does not write, each
  /// in one input record.
  enum Irregularity: String, CaseIterable, CustomTestStringConvertible {
    case whiteSpace, escapedSlash, unicodeEscape, capitalHexadecimal, nullStamp, unknownMember, membersReordered
    case duplicateMember, negativeZero

    var testDescription: String { rawValue }

    /// The text with it, and the key of the input record it is in.
    func apply(to text: String) -> (text: String, record: String) {
      switch self {
      case .whiteSpace:
        return (text.replacing(#""../lists/p1.md":{"destination""#, with: #""../lists/p1.md": { "destination""#), "../lists/p1.md")
      case .escapedSlash:
        return (text.replacing(#""../lists/p2.md":{"#, with: #""..\/lists\/p2.md":{"#), "../lists/p2.md")
      case .unicodeEscape:
        return (text.replacing(#""destination":"p3.html""#, with: #""destination":"p\u0033.html""#), "../lists/p3.md")
      case .capitalHexadecimal:
        let hash = ContentHash(ofText: "page 4").description
        return (text.replacing("\"\(hash)\"", with: "\"\(hash.uppercased())\""), "../lists/p4.md")
      case .nullStamp:
        return (text.replacing(#""../lists/p5.md":{"destination""#, with: #""../lists/p5.md":{"stamp":null,"destination""#), "../lists/p5.md")
      case .unknownMember:
        return (text.replacing(#""../lists/p0.md":{"#, with: #""../lists/p0.md":{"a":[1,{"b":2}],"#), "../lists/p0.md")
      case .membersReordered:
        return (text.replacing(#""../lists/p7.md":{"destination":"p7.html","#, with: #""../lists/p7.md":{"#)
          .replacing(#""p7.html"],"stamp""#, with: #""p7.html"],"destination":"p7.html","stamp""#), "../lists/p7.md")
      case .duplicateMember:
        return (text.replacing(#""../lists/p1.md":{"destination":"p1.html","#, with: #""../lists/p1.md":{"destination":"x.html","destination":"p1.html","#), "../lists/p1.md")
      case .negativeZero:
        return (text.replacing(#""column":0"#, with: #""column":-0"#), "../lists/p2.md")
      }
    }
  }

  /// A record read from bytes that ListPress would not write is written
  /// anew, and the rest of the file is written again as it was.
  @Test(arguments: Irregularity.allCases)
  func writesIrregularRecordsAnew(irregularity: Irregularity) throws {
    let original = String(decoding: try Self.saved(Self.site), as: UTF8.self)
    let (text, key) = irregularity.apply(to: original)
    #expect(text != original)
    let (manifest, file) = try #require(ManifestReader.read(Array(text.utf8)))
    #expect(manifest == Self.site)
    #expect(file.inputs.filter { $0.bytes == nil }.map(\.key) == [key])
    #expect(try Self.saved(manifest, reusing: file) == Array(original.utf8))
  }

  /// A table that is not in order (ListPress did not write it) is sorted
  /// again, and records' places follow.
  @Test func sortsATableThatIsNotInOrder() throws {
    let bytes = try Self.saved(Self.site)
    let file = try #require(ManifestReader.read(bytes)?.file)
    let text = { (range: Range<Int>?) in String(decoding: bytes[range!], as: UTF8.self) }
    let count = file.images.count
    // The table's records in the other order, and each record's places
    // changed to follow them.
    let table = file.images.reversed().map { text($0.bytes) }.joined(separator: ",")
    let inputs = file.inputs.map { member in
      let places = member.value.images.map { String(count - 1 - $0) }.joined(separator: ",")
      let written = text(member.bytes)
      let original = #""images":[\#(member.value.images.map(String.init).joined(separator: ","))]"#
      #expect(written.ranges(of: original).count == 1)
      return written.replacing(original, with: #""images":[\#(places)]"#)
    }.joined(separator: ",")
    let whole = String(decoding: bytes, as: UTF8.self)
    let tableStart = try #require(file.images.first?.bytes?.lowerBound)
    let tableEnd = try #require(file.images.last?.bytes?.upperBound)
    let inputsStart = try #require(file.inputs.first?.bytes?.lowerBound)
    let inputsEnd = try #require(file.inputs.last?.bytes?.upperBound)
    let prefix = String(decoding: bytes[..<tableStart], as: UTF8.self)
    let middle = String(decoding: bytes[tableEnd..<inputsStart], as: UTF8.self)
    let suffix = String(decoding: bytes[inputsEnd...], as: UTF8.self)
    let reversed = prefix + table + middle + inputs + suffix
    #expect(reversed != whole && reversed.utf8.count == whole.utf8.count)
    let (manifest, reread) = try #require(ManifestReader.read(Array(reversed.utf8)))
    #expect(manifest == Self.site)
    #expect(try Self.saved(manifest, reusing: reread) == bytes)
  }
}
