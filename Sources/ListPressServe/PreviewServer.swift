import CMicroHTTPD
import ListPressBuild
import ListPressSupport
import Synchronization

/// The HTTP server of `listpress serve`, on libmicrohttpd: serves the
/// output folder of a watched build, for a preview in the browser.
///
/// - Only `GET` and `HEAD` are answered; any other method gets `405` with
///   `Allow: GET, HEAD`.
/// - Only regular files inside the output folder are served (see
///   ``RequestTarget``); a folder's URL serves its `index.html`, and there
///   is no listing.
/// - Every response is `Cache-Control: no-store`, so a reload always shows
///   the last build, with the file's content type and `nosniff`.
/// - HTML pages get the reload script (see ``ReloadScript``) as they are
///   sent; the files in the output folder are never changed.
/// - The page of a definition with errors is an ``ErrorPage`` with its
///   diagnostics until the definition is fixed.
/// - ``ReloadScript/eventsPath`` is a stream of server-sent events: a
///   `reload` after every rebuild.
///
/// Each connection has a thread of libmicrohttpd's, which an event stream
/// keeps while the page is open.
public final class PreviewServer: Sendable {
  /// The port the server listens on.
  public let port: UInt16
  /// The address the server listens on, as given.
  public let address: String

  private let daemon: Mutex<DaemonHandle?>
  /// Answers the requests; libmicrohttpd's threads use it until the
  /// daemon stops, which ``stop()`` waits for.
  private let responder: PreviewResponder

  /// libmicrohttpd's daemon, which only this server's methods use.
  private struct DaemonHandle: @unchecked Sendable {
    let pointer: OpaquePointer
  }

  /// The most ports tried, from the one asked for up, before giving up.
  public static let portsTried = 20

  /// Starts serving `outputDirectory` on `address` (an IPv4 or IPv6
  /// literal) at `port`, or at the next port that is free when another
  /// program listens there (up to ``portsTried`` ports); port 0 lets the
  /// system choose one.
  public init(outputDirectory: String, address: String, port: UInt16) throws(ServeError) {
    self.address = address
    let responder = PreviewResponder(outputDirectory: outputDirectory)
    self.responder = responder
    let lastPort = port == 0 ? 0 : UInt16(clamping: Int(port) + Self.portsTried - 1)
    var failure = "no port to try"
    for candidate in port...lastPort {
      guard let socketAddress = SocketAddress(address, port: candidate) else {
        throw ServeError(address: address, message: "not an IPv4 or IPv6 address")
      }
      let started = socketAddress.withPointer { pointer in
        listpress_mhd_start(
          socketAddress.flags, pointer, PreviewResponder.handler, Unmanaged.passUnretained(responder).toOpaque())
      }
      guard let started else {
        failure = FilePath.lastErrorMessage
        continue
      }
      self.port = port == 0 ? listpress_mhd_port(started) : candidate
      daemon = Mutex(DaemonHandle(pointer: started))
      return
    }
    let ports = port == lastPort ? "port \(port)" : "ports \(port) to \(lastPort)"
    throw ServeError(address: address, message: "cannot listen on \(ports): \(failure)")
  }

  /// Whether `text` is an address the server can listen on: an IPv4 or
  /// IPv6 address written as numbers (`127.0.0.1`, `::1`), not a name.
  public static func isAddress(_ text: String) -> Bool {
    SocketAddress(text, port: 0) != nil
  }

  deinit {
    stop()
  }

  /// The URL of the site: `http://127.0.0.1:8000/`. An unspecified address
  /// (`0.0.0.0`, `::`), which listens on every interface, is shown as the
  /// loopback one, which a browser on this machine can open.
  public var url: String {
    let host =
      switch address {
      case "0.0.0.0": "127.0.0.1"
      case "::": "[::1]"
      default: address.contains(":") ? "[\(address)]" : address
      }
    return "http://\(host):\(port)/"
  }

  /// Takes in a build of the watch: its errors replace those of the last
  /// one, and, after a rebuild, every open page is told to reload.
  public func update(after rebuild: SiteRebuild, inputs: [String], options: BuildOptions) {
    let pageErrors = PageErrors(report: rebuild.report, inputs: inputs, options: options)
    responder.errors.withLock { $0 = pageErrors }
    if !rebuild.changes.isEmpty {
      responder.events.rebuilt()
    }
  }

  /// Ends the event streams, closes every connection and stops listening;
  /// returns once libmicrohttpd's threads are done. Stopping twice does
  /// nothing.
  public func stop() {
    responder.events.stop()
    if let handle = daemon.withLock({ current -> DaemonHandle? in
      defer { current = nil }
      return current
    }) {
      MHD_stop_daemon(handle.pointer)
    }
  }
}
