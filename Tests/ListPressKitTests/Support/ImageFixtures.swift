import Foundation

/// Small real image files of every type ListPress publishes, for tests
/// about something else than the type check, and the start of each type's
/// signature for the type check itself.
enum ImageFixtures {
  /// A transparent PNG of one pixel.
  static let png = [UInt8](Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=")!)
  /// A transparent GIF of one pixel.
  static let gif = [UInt8](Data(base64Encoded: "R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7")!)
  /// The start of a JPEG file: start of image, then an APP0 (JFIF) marker.
  static let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
  /// The start of a WebP file: a RIFF header of form `WEBP` and a lossless chunk.
  static let webp: [UInt8] = Array("RIFF".utf8) + [0x1A, 0, 0, 0] + Array("WEBPVP8L".utf8) + [0x0D, 0, 0, 0, 0x2F, 0, 0, 0]
  /// The start of an AVIF file: an `ftyp` box of brand `avif`, compatible with `mif1`.
  static let avif: [UInt8] = [0, 0, 0, 0x1C] + Array("ftypavif".utf8) + [0, 0, 0, 0] + Array("avifmif1miaf".utf8)
  /// An icon directory of one 1×1 image (its header and entry).
  static let ico: [UInt8] = [0, 0, 1, 0, 1, 0, 1, 1, 0, 0, 1, 0, 32, 0, 0x30, 0, 0, 0, 0x16, 0, 0, 0]
  /// A small SVG drawing.
  static let svg = Array("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"2\" height=\"2\"><rect width=\"2\" height=\"2\"/></svg>".utf8)
  /// An SVG marked as a secret, for tests of files that must not be published.
  static let secretSVG = Array("<svg xmlns=\"http://www.w3.org/2000/svg\"><title>secret</title></svg>".utf8)
}
