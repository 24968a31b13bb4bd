/// The manifest as its file holds it: the one description of the file's
/// layout, which `ManifestJSON` writes and `ManifestReader` reads (both
/// held by the tests to what `JSONEncoder` and `JSONDecoder` make of this
/// type).
///
/// An image that many pages show is recorded once, in `images`, a table
/// sorted by destination (see ``ImageRecord/precedes(_:)``); each record
/// names its images by their places in it. A site of 1,000 pages that
/// show 12,000 images, 2,400 of them distinct, has a manifest of 1.3 MB
/// rather than 3.3 MB.
struct StoredManifest: Codable, Hashable, Sendable {
  var format: Int
  var tool: String
  var images: [ImageRecord]
  var inputs: [String: StoredInputRecord]
  var outputs: [String: FileStamp]
  var stylesheet: ContentHash?
  var index: BuildManifest.GeneratedIndex?
}

extension StoredManifest {
  /// How `manifest` is written.
  init(_ manifest: BuildManifest) {
    let (table, places) = Self.imageTable(of: manifest)
    format = manifest.format
    tool = manifest.tool
    images = table
    inputs = manifest.inputs.mapValues { StoredInputRecord($0, places: places) }
    outputs = manifest.outputs
    stylesheet = manifest.stylesheet
    index = manifest.index
  }

  /// The table of `manifest`'s images, each once and sorted, and the place
  /// of each in it.
  static func imageTable(of manifest: BuildManifest) -> (table: [ImageRecord], places: [ImageRecord: Int]) {
    var places: [ImageRecord: Int] = [:]
    for record in manifest.inputs.values {
      for image in record.images where places[image] == nil {
        places[image] = places.count
      }
    }
    let table = sorted(Array(places.keys))
    for (place, image) in table.enumerated() {
      places[image] = place
    }
    return (table, places)
  }

  /// `images` in the order of ``ImageRecord/precedes(_:)``: by their
  /// destinations' bytes, sorted as the manifest's keys are, and the few
  /// that share a destination by the rest.
  private static func sorted(_ images: [ImageRecord]) -> [ImageRecord] {
    var sorted = ManifestJSON.orderByUTF8(images.map(\.destination)).map { images[$0] }
    var start = 0
    while start < sorted.count {
      let destination = ExactPath(text: sorted[start].destination)
      var end = start + 1
      while end < sorted.count, ExactPath(text: sorted[end].destination) == destination { end += 1 }
      if end - start > 1 { sorted[start..<end].sort { $0.precedes($1) } }
      start = end
    }
    return sorted
  }

  /// The manifest it holds, or `nil` when a record names a place that the
  /// table does not have.
  var manifest: BuildManifest? {
    var manifest = BuildManifest()
    manifest.format = format
    manifest.tool = tool
    manifest.inputs.reserveCapacity(inputs.count)
    for (key, stored) in inputs {
      guard let record = stored.record(in: images) else { return nil }
      manifest.inputs[key] = record
    }
    manifest.outputs = outputs
    manifest.stylesheet = stylesheet
    manifest.index = index
    return manifest
  }
}

/// An ``InputRecord`` as the file holds it: its images as places in the
/// manifest's table.
struct StoredInputRecord: Codable, Hashable, Sendable {
  var fingerprint: ContentHash
  var stamp: FileStamp?
  var hash: ContentHash
  var destination: String
  var outputs: [String]
  var images: [Int]
  var entry: IndexEntry?
  var failed: Bool
  var warnings: [CachedDiagnostic]
}

extension StoredInputRecord {
  /// How `record` is written, its images at their `places` in the table.
  init(_ record: InputRecord, places: [ImageRecord: Int]) {
    fingerprint = record.fingerprint
    stamp = record.stamp
    hash = record.hash
    destination = record.destination
    outputs = record.outputs
    images = record.images.map { places[$0]! }
    entry = record.entry
    failed = record.failed
    warnings = record.warnings
  }

  /// The record, with its images taken from `table`; `nil` when one of
  /// its places is not in it.
  func record(in table: [ImageRecord]) -> InputRecord? {
    var resolved: [ImageRecord] = []
    resolved.reserveCapacity(images.count)
    for place in images {
      guard table.indices.contains(place) else { return nil }
      resolved.append(table[place])
    }
    return InputRecord(
      fingerprint: fingerprint, stamp: stamp, hash: hash, destination: destination, outputs: outputs, images: resolved,
      entry: entry, failed: failed, warnings: warnings)
  }
}
