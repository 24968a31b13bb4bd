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
  /// `site`), and one image at each scale of each of `reviews` (paths of
  /// their review pages, by page), into `folder`, except those whose record
  /// says they are up to date; removes the images of the last run that no
  /// page gives any more.
  public static func take(
    pages: [String], reviews: [String: String] = [:], site: URL, into folder: URL, options: SnapshotOptions,
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
    // Each image: its name, the page it shows, the window's width, and the
    // pages whose bytes it depends on (a review page's frames are its
    // list's variants, which change with the list's page, not the review's).
    var shots: [(name: SnapshotName, file: String, width: Int, keyFiles: [String])] = []
    for page in pages.sorted() {
      let stem = String(page.dropLast(".html".count))
      for scale in options.scales {
        for appearance in options.appearances {
          shots.append(
            (SnapshotName(page: stem, appearance: appearance, scale: scale, forDocC: options.namesForDocC), page, options.width,
             [page]))
        }
        if let review = reviews[page] {
          shots.append(
            (SnapshotName(page: stem, appearance: nil, scale: scale, forDocC: options.namesForDocC), review,
             SnapshotOptions.reviewWidth, [review, page]))
        }
      }
    }
    var pageKeys: [String: String] = [:]
    for shot in shots {
      let pageFile = site.appendingPathComponent(shot.file)
      let pageKey = shot.keyFiles.map { file in
        if let known = pageKeys[file] { return known }
        let key =
          (try? Data(contentsOf: site.appendingPathComponent(file))).map { ContentHash(of: [UInt8]($0)).description }
          ?? "none"
        pageKeys[file] = key
        return key
      }.joined(separator: "+")
      let appearance = shot.name.appearance ?? .light
      let key = ContentHash(
        ofText: [
          ListPressVersion.current, product, pageKey, assets, "\(shot.width)", "\(shot.name.scale)", appearance.rawValue,
        ].joined(separator: "\u{1}")
      ).description
      let path = shot.name.path
      record.keys[path] = key
      if last.keys[path] == key, FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path) {
        run.unchanged.append(path)
        continue
      }
      taking?(path)
      let png = try camera.photograph(pageFile, width: shot.width, scale: shot.name.scale, appearance: appearance)
      try SnapshotFiles.write(png, to: path, in: folder)
      run.taken.append(path)
    }
    for path in last.keys.keys.sorted() where record.keys[path] == nil {
      // Only a plain file the last run wrote is removed, and none reached
      // through a link.
      let file = folder.appendingPathComponent(path)
      if !SnapshotFiles.crossesLink(path, in: folder), (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
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
}
