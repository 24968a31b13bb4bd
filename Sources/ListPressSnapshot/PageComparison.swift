import Foundation

/// Two pages of one list, an old and a new version, photographed the same
/// way and compared, in each colour scheme asked.
public struct PageComparison: Hashable, Sendable {
  /// One colour scheme's images and their difference.
  public struct Look: Hashable, Sendable {
    public var appearance: SnapshotAppearance
    /// The old page's image and the new one's, as PNG.
    public var old: Data
    public var new: Data
    public var difference: ImageDifference
  }

  /// The device scale the images were taken at.
  public var scale: Int
  /// The images and differences, in the order of the options' colour schemes.
  public var looks: [Look]

  /// Photographs the pages `old` and `new` (HTML files) at the first of
  /// `options.scales`, `options.width` CSS px wide, in each of
  /// `options.appearances`, and compares each pair.
  public static func compare(old: URL, new: URL, options: SnapshotOptions) throws(SnapshotError) -> PageComparison {
    let chromium = try ChromiumExecutable.locate(named: options.chromium)
    let browser = try DevToolsPipe(chromium, arguments: Snapshots.launchArguments, limit: Snapshots.timeLimit)
    defer { browser.close() }
    let camera = PageCamera(browser: browser)
    let scale = options.scales.first ?? 2
    var looks: [Look] = []
    for appearance in options.appearances {
      let before = try camera.photograph(old, width: options.width, scale: scale, appearance: appearance)
      let after = try camera.photograph(new, width: options.width, scale: scale, appearance: appearance)
      let difference = try ImageDifference.between(before, after, in: browser)
      looks.append(Look(appearance: appearance, old: before, new: after, difference: difference))
    }
    return PageComparison(scale: scale, looks: looks)
  }
}
