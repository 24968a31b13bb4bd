/// The kinds of image file ListPress publishes: those every current browser
/// shows in an `<img>`. A file is one of them only when its extension names
/// the type and its first bytes are that type's signature, so that a file
/// that is not an image (`.env`, `.git/config`, a key) is never copied into
/// a site under an image's name.
enum ImageFileType: CaseIterable, Sendable {
  case png, jpeg, gif, webp, avif, svg, ico

  /// The accepted types, for messages.
  static let acceptedNames = "PNG, JPEG, GIF, WebP, AVIF, SVG and ICO"

  /// The type a file's extension names (`.png`; `.jpg` and `.jpeg`; `.gif`;
  /// `.webp`; `.avif`; `.svg`; `.ico`, in any case), or `nil`.
  init?(extensionOf path: String) {
    // On bytes, as a web server reads a name: only ASCII letters make an
    // accepted extension, so no other character needs case folding.
    var path = path
    let type: ImageFileType? = path.withUTF8 { bytes in
      let nameStart = (bytes.lastIndex(of: UInt8(ascii: "/")) ?? -1) + 1
      guard let dot = bytes[nameStart...].lastIndex(of: UInt8(ascii: ".")), bytes.count - dot - 1 <= 4 else { return nil }
      var folded: [UInt8] = []
      for byte in bytes[(dot + 1)...] {
        folded.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
      }
      switch String(decoding: folded, as: UTF8.self) {
      case "png": return .png
      case "jpg", "jpeg": return .jpeg
      case "gif": return .gif
      case "webp": return .webp
      case "avif": return .avif
      case "svg": return .svg
      case "ico": return .ico
      default: return nil
      }
    }
    guard let type else { return nil }
    self = type
  }

  /// The type's media type, for a `data:` URL.
  var mediaType: String {
    switch self {
    case .png: "image/png"
    case .jpeg: "image/jpeg"
    case .gif: "image/gif"
    case .webp: "image/webp"
    case .avif: "image/avif"
    case .svg: "image/svg+xml"
    case .ico: "image/x-icon"
    }
  }

  /// Whether `bytes` begin as a file of this type does: PNG's eight-byte
  /// signature; JPEG's start-of-image marker and the next marker's `FF`;
  /// `GIF87a` or `GIF89a`; a RIFF file of form `WEBP`; an ISO media file
  /// whose `ftyp` box names the brand `avif` or `avis`; an icon directory
  /// (reserved 0, type 1) with at least one image; and for SVG a document
  /// whose root element is `svg` (see ``SVGDocument``).
  func matches(_ bytes: [UInt8]) -> Bool {
    switch self {
    case .png: bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    case .jpeg: bytes.starts(with: [0xFF, 0xD8, 0xFF])
    case .gif: bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8))
    case .webp: bytes.count >= 12 && bytes.starts(with: Array("RIFF".utf8)) && Array(bytes[8..<12]) == Array("WEBP".utf8)
    case .avif: Self.hasAVIFBrand(bytes)
    case .svg: SVGDocument.rootIsSVG(bytes)
    case .ico: bytes.count >= 6 && bytes.starts(with: [0, 0, 1, 0]) && (bytes[4] != 0 || bytes[5] != 0)
    }
  }

  /// Whether `bytes` start with an ISO base media `ftyp` box whose major
  /// or one of whose compatible brands is `avif` (an image) or `avis` (an
  /// image sequence).
  private static func hasAVIFBrand(_ bytes: [UInt8]) -> Bool {
    guard bytes.count >= 16, Array(bytes[4..<8]) == Array("ftyp".utf8) else { return false }
    let boxSize = bytes[0..<4].reduce(0) { $0 << 8 | Int($1) }
    let end = min(boxSize, bytes.count)
    guard boxSize >= 16 else { return false }
    let brands = [Array("avif".utf8), Array("avis".utf8)]
    // The major brand at 8, the minor version at 12, compatible brands from 16.
    if brands.contains(Array(bytes[8..<12])) { return true }
    var offset = 16
    while offset + 4 <= end {
      if brands.contains(Array(bytes[offset..<offset + 4])) { return true }
      offset += 4
    }
    return false
  }
}
