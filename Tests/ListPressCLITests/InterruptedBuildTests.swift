import Foundation
import Testing

/// Builds of the real executable that are killed, or that find another
/// build at work in their output folder: nothing is left behind, nothing
/// is lost. No step waits for a time: a build is killed once it has
/// written some pages (or not at all, if it finished first), and whatever
/// it left, the next build must clean up.
@Suite struct InterruptedBuildTests {
  private static let folders = ["one", "two", "three"]

  private static func definition(_ title: String, round: Int) -> String {
    let text = "Round \(round) of \(title). " + String(repeating: "Some text to write. ", count: 600)
    return "---\ntitle: \(title)\nitems:\n  - text: \"\(text)\"\n---\n"
  }

  /// The names below `path`, recursively, sorted.
  private func listing(_ path: String) throws -> [String] {
    try FileManager.default.subpathsOfDirectory(atPath: path).sorted()
  }

  /// How many pages are in the output so far.
  private func pageCount(_ output: String) -> Int {
    (FileManager.default.enumerator(atPath: output)?.allObjects as? [String])?.count { $0.hasSuffix(".html") } ?? 0
  }

  @Test func aBuildKilledMidwayLeavesNothingTheNextBuildDoesNotRemove() throws {
    let folder = try TemporaryFolder()
    let input = folder.path + "/in"
    let output = folder.path + "/out"
    var killedMidway = 0
    for round in 1...4 {
      // New contents every round, so that every build has pages to write.
      for name in Self.folders {
        for number in 1...120 {
          try folder.write(Self.definition("\(name) \(number)", round: round), to: "in/\(name)/page\(number).md")
        }
      }
      let process = Process()
      process.executableURL = ListPressBinary.url
      process.arguments = ["build", input, "-o", output, "-j", "2"]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      let before = pageCount(output)
      while process.isRunning, pageCount(output) < before + 30 {
        usleep(1_000)
      }
      if process.isRunning {
        killedMidway += 1
      }
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
    // Most definitions go; the next build removes their pages, and every
    // file the killed builds left, and leaves what a clean build would.
    for name in Self.folders {
      for number in 4...120 {
        try FileManager.default.removeItem(atPath: "\(input)/\(name)/page\(number).md")
      }
    }
    let result = try ListPressBinary.run(["build", input, "-o", output])
    #expect(result.status == 0, "\(result.errors)")
    let reference = try ListPressBinary.run(["build", input, "-o", folder.path + "/reference"])
    #expect(reference.status == 0)
    #expect(try listing(output) == listing(folder.path + "/reference"), "\(killedMidway) of 4 builds were killed midway")
    #expect(try !listing(output).contains { $0.contains(".tmp-") || $0.hasSuffix(".listpress-journal") })
  }

  /// A build that finds the output folder locked says that it waits, and
  /// for which process, with control characters in the folder's name
  /// escaped; it finishes once the lock is let go.
  @Test(arguments: [("out", "out"), ("out\u{1B}[31m", "out\\u{1B}[31m")])
  func aBuildWaitsForTheLockAndSaysSo(name: String, printed: String) throws {
    let folder = try TemporaryFolder()
    let input = try folder.write(Self.definition("List", round: 1), to: "in/list.md")
    let output = folder.path + "/" + name
    try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    let lockPath = output + "/.listpress-lock"
    let lock = open(lockPath, O_RDWR | O_CREAT, 0o644)
    #expect(lock >= 0)
    #expect(flock(lock, LOCK_EX) == 0)
    let owner = Array("\(getpid())\n".utf8)
    #expect(write(lock, owner, owner.count) == owner.count)

    let process = Process()
    process.executableURL = ListPressBinary.url
    process.arguments = ["build", input, "-o", output]
    let errors = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    var said = ""
    while !said.contains("\n") {
      let data = errors.fileHandleForReading.availableData
      if data.isEmpty { break }
      said += String(decoding: data, as: UTF8.self)
    }
    #expect(
      said == "listpress: waiting for another build (process \(getpid())) to finish writing '\(folder.path)/\(printed)'...\n")
    // It cannot have finished: the lock is still held.
    #expect(process.isRunning)
    #expect(try listing(output) == [".listpress-lock"])

    // Let go as a build does: removed while held, then closed.
    unlink(lockPath)
    close(lock)
    let rest = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(String(decoding: rest, as: UTF8.self))")
    #expect(try listing(output).contains("list.html"))
    #expect(try !listing(output).contains(".listpress-lock"))
  }
}
