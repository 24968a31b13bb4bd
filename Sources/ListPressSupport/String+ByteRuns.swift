extension String {
  /// `body` given the string's UTF-8, in place when the string is stored
  /// as UTF-8 (as native strings are), else copied; it leaves the string
  /// as it is, where `withUTF8` may make it native.
  @inlinable @inline(__always)
  package func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    utf8.withContiguousStorageIfAvailable(body) ?? Array(utf8).withUnsafeBufferPointer(body)
  }

  /// Hands the string's UTF-8 over in pieces: each run of bytes that
  /// `isSpecial` lets through, copied in one piece by `run`, and each byte
  /// it stops, to `special`, which writes what replaces it.
  ///
  /// HTML escaping, the percent-encoding of the symbols' `data:` URLs and
  /// of relative image references, and the escaping of the manifest's
  /// JSON strings are this one loop, each with its own special bytes.
  @inlinable @inline(__always)
  package func forEachRun(
    splittingAt isSpecial: (UInt8) -> Bool,
    run: (UnsafeBufferPointer<UInt8>) -> Void,
    special: (UInt8) -> Void
  ) {
    var text = self
    text.withUTF8 { bytes in
      var runStart = 0
      for index in bytes.indices where isSpecial(bytes[index]) {
        run(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        special(bytes[index])
        runStart = index + 1
      }
      run(UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }
  }
}
