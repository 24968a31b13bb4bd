import CMicroHTTPD
import ListPressSupport
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What ``PreviewServer`` answers each request with, on the thread of its
/// connection, and what it knows of the last build to answer it.
final class PreviewResponder: Sendable {
  /// The output folder served, as given.
  let outputDirectory: String
  /// The pages the last build could not make.
  let errors = Mutex(PageErrors())
  /// The rebuilds the open pages are told of.
  let events = ReloadEvents()

  init(outputDirectory: String) {
    self.outputDirectory = outputDirectory
  }

  /// libmicrohttpd's request handler, whose context is a responder.
  static let handler: MHD_AccessHandlerCallback = { context, connection, url, method, _, _, _, _ in
    guard let context, let connection, let url, let method else { return .NO }
    let responder = Unmanaged<PreviewResponder>.fromOpaque(context).takeUnretainedValue()
    return responder.answer(connection, path: String(cString: url), method: String(cString: method))
  }

  private func answer(_ connection: OpaquePointer, path: String, method: String) -> MHD_Result {
    guard method == "GET" || method == "HEAD" else {
      return send(
        connection, status: 405, type: ContentType.text, body: "405 Method Not Allowed\n",
        headers: [("Allow", "GET, HEAD")])
    }
    if path == ReloadScript.eventsPath {
      return openStream(connection)
    }
    switch RequestTarget.resolve(path, in: FilePath.realPath(outputDirectory)) {
    case .folder(let location):
      return send(
        connection, status: 301, type: ContentType.text, body: "301 Moved Permanently\n",
        headers: [("Location", Self.percentEncoded(location))])
    case .file(let file, let page):
      if let errorPage = errors.withLock({ $0.errorPage(for: page, isMissing: false) }) {
        return send(connection, status: 200, type: ContentType.html, body: errorPage)
      }
      return sendFile(connection, at: file)
    case .notFound(let page):
      if let page, let errorPage = errors.withLock({ $0.errorPage(for: page, isMissing: true) }) {
        return send(connection, status: 200, type: ContentType.html, body: errorPage)
      }
      return send(connection, status: 404, type: ContentType.html, body: Self.notFoundPage)
    }
  }

  /// A page that is not there: it reloads by itself, so that a page whose
  /// definition is being written appears once it builds.
  private static let notFoundPage = ReloadScript.injected(
    into: """
      <!DOCTYPE html>
      <html lang="en"><head><meta charset="utf-8"><title>Not found</title>\
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'"></head>
      <body><p>404: no such page in the site.</p></body></html>

      """)

  /// Sends the regular file at the real path `file`: an HTML page with
  /// the reload script, anything else as it is.
  private func sendFile(_ connection: OpaquePointer, at file: String) -> MHD_Result {
    let type = ContentType.of(file)
    let descriptor = open(file, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
    var status = stat()
    guard descriptor >= 0, fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      if descriptor >= 0 { close(descriptor) }
      return send(connection, status: 404, type: ContentType.html, body: Self.notFoundPage)
    }
    guard type == ContentType.html else {
      // libmicrohttpd sends the file from the descriptor, and closes it.
      guard let response = MHD_create_response_from_fd(Int(status.st_size), descriptor) else {
        close(descriptor)
        return .NO
      }
      return queue(response, on: connection, status: 200, type: type, headers: [])
    }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
    var filled = 0
    while filled < bytes.count {
      let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      filled += count
    }
    let page = String(decoding: bytes[..<filled], as: UTF8.self)
    return send(connection, status: 200, type: type, body: ReloadScript.injected(into: page))
  }

  /// Sends the event stream: an answer of unknown length, read from an
  /// ``EventStream`` on this connection's thread until the server stops
  /// or the page goes.
  private func openStream(_ connection: OpaquePointer) -> MHD_Result {
    let stream = Unmanaged.passRetained(EventStream(events)).toOpaque()
    guard
      let response = MHD_create_response_from_callback(
        UInt64.max, 1024,
        { context, _, buffer, size in
          let stream = Unmanaged<EventStream>.fromOpaque(context!).takeUnretainedValue()
          return stream.read(into: UnsafeMutableRawBufferPointer(start: buffer, count: size))
            ?? MHD_CONTENT_READER_END_OF_STREAM
        },
        stream,
        { context in Unmanaged<EventStream>.fromOpaque(context!).release() })
    else {
      Unmanaged<EventStream>.fromOpaque(stream).release()
      return .NO
    }
    return queue(response, on: connection, status: 200, type: "text/event-stream", headers: [])
  }

  private func send(
    _ connection: OpaquePointer, status: UInt32, type: String, body: String, headers: [(String, String)] = []
  ) -> MHD_Result {
    var body = body
    let response = body.withUTF8 { bytes in
      MHD_create_response_from_buffer(
        bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), .RESPMEM_MUST_COPY)
    }
    guard let response else { return .NO }
    return queue(response, on: connection, status: status, type: type, headers: headers)
  }

  /// Adds the headers every answer has to `response`, sends it and lets
  /// go of it.
  private func queue(
    _ response: OpaquePointer, on connection: OpaquePointer, status: UInt32, type: String,
    headers: [(String, String)]
  ) -> MHD_Result {
    defer { MHD_destroy_response(response) }
    for (name, value) in [("Content-Type", type), ("Cache-Control", "no-store"), ("X-Content-Type-Options", "nosniff")]
      + headers
    {
      MHD_add_response_header(response, name, value)
    }
    return MHD_queue_response(connection, status, response)
  }

  /// `path` with every byte but unreserved characters and `/`
  /// percent-encoded, for a `Location` header.
  private static func percentEncoded(_ path: String) -> String {
    var encoded = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"), UInt8(ascii: "/"):
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      }
    }
    return encoded
  }
}

extension String {
  /// The string with `0` in front, up to `width` characters.
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
