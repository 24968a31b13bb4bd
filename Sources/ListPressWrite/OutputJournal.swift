import Synchronization
import ListPressLoad

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The list, kept in the output folder while a build runs, of the files it
/// is about to write: what the manifest cannot tell the next build when
/// this one is killed before it saves the manifest.
///
/// The path of every file is appended (`.listpress-journal`, each path
/// followed by a NUL) before the file is made, with one
/// `write` to a file open for appending, so that threads writing at once
/// never mix their entries. The file is made with the first entry, so a
/// build that writes nothing makes none. A build that saves its manifest removes the
/// journal; one that finds a journal (the last build there was killed, or
/// could not save its manifest) takes every path in it as a file it owns,
/// as if the last manifest had listed it: a file no definition writes any
/// more is removed, and so are the temporary files that writing one
/// leaves (see `SiteWriter.removeTemporaries(of:)`).
///
/// The journal is not synced to the disk: it outlives the process being
/// killed, as what the process wrote does, not a crash of the system,
/// which pages written without syncing may not outlive either. The cost
/// is one `write` per file written, none in a build that writes nothing.
package final class OutputJournal: Sendable {
  /// The journal's file name inside the output folder; hidden, like the
  /// manifest.
  static let fileName = ".listpress-journal"
  /// The longest journal read back: 1 GiB, as long as the longest
  /// manifest read (`BuildManifest.maximumSize`), about a million pages'
  /// paths. A longer file is not a journal ListPress wrote.
  static let maximumSize = 1 << 30

  private let folder: OpenFolder
  /// The journal, open for appending once something is recorded; -1
  /// before.
  private let descriptor = Mutex<Int32>(-1)

  /// The journal of `folder`.
  package init(in folder: OpenFolder) {
    self.folder = folder
  }

  deinit {
    descriptor.withLock { if $0 >= 0 { close($0) } }
  }

  /// The paths the journal of `folder` lists, in order, each once: every
  /// entry that ends with its NUL and is UTF-8. None when there is no
  /// journal, or it is not a regular file, or it is too large.
  package static func entries(in folder: OpenFolder) -> [String] {
    guard
      let bytes = try? FileContents.readRegularFile(
        fileName, in: folder.descriptor, followingLinks: false, limit: maximumSize)
    else { return [] }
    var seen = Set<String>()
    var entries: [String] = []
    var start = 0
    for (index, byte) in bytes.enumerated() where byte == 0 {
      if let entry = String(validating: bytes[start..<index], as: UTF8.self), !entry.isEmpty, seen.insert(entry).inserted {
        entries.append(entry)
      }
      start = index + 1
    }
    return entries
  }

  /// Appends `relativePath`. A journal that cannot be made or written is
  /// not an error (in a folder that cannot be written, no file can be):
  /// the file is still written, and only a killed build would miss it.
  func record(_ relativePath: String) {
    var entry = Array(relativePath.utf8)
    entry.append(0)
    descriptor.withLock { descriptor in
      if descriptor < 0 {
        descriptor = openat(
          folder.descriptor, Self.fileName, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC, mode_t(0o644))
      }
      guard descriptor >= 0 else { return }
      _ = entry.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
    }
  }

  /// Removes the journal, once the manifest lists what it did.
  package func remove() {
    unlinkat(folder.descriptor, Self.fileName, 0)
  }
}

#if canImport(Glibc)
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  private let systemWrite = Darwin.write
#endif
