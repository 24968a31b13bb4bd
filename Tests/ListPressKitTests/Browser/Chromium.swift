import Foundation
import ListPressKit

/// Headless Chromium: a launch that dumps a page's DOM, or one kept running
/// and driven through the DevTools protocol (`DevTools`).
///
/// Pages are laid out at a real device scale factor of 2 (`--force-device-scale-factor`,
/// or emulated device metrics), so a 0.5 px hairline is painted one device pixel thick
/// as on a 2x iPhone, and without scrollbars, which would otherwise take 15 px off the
/// width of every page.
struct Chromium: Sendable {
  /// The executable.
  let path: String

  /// The Chromium to use, found as `listpress snapshot` finds it
  /// (`ChromiumExecutable`): `LISTPRESS_CHROMIUM` when set, else the first
  /// of the usual names on the `PATH`.
  static let located: Chromium? = (try? ChromiumExecutable.locate()).map { Chromium(path: $0.path) }

  /// Whether a missing Chromium is a failure rather than a reason to skip
  /// (`LISTPRESS_REQUIRE_BROWSER=1`, as `.ci/run` sets it).
  static let isRequired = ProcessInfo.processInfo.environment["LISTPRESS_REQUIRE_BROWSER"] == "1"

  /// Whether the browser tests run: when Chromium is there, or when it must be.
  static var testsRun: Bool { located != nil || isRequired }

  /// Chromium, or an error that says how to get it.
  static func required() throws -> Chromium {
    guard let located else { throw Failure.missing }
    return located
  }

  /// The page's DOM after its scripts ran and every frame loaded, in light or
  /// dark mode, with standard or increased contrast. The page is dumped once
  /// it has loaded and 5 s of virtual time have passed: virtual time stands
  /// still while anything is still being fetched, and does not run out
  /// sooner on a busy machine.
  func dumpDOM(of file: URL, mode: Mode, contrast: Contrast) async throws -> String {
    let output = try await run(
      arguments(mode: mode, contrast: contrast) + ["--virtual-time-budget=5000", "--dump-dom", file.absoluteString],
      loading: file)
    return String(decoding: output, as: UTF8.self)
  }

  /// A browser kept running to be driven through the DevTools protocol
  /// (the one `SharedBrowser` hands out).
  func devTools() throws -> DevTools {
    try DevTools(self, arguments: Self.headless + ["--blink-settings=" + Self.desktopPointer])
  }

  /// The arguments of every launch.
  private static let headless = [
    "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run", "--allow-file-access-from-files",
  ]

  /// The Blink settings of a desktop's mouse: a pointer that hovers
  /// (`hover: hover`, hover type 2) and is fine (`pointer: fine`, pointer
  /// type 4). Headless Chromium has no pointing device and reports
  /// `hover: none`, as a phone does; the pages' hover rules are for a mouse.
  private static let desktopPointer = "primaryHoverType=2,availableHoverTypes=2,primaryPointerType=4,availablePointerTypes=4"

  private func arguments(mode: Mode, contrast: Contrast) -> [String] {
    Self.headless + [
      "--force-device-scale-factor=2",
      // preferredColorScheme 0 makes `prefers-color-scheme: dark` match, 1 light;
      // preferredContrast 0 makes `prefers-contrast: more` match, 2 is no preference.
      "--blink-settings=\(Self.desktopPointer),preferredColorScheme=\(mode == .dark ? 0 : 1),preferredContrast=\(contrast == .increased ? 0 : 2)",
    ]
  }

  /// Runs Chromium with `arguments`, which load `file`; its standard output,
  /// once it exits successfully and printed something. A launch that takes
  /// longer than `HelperTimeLimit` is stopped, and that is a failure which
  /// says so: a Chromium stopped by `SIGTERM` exits with status 0 and prints
  /// nothing, so its exit status cannot tell.
  private func run(_ arguments: [String], loading file: URL) async throws -> Data {
    let limit = try HelperTimeLimit.duration()
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("listpress-chromium-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let stdout = scratch.appendingPathComponent("stdout"), stderr = scratch.appendingPathComponent("stderr")
    try Data().write(to: stdout)
    try Data().write(to: stderr)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    // Its own profile, so that launches running side by side do not share one.
    process.arguments = ["--user-data-dir=\(scratch.appendingPathComponent("profile").path)"] + arguments
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = try FileHandle(forWritingTo: stdout)
    process.standardError = try FileHandle(forWritingTo: stderr)

    let watchdog = HelperTimeLimit.watchdog(stopping: process, after: limit)
    let status: Int32
    do {
      status = try await withCheckedThrowingContinuation { continuation in
        process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
        do {
          try process.run()
        } catch {
          process.terminationHandler = nil
          continuation.resume(throwing: error)
        }
      }
    } catch {
      watchdog.cancel()
      throw error
    }
    watchdog.cancel()
    let log = String(((try? String(contentsOf: stderr, encoding: .utf8)) ?? "").suffix(2000))
    if await watchdog.value {
      throw Failure.stopped(after: limit, loading: file, log: log)
    }
    guard status == 0, process.terminationReason == .exit else {
      let ending = process.terminationReason == .exit ? "exited with status \(status)" : "was killed by signal \(status)"
      throw Failure.failed(arguments: arguments, ending: ending, log: log)
    }
    let output = try Data(contentsOf: stdout)
    guard !output.isEmpty else { throw Failure.silent(loading: file, log: log) }
    return output
  }

  /// Why Chromium gave no result.
  enum Failure: Error, CustomStringConvertible {
    case missing
    case stopped(after: Duration, loading: URL, log: String)
    case failed(arguments: [String], ending: String, log: String)
    case silent(loading: URL, log: String)

    var description: String {
      switch self {
      case .missing:
        "Chromium is required (LISTPRESS_REQUIRE_BROWSER=1) but was not found: install Debian's `chromium` "
          + "or set LISTPRESS_CHROMIUM to its path"
      case .stopped(let limit, let file, let log):
        "Chromium was stopped after \(HelperTimeLimit.describe(limit)) while loading \(file.path)\(HelperTimeLimit.advice)\n\(log)"
      case .failed(let arguments, let ending, let log):
        "chromium \(arguments.joined(separator: " ")) \(ending):\n\(log)"
      case .silent(let file, let log):
        "Chromium exited with status 0 but printed nothing for \(file.path):\n\(log)"
      }
    }
  }
}

/// The colour scheme a page is measured in.
enum Mode: String, CaseIterable, Sendable {
  case light, dark
}

/// The contrast a page is measured with: `increased` is `prefers-contrast: more`.
enum Contrast: String, CaseIterable, Sendable {
  case standard, increased
}
