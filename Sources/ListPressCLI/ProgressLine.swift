import ListPressKit
import Synchronization

/// How far a build has got, on one terminal line redrawn in place
/// (`[37/1000] lists/a.md`) and cleared when the build is done, so that
/// what is printed next starts on a clean line.
///
/// Builds report from many threads; the line is redrawn at most every
/// `interval`, and always for the last definition.
final class ProgressLine: Sendable {
  private let terminal: LiveTerminal
  private let interval: Duration
  private let state = Mutex<(drawn: Bool, lastDrawn: ContinuousClock.Instant?)>((false, nil))

  /// A progress line on `terminal`.
  init(on terminal: LiveTerminal, interval: Duration = .milliseconds(50)) {
    self.terminal = terminal
    self.interval = interval
  }

  /// Draws `progress`, unless the line was drawn very recently.
  func show(_ progress: BuildProgress) {
    let now = ContinuousClock.now
    state.withLock { state in
      if let last = state.lastDrawn, now - last < interval, progress.completed < progress.total { return }
      terminal.write("\r" + Self.text(of: progress, columns: terminal.columns) + Self.clearToEndOfLine)
      state = (true, now)
    }
  }

  /// Clears the line, if anything was drawn on it.
  func clear() {
    state.withLock { state in
      guard state.drawn else { return }
      terminal.write("\r" + Self.clearToEndOfLine)
      state = (false, nil)
    }
  }

  /// `[37/1000] lists/a.md`, with the start of the path left out when the
  /// line would not fit in `columns - 1` characters (the last column is
  /// left free, so the terminal never wraps).
  static func text(of progress: BuildProgress, columns: Int) -> String {
    let counter = "[\(progress.completed)/\(progress.total)]"
    let room = columns - 1 - counter.count - 1
    guard room > 1 else { return counter }
    let file = PrintableText.escaping(progress.file)
    guard file.count > room else { return counter + " " + file }
    return counter + " …" + file.suffix(room - 1)
  }

  private static let clearToEndOfLine = "\u{1B}[K"
}
