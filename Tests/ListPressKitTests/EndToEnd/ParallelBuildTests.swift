import Foundation
import ListPressKit
import Testing

/// Building on several threads gives the same site as building on one.
@Suite struct ParallelBuildTests {
  private static let examples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples").path

  @Test func everyFileIsTheSameByteForByteWithOneJobOrFour() throws {
    let folder = try TemporaryFolder()
    for number in 0..<40 {
      let items = (0..<30).map { "  - text: Item \($0) of list \(number)\n    description: Some *Markdown* \($0)" }
      try folder.write(
        "---\ntitle: List \(number)\nitems:\n\(items.joined(separator: "\n"))\n---\nList number \(number).\n",
        to: "in/generated/list-\(number).md")
    }
    try folder.write("---\nitems: [{ text: A, style: celll }]\n---\n", to: "in/generated/broken.md")
    let inputs = [Self.examples, folder.path + "/in"]
    let serial = ListPress.build(inputs: inputs, options: BuildOptions(outputDirectory: folder.path + "/serial", jobs: 1))
    let parallel = ListPress.build(inputs: inputs, options: BuildOptions(outputDirectory: folder.path + "/parallel", jobs: 4))

    #expect(parallel.diagnostics == serial.diagnostics)
    #expect(parallel.writtenFiles == serial.writtenFiles)
    let files = try folder.listing("serial").filter { !$0.hasSuffix(".listpress-manifest") }
    #expect(try folder.listing("parallel").filter { !$0.hasSuffix(".listpress-manifest") } == files)
    for file in files {
      let one = FileManager.default.contents(atPath: folder.path + "/serial/" + file)
      let four = FileManager.default.contents(atPath: folder.path + "/parallel/" + file)
      #expect(one == four, "\(file)")
    }
  }
}
