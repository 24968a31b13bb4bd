import Foundation

/// The built `listpress` executable, run as a real process.
enum ListPressBinary {
  /// What one process printed and the status it exited with.
  struct Result {
    var status: Int32
    var output: String
    var errors: String
  }

  /// The executable beside the test bundle.
  static var url: URL { PackagePaths.products.appendingPathComponent("listpress") }

  /// Runs `listpress` with `arguments`, standard output and standard error
  /// going to pipes.
  static func run(_ arguments: [String]) throws -> Result {
    try run(executable: url, arguments)
  }

  /// Runs `listpress` with `arguments` from `/bin/sh`, after the shell
  /// command `setup` (`umask 077`, say), as ``run(_:)`` does.
  static func run(_ arguments: [String], after setup: String) throws -> Result {
    try run(executable: URL(fileURLWithPath: "/bin/sh"), ["-c", setup + " && exec \"$0\" \"$@\"", url.path] + arguments)
  }

  /// Runs `executable` with `arguments`, and returns its status and what
  /// it printed.
  static func run(executable: URL, _ arguments: [String]) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      output: String(decoding: outputData, as: UTF8.self),
      errors: String(decoding: errorData, as: UTF8.self))
  }
}
