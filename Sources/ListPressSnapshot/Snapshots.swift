import Foundation
import ListPressSupport

/// What a run of `listpress snapshot` did, image by image (paths inside the
/// snapshot folder, sorted).
public struct SnapshotRun: Hashable, Sendable {
  /// The images taken, new or retaken because their page changed.
  public var taken: [String] = []
  /// The images left as they were: their page and settings did not change.
  public var unchanged: [String] = []
  /// The images of the last run that no page gives any more, removed.
  public var removed: [String] = []

  public init() {}
}

/// Takes the snapshots of pages already built into a site folder.
public enum Snapshots {
  /// How long Chromium may take over any one step (starting, loading a
  /// page, taking an image) before it is stopped.
  public static let timeLimit: Duration = .seconds(60)

  /// Takes `options`' images of each of `pages` (paths of HTML files inside
  /// `site`) into `folder`, except those whose record says they are up to
  /// date; removes the images of the last run that no page gives any more.
  public static func take(
    pages: [String], site: URL, into folder: URL, options: SnapshotOptions,
    taking: ((String) -> Void)? = nil
  ) throws(SnapshotError) -> SnapshotRun {
    let chromium = try ChromiumExecutable.locate(named: options.chromium)
    let browser = try DevToolsPipe(chromium, arguments: launchArguments, limit: timeLimit)
    defer { browser.close() }
    let product = try browser.send("Browser.getVersion")["product"] as? String ?? "Chromium"

    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .cannotWrite(path: folder.path, reason: error.localizedDescription)
    }
    let last = SnapshotRecord.read(in: folder)
    var record = SnapshotRecord()
    var run = SnapshotRun()
    let assets = assetsKey(of: site)
    let camera = PageCamera(browser: browser)
    for page in pages.sorted() {
      let pageFile = site.appendingPathComponent(page)
      let pageKey = (try? Data(contentsOf: pageFile)).map { ContentHash(of: [UInt8]($0)).description } ?? "none"
      for scale in options.scales {
        for appearance in options.appearances {
          let name = SnapshotName(
            page: String(page.dropLast(".html".count)), appearance: appearance, scale: scale,
            forDocC: options.namesForDocC)
          let key = ContentHash(
            ofText: [
              ListPressVersion.current, product, pageKey, assets, "\(options.width)", "\(scale)", appearance.rawValue,
            ].joined(separator: "\u{1}")
          ).description
          record.keys[name.path] = key
          let file = folder.appendingPathComponent(name.path)
          if last.keys[name.path] == key, FileManager.default.fileExists(atPath: file.path) {
            run.unchanged.append(name.path)
            continue
          }
          taking?(name.path)
          let png = try camera.photograph(pageFile, width: options.width, scale: scale, appearance: appearance)
          try write(png, to: name.path, in: folder)
          run.taken.append(name.path)
        }
      }
    }
    for path in last.keys.keys.sorted() where record.keys[path] == nil {
      // Only a plain file the last run wrote is removed, and none reached
      // through a link.
      let file = folder.appendingPathComponent(path)
      if !crossesLink(path, in: folder), (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
        try? FileManager.default.removeItem(at: file)
        run.removed.append(path)
      }
    }
    try record.write(in: folder)
    run.taken.sort()
    run.unchanged.sort()
    return run
  }

  /// The arguments every launch of Chromium gets: headless, without a
  /// sandbox (which cannot start as root, as in a container), and drawing
  /// the same pixels every time (no GPU, sRGB, no LCD text, no hinting).
  static let launchArguments = [
    "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run", "--mute-audio",
    "--disable-extensions", "--disable-background-networking", "--disable-sync", "--disable-default-apps",
    "--force-color-profile=srgb", "--disable-lcd-text", "--font-render-hinting=none",
    "--allow-file-access-from-files",
  ]

  /// One key for every file of the site but its pages and its manifest (the
  /// stylesheet, the script, symbols and images): a change to any retakes
  /// every image.
  private static func assetsKey(of site: URL) -> String {
    var parts: [String] = []
    // The build's manifest, a dot-file, changes with every build: left out.
    let files = FileManager.default.enumerator(
      at: site, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension != "html", let data = try? Data(contentsOf: file) else { continue }
      parts.append(file.path.dropFirst(site.path.count) + ":" + ContentHash(of: [UInt8](data)).description)
    }
    return ContentHash(ofText: parts.sorted().joined(separator: "\n")).description
  }

  /// Writes `png` to `path` inside `folder` in one step, making its folders
  /// when needed; never through a link, which could lead out of `folder`
  /// (the file itself, if a link, is replaced, not followed).
  private static func write(_ png: Data, to path: String, in folder: URL) throws(SnapshotError) {
    let file = folder.appendingPathComponent(path)
    // Checked before the folders are made (making them would follow a
    // link) and after (one could have appeared meanwhile).
    guard !crossesLink(path, in: folder) else {
      throw .cannotWrite(path: file.path, reason: "a folder on the way is a symbolic link")
    }
    do {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    } catch {
      throw .cannotWrite(path: file.path, reason: error.localizedDescription)
    }
    guard !crossesLink(path, in: folder) else {
      throw .cannotWrite(path: file.path, reason: "a folder on the way is a symbolic link")
    }
    do {
      try png.write(to: file, options: .atomic)
    } catch {
      throw .cannotWrite(path: file.path, reason: error.localizedDescription)
    }
  }

  /// Whether a folder between `folder` and the file at `path` is a link.
  private static func crossesLink(_ path: String, in folder: URL) -> Bool {
    var current = folder
    for component in path.split(separator: "/").dropLast() {
      current.appendPathComponent(String(component))
      let attributes = try? FileManager.default.attributesOfItem(atPath: current.path)
      if attributes?[.type] as? FileAttributeType == .typeSymbolicLink { return true }
    }
    return false
  }
}
