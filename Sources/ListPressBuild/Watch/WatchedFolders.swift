import ListPressSupport
import ListPressWrite

#if canImport(Glibc)
  import FoundationEssentials
  import Glibc

  /// The folders a watch covers, by real path, and which changes in them
  /// matter: every change in an input folder or its subfolders; in the
  /// folder of an input named on its own or of an image, only changes to
  /// that name. Hidden names, editor backups (`name~`) and everything in
  /// the output folder never matter.
  struct WatchedFolders {
    /// The inputs, as given.
    let inputs: [String]
    /// The output folder, as given.
    let outputDirectory: String

    /// Input folders and their subfolders: every name in them matters.
    private var wholeFolders: Set<String> = []
    /// Other folders, with the names in them that matter.
    private var namesInFolders: [String: Set<String>] = [:]
    /// The output folder's real path, once it exists.
    private var realOutputDirectory: String?
    /// The definitions and images of the last build, as events name them:
    /// the real path of their folder, then their name.
    private(set) var knownFiles: Set<String> = []
    /// Every image a build of this watch has shown. An image stays watched
    /// while the page that shows it fails: a rebuild that catches an image
    /// half written fails the page, which then records no image, and the
    /// write that completes the image must still bring a rebuild.
    private var shownImages: Set<String> = []

    init(inputs: [String], outputDirectory: String) {
      self.inputs = inputs
      self.outputDirectory = outputDirectory
    }

    /// Works out the folders again, after a build, watches those that are
    /// not watched yet, and returns them.
    @discardableResult
    mutating func update(
      _ events: FolderEvents, inputFiles: [String], imageSources: [String]
    ) throws(WatchError) -> [String] {
      realOutputDirectory = FilePath.realPath(outputDirectory)
      shownImages.formUnion(imageSources)
      knownFiles = Set((inputFiles + shownImages).compactMap(Self.eventPath))
      wholeFolders = []
      namesInFolders = [:]
      for input in inputs {
        // The input's own folder shows it deleted, created again or replaced.
        note(input)
        if let real = FilePath.realPath(input), Self.isFolder(real) {
          addFolder(real)
        }
      }
      shownImages.forEach { note($0) }
      var newFolders: [String] = []
      for folder in wholeFolders.union(namesInFolders.keys).subtracting(events.watchedFolders).sorted() {
        if try events.watch(folder) {
          newFolders.append(folder)
        }
      }
      return newFolders
    }

    /// The paths among `events` whose changes matter; for an overflow, the
    /// inputs themselves, since anything may have changed.
    func relevantChanges(in events: [FolderEvents.Event]) -> Set<String> {
      var changes = Set<String>()
      for event in events {
        switch event {
        case .overflowed:
          changes.formUnion(inputs.map { FilePath.realPath($0) ?? $0 })
        case .changed(let path):
          if matters(path) {
            changes.insert(path)
          }
        }
      }
      return changes
    }

    /// The files in `folders` whose changes matter and that were modified
    /// at or after `time` (nanoseconds since 1970), allowing for the
    /// coarse ticks of modification times.
    func files(in folders: [String], modifiedSince time: Int64) -> Set<String> {
      let tick: Int64 = 10_000_000
      var files = Set<String>()
      for folder in folders {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
          let path = folder + "/" + name
          if matters(path), let stamp = FileStamp(path: path), stamp.modified >= time - tick {
            files.insert(path)
          }
        }
      }
      return files
    }

    private func matters(_ path: String) -> Bool {
      let folder = OutputLayout.inputRoot(ofFile: path)
      let name = String(path[path.index(after: path.lastIndex(of: "/") ?? path.startIndex)...])
      guard !name.hasPrefix("."), !name.hasSuffix("~") else { return false }
      if let realOutputDirectory, FilePath.isReal(path, inside: realOutputDirectory) { return false }
      return wholeFolders.contains(folder) || namesInFolders[folder]?.contains(name) == true
    }

    /// Watches the folder of the file or folder at the absolute `path` for
    /// changes to its name.
    private mutating func note(_ path: String) {
      guard let eventPath = Self.eventPath(path), let slash = eventPath.lastIndex(of: "/") else { return }
      namesInFolders[String(eventPath[..<slash]), default: []].insert(String(eventPath[eventPath.index(after: slash)...]))
    }

    /// `path` as an event names it: the real path of its folder, then its
    /// name; `nil` when its folder no longer exists.
    private static func eventPath(_ path: String) -> String? {
      let absolute = "/" + FilePath.absoluteComponents(path).joined(separator: "/")
      guard let slash = absolute.lastIndex(of: "/"),
        let folder = FilePath.realPath(OutputLayout.inputRoot(ofFile: absolute))
      else { return nil }
      return folder + absolute[slash...]
    }

    /// Adds the real folder `folder` and its subfolders, as input discovery
    /// walks them.
    private mutating func addFolder(_ folder: String) {
      if let realOutputDirectory, folder == realOutputDirectory { return }
      guard wholeFolders.insert(folder).inserted,
        let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
      else { return }
      for name in names where !name.hasPrefix(".") {
        var status = stat()
        let path = folder + "/" + name
        if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
          addFolder(path)
        }
      }
    }

    private static func isFolder(_ path: String) -> Bool {
      var status = stat()
      return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }
  }
#endif
