import CMicroHTTPD

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An IPv4 or IPv6 address and port to listen on, as libmicrohttpd takes
/// it: a `sockaddr`, and the flags that go with its family.
struct SocketAddress {
  private enum Family {
    case v4(sockaddr_in)
    case v6(sockaddr_in6)
  }

  private let family: Family

  /// The address written as `text` (`127.0.0.1`, `::1`), at `port`; `nil`
  /// when `text` is neither kind of address.
  init?(_ text: String, port: UInt16) {
    var v4 = sockaddr_in()
    if inet_pton(AF_INET, text, &v4.sin_addr) == 1 {
      v4.sin_family = sa_family_t(AF_INET)
      #if canImport(Darwin)
        v4.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
      #endif
      v4.sin_port = port.bigEndian
      family = .v4(v4)
      return
    }
    var v6 = sockaddr_in6()
    if inet_pton(AF_INET6, text, &v6.sin6_addr) == 1 {
      v6.sin6_family = sa_family_t(AF_INET6)
      #if canImport(Darwin)
        v6.sin6_len = UInt8(MemoryLayout<sockaddr_in6>.size)
      #endif
      v6.sin6_port = port.bigEndian
      family = .v6(v6)
      return
    }
    return nil
  }

  /// libmicrohttpd's flags: its own thread polls the listening socket and
  /// starts a thread for each connection (an event stream blocks its
  /// thread while it waits); IPv6 for an IPv6 address.
  var flags: UInt32 {
    var flags = MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_THREAD_PER_CONNECTION.rawValue
    if case .v6 = family {
      flags |= MHD_USE_IPv6.rawValue
    }
    return flags
  }

  /// Calls `body` with the address as a `sockaddr`.
  func withPointer<Result>(_ body: (UnsafePointer<sockaddr>) -> Result) -> Result {
    switch family {
    case .v4(var address):
      withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1, body) }
    case .v6(var address):
      withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1, body) }
    }
  }
}
