import Foundation
import ListPressDiagnostics
import ListPressRender
import ListPressSnapshot
import Mustache

/// One side of a comparison: a definition file, or a file as a git
/// revision had it.
public enum ComparedVersion: Hashable, Sendable {
  /// The definition in `path`.
  case file(String)
  /// The definition in `path` as it was at `revision` (`git show
  /// REVISION:path`, run in the file's folder).
  case revision(String, of: String)

  /// The file, whose folder relative images are found in.
  public var path: String {
    switch self {
    case .file(let path), .revision(_, of: let path): path
    }
  }

  /// How the comparison page names it: `lists/party.md`, or
  /// `lists/party.md at HEAD~1`.
  public var label: String {
    switch self {
    case .file(let path): path
    case .revision(let revision, of: let path): "\(path) at \(revision)"
    }
  }
}

/// What `ListPress.compare` did.
public struct ComparisonReport: Hashable, Sendable {
  /// The problems of either version (a version with errors is not
  /// compared).
  public var diagnostics: [Diagnostic]
  /// The comparison page written, a path inside the output folder, when
  /// there is one.
  public var page: String?
  /// The images and their differences, when they could be taken.
  public var comparison: PageComparison?
  /// Why nothing could be compared, when it is not a definition's fault:
  /// Chromium missing or failing, a revision git cannot show, a file that
  /// cannot be written.
  public var problem: String?

  /// Whether the comparison failed.
  public var failed: Bool { page == nil }
}

extension ListPress {
  /// Renders `old` and `new`, two versions of a list, as standalone pages,
  /// photographs both with Chromium in each colour scheme of `snapshots`
  /// (at its first scale and its width), and writes into `folder` a page
  /// that shows them side by side with the changed bands marked, and an
  /// overlay with every changed pixel highlighted:
  /// `NAME.compare.html`, its images in `NAME.compare/`, and the gallery's
  /// stylesheet. `NAME` is the new file's name.
  public static func compare(
    old: ComparedVersion, new: ComparedVersion, options: BuildOptions = BuildOptions(),
    snapshots: SnapshotOptions = SnapshotOptions(scales: [2]), into folder: String
  ) -> ComparisonReport {
    var report = ComparisonReport(diagnostics: [], page: nil, comparison: nil, problem: nil)
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("listpress-compare-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let loaded = TemplateSet.load(overridesIn: options.templatesDirectory)
    guard let templates = loaded.templates else {
      report.diagnostics = loaded.diagnostics
      return report
    }
    var pages: [URL] = []
    for (side, version) in [("old", old), ("new", new)] {
      let bytes: [UInt8]
      do {
        bytes = try contents(of: version)
      } catch {
        report.problem = error.description
        return report
      }
      let rendered = render(
        bytes: bytes, path: version.path, format: .standalone, templates: templates,
        allowsUnsafeHTML: options.allowsUnsafeHTML, designRequiresCompatibility: options.designRequiresCompatibility,
        colorScheme: options.colorScheme)
      report.diagnostics += rendered.diagnostics
      guard let html = rendered.html else { continue }
      let page = scratch.appendingPathComponent(side).appendingPathComponent("page.html")
      do {
        try FileManager.default.createDirectory(at: page.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(html.utf8).write(to: page)
      } catch {
        report.problem = "cannot write a page to compare: \(error.localizedDescription)"
        return report
      }
      pages.append(page)
    }
    guard pages.count == 2 else { return report }

    do {
      let comparison = try PageComparison.compare(old: pages[0], new: pages[1], options: snapshots)
      report.comparison = comparison
      let name = baseName(of: new.path)
      let output = URL(fileURLWithPath: folder)
      var files: [(String, Data)] = []
      var looks: [MustacheValue] = []
      for look in comparison.looks {
        let images = [
          ("old", "Before", look.old), ("new", "After", look.new), ("changes", "Changed pixels", look.difference.overlay),
        ]
        for (kind, _, png) in images {
          files.append(("\(name).compare/\(kind)-\(look.appearance.rawValue).png", png))
        }
        looks.append(Self.lookData(look, name: name, scale: comparison.scale, width: snapshots.width, images: images))
      }
      let changed = comparison.looks.contains { !$0.difference.isUnchanged }
      let data: MustacheValue = [
        "title": .string(name),
        "old": .string(old.label),
        "new": .string(new.label),
        "width": .string(String(snapshots.width)),
        "scale": .string(String(comparison.scale)),
        "verdict": .string(changed ? "The list changed." : "No pixel changed."),
        "looks": .list(looks),
        "galleryStylesheet": .string(templates.galleryStylesheetFileName),
        "contentSecurityPolicy": .string(ContentSecurityPolicy.comparison(baseURL: options.baseURL).text),
        "generator": .string("ListPress \(ListPressVersion.current)"),
      ]
      let html = try templates.render(.compare, data)
      files.append((templates.galleryStylesheetFileName, Data(templates.galleryStylesheet.utf8)))
      files.append(("\(name).compare.html", Data(html.utf8)))
      for (path, bytes) in files {
        try SnapshotFiles.write(bytes, to: path, in: output)
      }
      report.page = "\(name).compare.html"
    } catch let error as SnapshotError {
      report.problem = error.description
    } catch let error as TemplateError {
      report.diagnostics.append(error.diagnostic)
    } catch {
      report.problem = "\(error)"
    }
    return report
  }

  /// What the comparison page shows of one colour scheme.
  private static func lookData(
    _ look: PageComparison.Look, name: String, scale: Int, width: Int, images: [(String, String, Data)]
  ) -> MustacheValue {
    let difference = look.difference
    let toPoints = { (pixel: Int) in pixel / scale }
    let bands: [MustacheValue] = difference.bands.map { band in
      let top = Double(band.lowerBound) * 100 / Double(max(difference.height, 1))
      let height = Double(band.count) * 100 / Double(max(difference.height, 1))
      return [
        "top": .string(String(format: "%.3f", top)),
        "height": .string(String(format: "%.3f", height)),
        "label": .string("changed: \(toPoints(band.lowerBound))–\(toPoints(band.upperBound)) px from the top"),
      ]
    }
    let summary: String
    if difference.isUnchanged {
      summary = "No pixel changed."
    } else {
      let places = difference.bands.map { "\(toPoints($0.lowerBound))–\(toPoints($0.upperBound)) px" }
      summary = "\(difference.changedPixels) pixels changed, in \(places.count == 1 ? "one band" : "\(places.count) bands") "
        + "from the top: \(places.joined(separator: ", "))."
    }
    let scheme = look.appearance == .dark ? "Dark" : "Light"
    return [
      "appearance": .string(look.appearance.rawValue),
      "name": .string(scheme),
      "unchanged": .bool(difference.isUnchanged),
      "summary": .string(summary),
      "images": .list(images.map { kind, label, _ in
        [
          "label": .string(label),
          "src": .string(URLSafety.relativeReference(toFile: "\(name).compare/\(kind)-\(look.appearance.rawValue).png")),
          "alt": .string("\(label): \(name), \(scheme.lowercased())"),
          "width": .string(String(width)),
          "height": .string(String(difference.height / max(scale, 1))),
          "bands": .list(kind == "changes" ? [] : bands),
        ]
      }),
    ]
  }

  /// The file's name without its folder and `.md`.
  private static func baseName(of path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name.hasSuffix(".md") ? String(name.dropLast(3)) : name
  }

  /// The bytes of `version`: the file, or what git shows of it.
  private static func contents(of version: ComparedVersion) throws(ComparisonFailure) -> [UInt8] {
    switch version {
    case .file(let path):
      do {
        return try FileContents.read(path)
      } catch {
        throw ComparisonFailure(description: "cannot read '\(path)' (\(error))")
      }
    case .revision(let revision, of: let path):
      return try GitRevision.contents(of: path, at: revision)
    }
  }
}

/// Why a version could not be read.
struct ComparisonFailure: Error {
  var description: String
}
