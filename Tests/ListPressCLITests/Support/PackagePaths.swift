import Foundation

/// Folders of the package the tests run in.
enum PackagePaths {
  /// The package's root folder (the one holding Package.swift).
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // ListPressCLITests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// The example definitions.
  static let examples = root.appendingPathComponent("Examples").path

  /// How many definitions `Examples/` holds, searched as `listpress` searches it.
  static let exampleCount: Int = {
    let files = FileManager.default.enumerator(atPath: examples)?.compactMap { $0 as? String } ?? []
    return files.filter { $0.hasSuffix(".md") }.count
  }()

  /// The build products folder: the test bundle's own folder, where SwiftPM
  /// also puts the `listpress` executable the tests depend on.
  static var products: URL {
    if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
      return bundle.bundleURL.deletingLastPathComponent()
    }
    return Bundle.main.bundleURL
  }
}
