import Foundation

/// A minimal HTTP/1.1 client over a loopback socket, for the tests of
/// `listpress serve`: it sends the request line exactly as written (a
/// library client would tidy `..` and `%2e%2e` away before sending), and
/// every wait is bounded by `HelperTimeLimit`, failing with what was not
/// received.
struct LoopbackHTTP {
  /// The port of the server on 127.0.0.1.
  let port: UInt16

  /// A response: its status, its headers (names in lower case) and body.
  struct Response {
    var status: Int
    var headers: [String: String]
    var body: String
  }

  /// What went wrong talking to the server.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Sends `method` for `target` (written as is on the request line) and
  /// reads the whole response, which ends when the server closes the
  /// connection.
  func request(_ method: String, _ target: String) throws -> Response {
    let connection = try Connection(port: port)
    try connection.send("\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
    let text = try connection.readToEnd(describing: "the response to \(method) \(target)")
    guard let split = text.range(of: "\r\n\r\n") else {
      throw Failure(description: "no end of headers in the response to \(method) \(target): \(text)")
    }
    let lines = text[..<split.lowerBound].components(separatedBy: "\r\n")
    let statusWords = lines[0].split(separator: " ")
    guard statusWords.count >= 2, let status = Int(statusWords[1]) else {
      throw Failure(description: "no status in the response to \(method) \(target): \(lines[0])")
    }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    return Response(status: status, headers: headers, body: String(text[split.upperBound...]))
  }

  /// Opens the event stream at `target` and keeps it open.
  func events(_ target: String) throws -> EventStream {
    let connection = try Connection(port: port)
    try connection.send("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n\r\n")
    return EventStream(connection: connection)
  }

  /// A stream of server-sent events, read as it comes.
  final class EventStream {
    private let connection: Connection
    /// Everything received so far, headers included.
    private(set) var received = ""

    fileprivate init(connection: Connection) {
      self.connection = connection
    }

    /// Waits for the `count`-th event named `name` since the stream
    /// opened; fails saying what was received instead.
    func waitForEvent(_ name: String, count: Int = 1) throws {
      let marker = "event: \(name)\n"
      while received.components(separatedBy: marker).count - 1 < count {
        guard let more = try connection.readSome() else {
          throw Failure(description: "the event stream ended before event '\(name)' #\(count); received: \(received)")
        }
        received += more
      }
    }
  }

  /// One TCP connection to the server.
  fileprivate final class Connection {
    private let socket: Int32

    init(port: UInt16) throws {
      socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = port.bigEndian
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      guard socket >= 0, connected == 0 else {
        let reason = String(cString: strerror(errno))
        close(socket)
        throw Failure(description: "cannot connect to 127.0.0.1:\(port): \(reason)")
      }
    }

    deinit {
      close(socket)
    }

    func send(_ text: String) throws {
      let bytes = Array(text.utf8)
      var offset = 0
      while offset < bytes.count {
        let sent = bytes[offset...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        guard sent > 0 else { throw Failure(description: "cannot send the request: \(String(cString: strerror(errno)))") }
        offset += sent
      }
    }

    /// The next bytes the server sends, or `nil` once it closed the
    /// connection; fails when nothing comes within the time limit.
    func readSome() throws -> String? {
      var request = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
      guard poll(&request, 1, Int32(HelperTimeLimit.seconds * 1000)) > 0 else {
        throw Failure(
          description: "nothing came from the server in \(Int(HelperTimeLimit.seconds)) s "
            + "(LISTPRESS_BROWSER_TIMEOUT raises the limit)")
      }
      var buffer = [UInt8](repeating: 0, count: 64 * 1024)
      let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { return nil }
      return String(decoding: buffer[..<count], as: UTF8.self)
    }

    func readToEnd(describing what: String) throws -> String {
      var text = ""
      do {
        while let more = try readSome() { text += more }
      } catch let failure as Failure {
        throw Failure(description: "\(failure.description) while reading \(what); received: \(text)")
      }
      return text
    }
  }
}
