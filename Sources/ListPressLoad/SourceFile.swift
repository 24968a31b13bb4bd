import ListPressDiagnostics

/// A definition file's bytes, checked to be UTF-8 text, with a table of its
/// lines so that byte and character offsets become line:column positions.
///
/// A leading UTF-8 byte order mark is dropped. Lines end at `\n`, `\r\n` or
/// a lone `\r`. Columns count Unicode scalars, as libyaml does.
struct SourceFile {
  /// One line of the file, as offsets into `bytes`.
  struct Line {
    /// The offset of the line's first byte.
    var start: Int
    /// The offset just past the line's content, before its line end.
    var contentEnd: Int
    /// The offset just past the line end: the next line's start.
    var end: Int
    /// How many Unicode scalars of the file come before the line.
    var scalarStart: Int
  }

  /// The file's bytes, without a byte order mark.
  let bytes: [UInt8]
  /// Every line, in order. A file that ends with a line end has a last,
  /// empty line after it.
  let lines: [Line]
  /// Whether the file has a U+0085, U+2028 or U+2029 character, which
  /// libyaml takes for a line break and `lines` does not.
  let hasUnicodeLineBreaks: Bool

  /// Checks `bytes` and indexes their lines. Reports invalid UTF-8 and NUL
  /// bytes at the line and column of the first offending byte and returns
  /// nil for them.
  init?(bytes fileBytes: [UInt8], diagnostics: inout FileDiagnostics) {
    let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
    let bytes = fileBytes.starts(with: byteOrderMark) ? Array(fileBytes.dropFirst(3)) : fileBytes
    var lines: [Line] = []
    // Definitions' lines are rarely shorter than this: one allocation.
    lines.reserveCapacity(bytes.count / 32 + 1)
    var hasUnicodeLineBreaks = false
    var lineStart = 0
    var lineScalarStart = 0
    var offset = 0
    /// The bytes of multi-byte characters after their first, so far: the
    /// characters before `offset` are `offset - continuationBytes`.
    var continuationBytes = 0
    func here() -> TextPosition {
      TextPosition(line: lines.count + 1, column: offset - continuationBytes - lineScalarStart + 1)
    }
    func endLine(contentEnd: Int) {
      lines.append(Line(start: lineStart, contentEnd: contentEnd, end: offset, scalarStart: lineScalarStart))
      lineStart = offset
      lineScalarStart = offset - continuationBytes
    }
    let isText = bytes.withUnsafeBufferPointer { buffer in
      let raw = UnsafeRawBufferPointer(buffer)
      while offset < buffer.count {
        // Eight bytes at a time while they are all printable ASCII.
        while offset + 8 <= buffer.count, Self.isPrintableASCII(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) {
          offset += 8
        }
        guard offset < buffer.count else { break }
        let byte = buffer[offset]
        // Printable ASCII, nearly every byte of a definition, needs no check
        // and ends no line.
        if byte >= 0x20 && byte < 0x80 {
          offset += 1
          continue
        }
        if byte >= 0x80 {
          var parser = Unicode.UTF8.ForwardParser()
          var iterator = buffer[offset...].makeIterator()
          guard case .valid(let encoded) = parser.parseScalar(from: &iterator) else {
            let badByte = "0x" + String(byte, radix: 16, uppercase: true)
            diagnostics.error("file is not valid UTF-8 (byte \(badByte)); save it with UTF-8 encoding", at: here())
            return false
          }
          switch Unicode.UTF8.decode(encoded).value {
          case 0x85, 0x2028, 0x2029: hasUnicodeLineBreaks = true
          default: break
          }
          offset += encoded.count
          continuationBytes += encoded.count - 1
          continue
        }
        guard byte != 0x00 else {
          diagnostics.error("file contains a NUL byte (0x00); a list definition must be text", at: here())
          return false
        }
        offset += 1
        let endsLine = byte == 0x0A || (byte == 0x0D && (offset == buffer.count || buffer[offset] != 0x0A))
        if endsLine {
          let afterCarriageReturn = byte == 0x0A && offset - 1 > lineStart && buffer[offset - 2] == 0x0D
          endLine(contentEnd: afterCarriageReturn ? offset - 2 : offset - 1)
        }
      }
      return true
    }
    guard isText else { return nil }
    lines.append(Line(start: lineStart, contentEnd: bytes.count, end: bytes.count, scalarStart: lineScalarStart))
    self.bytes = bytes
    self.lines = lines
    self.hasUnicodeLineBreaks = hasUnicodeLineBreaks
  }

  /// Whether each of the eight bytes of `word` is printable ASCII
  /// (0x20 to 0x7F): none has its high bit set, and none is below 0x20,
  /// which subtracting 0x20 from every byte reveals by a borrow into the
  /// high bit.
  private static func isPrintableASCII(_ word: UInt64) -> Bool {
    let highBits: UInt64 = 0x8080_8080_8080_8080
    let spaces: UInt64 = 0x2020_2020_2020_2020
    return (word & highBits) == 0 && ((word &- spaces) & ~word & highBits) == 0
  }

  /// The bytes of a line, without its line end.
  func content(of line: Line) -> ArraySlice<UInt8> {
    bytes[line.start..<line.contentEnd]
  }

  /// The position of the Unicode scalar that `scalarOffset` scalars of the
  /// file come before.
  func position(ofScalarOffset scalarOffset: Int) -> TextPosition {
    let index = lastLine { $0.scalarStart <= scalarOffset }
    return TextPosition(line: index + 1, column: scalarOffset - lines[index].scalarStart + 1)
  }

  /// The position of the character that starts at `byteOffset`.
  func position(ofByteOffset byteOffset: Int) -> TextPosition {
    let index = lastLine { $0.start <= byteOffset }
    let before = bytes[lines[index].start..<byteOffset]
    let scalars = before.count { $0 & 0b1100_0000 != 0b1000_0000 }
    return TextPosition(line: index + 1, column: scalars + 1)
  }

  /// The index of the last line that satisfies `isAtOrBefore`, which holds
  /// for a prefix of the lines (always including the first).
  private func lastLine(where isAtOrBefore: (Line) -> Bool) -> Int {
    var low = 0
    var high = lines.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if isAtOrBefore(lines[middle]) {
        low = middle
      } else {
        high = middle - 1
      }
    }
    return low
  }
}
