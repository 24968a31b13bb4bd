import ListPressSupport

#if canImport(Glibc)
  import Glibc

  /// Changes inside a set of folders, as Linux's inotify reports them.
  ///
  /// Each folder is watched on its own (inotify does not recurse): the
  /// caller adds the subfolders it cares about. Folders are named by their
  /// real paths. A folder that is deleted stops being watched by itself.
  final class FolderEvents {
    /// What happened to a watched folder.
    enum Event: Hashable {
      /// Something was created, written, removed or renamed at this path.
      case changed(String)
      /// The system dropped events: anything may have changed.
      case overflowed
    }

    private let descriptor: Int32
    private var folders: [Int32: String] = [:]

    private static let mask = UInt32(
      IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_DELETE_SELF | IN_MOVE_SELF
        | IN_ONLYDIR)

    /// Opens an inotify instance.
    init() throws(WatchError) {
      descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
      guard descriptor >= 0 else {
        throw WatchError(path: "inotify", message: "cannot watch for changes: \(FilePath.lastErrorMessage)")
      }
    }

    deinit {
      close(descriptor)
    }

    /// The folders being watched.
    var watchedFolders: Set<String> { Set(folders.values) }

    /// Watches the folder at the real path `folder`, and returns whether it
    /// is watched now. A folder that no longer exists is skipped: its
    /// parent's watch reports its return.
    func watch(_ folder: String) throws(WatchError) -> Bool {
      let watch = inotify_add_watch(descriptor, folder, Self.mask)
      guard watch >= 0 else {
        if errno == ENOENT || errno == ENOTDIR { return false }
        var message = "cannot watch the folder for changes: \(FilePath.lastErrorMessage)"
        if errno == ENOSPC {
          message += " (too many folders; raise fs.inotify.max_user_watches)"
        }
        throw WatchError(path: folder, message: message)
      }
      folders[watch] = folder
      return true
    }

    /// Waits up to `timeout` milliseconds for events and returns them;
    /// `nil` when none came in time (or a signal interrupted the wait).
    func next(timeout: Int32) -> [Event]? {
      var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&request, 1, timeout) > 0 else { return nil }
      var events: [Event] = []
      let capacity = 64 * 1024
      let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: MemoryLayout<inotify_event>.alignment)
      defer { buffer.deallocate() }
      while true {
        let count = read(descriptor, buffer.baseAddress, capacity)
        guard count > 0 else { break }
        events += parse(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
      }
      return events
    }

    private func parse(_ bytes: UnsafeRawBufferPointer) -> [Event] {
      var events: [Event] = []
      let headerSize = MemoryLayout<inotify_event>.size
      var offset = 0
      while offset + headerSize <= bytes.count {
        let header = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
        let nameBytes = bytes[(offset + headerSize)..<min(bytes.count, offset + headerSize + Int(header.len))]
        let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
        offset += headerSize + Int(header.len)
        if header.mask & UInt32(IN_Q_OVERFLOW) != 0 {
          events.append(.overflowed)
          continue
        }
        guard let folder = folders[header.wd] else { continue }
        if header.mask & UInt32(IN_IGNORED) != 0 {
          folders[header.wd] = nil
          continue
        }
        events.append(.changed(name.isEmpty ? folder : folder + "/" + name))
      }
      return events
    }
  }
#endif
