import Foundation

/// Debian's headless Chromium, for tests that need a real browser's
/// cascade. Tests that use it are skipped where it is not installed.
enum HeadlessChromium {
  /// The executable, when one is installed.
  static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

  /// The DOM of the page at `file` after its scripts ran, as
  /// `--dump-dom` prints it.
  static func dumpDOM(of file: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path!)
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=2000", "--dump-dom",
      URL(fileURLWithPath: file).absoluteString,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
