import ListPressKit
import Synchronization
import Testing

@testable import ListPressCLI

@Suite struct ProgressLineTests {
  /// A terminal that records what is written to it.
  final class RecordingTerminal: Sendable {
    private let text = Mutex("")
    var written: String { text.withLock { $0 } }

    func terminal(columns: Int = 80) -> LiveTerminal {
      LiveTerminal(columns: columns) { written in self.text.withLock { $0 += written } }
    }
  }

  @Test(arguments: [
    (37, 1000, "lists/a.md", 80, "[37/1000] lists/a.md"),
    (1, 3, "a/very/long/path/to/a/definition.md", 30, "[1/3] …ath/to/a/definition.md"),
    (1, 3, "lists/a.md", 8, "[1/3]"),
  ])
  func fitsTheCounterAndThePathOnOneLine(completed: Int, total: Int, file: String, columns: Int, expected: String) {
    let text = ProgressLine.text(of: BuildProgress(completed: completed, total: total, file: file), columns: columns)
    #expect(text == expected)
    #expect(text.count < columns)
  }

  @Test func drawsInPlaceAndClearsAtTheEnd() {
    let recording = RecordingTerminal()
    let line = ProgressLine(on: recording.terminal(), interval: .zero)
    line.show(BuildProgress(completed: 1, total: 2, file: "a.md"))
    line.show(BuildProgress(completed: 2, total: 2, file: "b.md"))
    line.clear()
    #expect(recording.written == "\r[1/2] a.md\u{1B}[K\r[2/2] b.md\u{1B}[K\r\u{1B}[K")
  }

  @Test func skipsRedrawsThatComeTooSoonButNeverTheLast() {
    let recording = RecordingTerminal()
    let line = ProgressLine(on: recording.terminal(), interval: .seconds(60))
    for completed in 1...5 {
      line.show(BuildProgress(completed: completed, total: 5, file: "\(completed).md"))
    }
    #expect(recording.written == "\r[1/5] 1.md\u{1B}[K\r[5/5] 5.md\u{1B}[K")
  }

  @Test func clearsNothingWhenNothingWasDrawn() {
    let recording = RecordingTerminal()
    ProgressLine(on: recording.terminal()).clear()
    #expect(recording.written.isEmpty)
  }
}
