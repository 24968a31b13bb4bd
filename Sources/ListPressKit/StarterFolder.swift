#if canImport(Glibc)
  import Glibc

  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  import Darwin

  private let systemWrite = Darwin.write
#endif

/// The folder `listpress init` writes to start a site: one list of each
/// appearance under `lists/`, a README that says how to build, serve and
/// check them, and a `.gitignore` for the built site. The lists build with
/// no error and no warning.
public enum StarterFolder {
  /// A file of the starter folder: its path relative to the folder, and its text.
  public struct File: Hashable, Sendable {
    public let path: String
    public let contents: String
  }

  /// Why nothing was written.
  public enum Refusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// These files (paths relative to the folder) are there already; none is replaced.
    case filesExist(folder: String, paths: [String])
    /// `path` is there but is not a folder (or is a link), where the starter needs one.
    case notAFolder(path: String)
    /// The system refused to create or write `path`, saying `reason`.
    case cannotWrite(path: String, reason: String)

    public var description: String {
      switch self {
      case .filesExist(let folder, let paths):
        let names = paths.map { "'\($0)'" }.joined(separator: ", ")
        return "'\(folder)' already has \(names); nothing was written (move \(paths.count == 1 ? "it" : "them") away, or choose another folder)"
      case .notAFolder(let path):
        return "'\(path)' is not a folder; nothing was written"
      case .cannotWrite(let path, let reason):
        return "cannot write '\(path)': \(reason)"
      }
    }
  }

  /// The folder of definitions inside the starter folder.
  public static let listsFolder = "lists"

  /// The files, in the order they are written.
  public static let files: [File] = [
    File(path: "README.md", contents: readme),
    File(path: ".gitignore", contents: "# What `listpress build lists -o _site` writes.\n_site/\n"),
    File(path: "\(listsFolder)/plain.md", contents: plainList),
    File(path: "\(listsFolder)/grouped.md", contents: groupedList),
    File(path: "\(listsFolder)/inset-grouped.md", contents: insetGroupedList),
    File(path: "\(listsFolder)/sidebar.md", contents: sidebarList),
    File(path: "\(listsFolder)/sidebar-plain.md", contents: sidebarPlainList),
  ]

  /// Writes the starter files into `folder`, creating it and `lists/` when
  /// they are missing. Nothing is written when any of the files is already
  /// there (an existing file is never replaced), or when `folder` or
  /// `lists/` is something other than a folder; a link is not followed.
  ///
  /// - returns: the paths written, `folder` joined to each file's path.
  public static func write(to folder: String) throws(Refusal) -> [String] {
    let root = folder.isEmpty ? "." : folder
    let join = { (path: String) in root.hasSuffix("/") ? root + path : root + "/" + path }
    for path in [root, join(listsFolder)] {
      if case .some(false) = isFolder(path) { throw .notAFolder(path: path) }
    }
    let existing = files.map(\.path).filter { isFolder(join($0)) != nil }
    guard existing.isEmpty else { throw .filesExist(folder: root, paths: existing) }

    for path in [root, join(listsFolder)] where isFolder(path) == nil {
      guard mkdir(path, 0o755) == 0 || errno == EEXIST else { throw .cannotWrite(path: path, reason: reason()) }
    }
    var written: [String] = []
    for file in files {
      let path = join(file.path)
      try create(path, with: file.contents)
      written.append(path)
    }
    return written
  }

  /// Whether `path` is a folder: `true` for a folder, `false` for anything
  /// else (a link too, even to a folder), `nil` when nothing is there.
  private static func isFolder(_ path: String) -> Bool? {
    var status = stat()
    guard lstat(path, &status) == 0 else { return nil }
    return (status.st_mode & S_IFMT) == S_IFDIR
  }

  /// Creates `path`, which must not exist, holding `text`.
  private static func create(_ path: String, with text: String) throws(Refusal) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .cannotWrite(path: path, reason: reason()) }
    defer { close(descriptor) }
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let count = bytes[offset...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else {
        if count < 0 && errno == EINTR { continue }
        throw .cannotWrite(path: path, reason: reason())
      }
      offset += count
    }
  }

  private static func reason() -> String {
    String(cString: strerror(errno))
  }

  private static let readme = """
    # Lists

    List definitions for ListPress: each file in `lists/` is one list, written as Markdown
    with YAML front matter, one for each of UIKit's list appearances (`plain`, `grouped`,
    `insetGrouped`, `sidebar`, `sidebarPlain`).

    - Build the site into `_site/`: `listpress build lists -o _site`
    - See it while you edit (rebuilt and reloaded at every save): `listpress serve lists`
    - Check the definitions without writing anything: `listpress check lists`
    - See each list in every appearance, light and dark: `listpress gallery lists -o _site`
    - Let your editor complete keys and values and flag mistakes as you type: write the schema
      with `listpress schema > listpress.schema.json`, then make
      `# yaml-language-server: $schema=../listpress.schema.json` the first line of a list's
      front matter (ListPress's docs/editors.md says which editors read it)

    """

  private static let plainList = """
    ---
    title: Contacts
    appearance: plain
    headerMode: supplementary
    cellStyle: subtitleCell
    sections:
      - id: a
        header: A
        items:
          - text: Ada Lovelace
            secondaryText: Analyst
            image: symbol:person.crop.circle
          - text: Alan Turing
            secondaryText: Mathematician
            image: symbol:person.crop.circle
      - id: g
        header: G
        items:
          - text: Grace Hopper
            secondaryText: Rear admiral
            image: symbol:person.crop.circle
    ---

    A plain list: rows edge to edge, with a header for each letter.

    """

  private static let groupedList = """
    ---
    title: Regions
    appearance: grouped
    sections:
      - id: europe
        header: Europe
        footer: Prices include VAT.
        items:
          - text: France
            accessories: [disclosureIndicator]
          - text: Portugal
            accessories: [checkmark]
      - id: asia
        header: Asia
        items:
          - text: Japan
            accessories: [disclosureIndicator]
    ---

    A grouped list: sections on a grey background, with headers and footers.

    """

  private static let insetGroupedList = """
    ---
    title: Settings
    appearance: insetGrouped
    cellStyle: valueCell
    sections:
      - id: connections
        items:
          - text: Wi-Fi
            secondaryText: Harbour
            image: symbol:wifi
            imageProperties: { tintColor: systemBlue }
            accessories: [disclosureIndicator]
          - text: Bluetooth
            secondaryText: On
            image: symbol:antenna.radiowaves.left.and.right
            imageProperties: { tintColor: systemBlue }
            accessories: [disclosureIndicator]
      - id: general
        header: General
        items:
          - text: About
            accessories: [disclosureIndicator]
    ---

    An inset-grouped list: sections as rounded cards, as in Settings.

    """

  private static let sidebarList = """
    ---
    title: Library
    appearance: sidebar
    items:
      - id: listen-now
        text: Listen Now
        image: symbol:play.circle
        selected: true
      - id: library
        text: Library
        image: symbol:music.note.house
        expanded: true
        children:
          - text: Artists
            image: symbol:music.mic
          - text: Albums
            image: symbol:square.stack
    ---

    A sidebar: a column of places to go, with outlines that open and close.

    """

  private static let sidebarPlainList = """
    ---
    title: Mail
    appearance: sidebarPlain
    headerMode: supplementary
    sections:
      - id: mailboxes
        header: Mailboxes
        items:
          - text: Inbox
            image: symbol:tray
            selected: true
          - text: Sent
            image: symbol:paperplane
    ---

    A plain sidebar: the sidebar's rows on the plain background.

    """
}
