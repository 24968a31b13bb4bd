/// One page's stream of server-sent events (`text/event-stream`), read by
/// libmicrohttpd on the thread of the page's connection.
///
/// It starts with a `ready` event (and a `retry` of one second for the
/// browser to reconnect after), then sends a `reload` event after each
/// rebuild, and a comment every `keepAliveSeconds` of quiet, which tells a
/// connection that was closed by the page from one still open. It ends
/// when the server stops.
final class EventStream {
  private let events: ReloadEvents
  private let keepAliveSeconds: Int
  private var seen: Int
  private var pending: [UInt8]

  /// A stream of `events`, from their count now.
  init(_ events: ReloadEvents, keepAliveSeconds: Int = 15) {
    self.events = events
    self.keepAliveSeconds = keepAliveSeconds
    seen = events.current
    pending = Array("retry: 1000\nevent: ready\ndata: \(seen)\n\n".utf8)
  }

  /// Copies the next bytes of the stream into `buffer`, waiting for an
  /// event when none is pending; returns how many, or `nil` at the end.
  func read(into buffer: UnsafeMutableRawBufferPointer) -> Int? {
    while pending.isEmpty {
      switch events.wait(after: seen, for: keepAliveSeconds) {
      case .rebuilt(let count):
        seen = count
        pending = Array("event: reload\ndata: \(count)\n\n".utf8)
      case .quiet:
        pending = Array(": still watching\n\n".utf8)
      case .stopped:
        return nil
      }
    }
    let count = min(buffer.count, pending.count)
    buffer.copyBytes(from: pending[..<count])
    pending.removeFirst(count)
    return count
  }
}
