#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A path compared and hashed byte for byte.
///
/// Swift's strings are equal when they are canonically equivalent, so
/// `café` spelled in NFC and in NFD is one `String` key; but to the file
/// system they are two files. Where two paths must be told apart as the
/// system tells them apart (finding each file once), they are kept as
/// exact paths.
package struct ExactPath: Hashable, Sendable {
  /// The path.
  package var text: String

  @inlinable
  package init(text: String) {
    self.text = text
  }

  @inlinable
  package static func == (lhs: ExactPath, rhs: ExactPath) -> Bool {
    lhs.text.withUTF8Bytes { left in
      rhs.text.withUTF8Bytes { right in
        left.count == right.count && (left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
      }
    }
  }

  @inlinable
  package func hash(into hasher: inout Hasher) {
    text.withUTF8Bytes { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }
}
