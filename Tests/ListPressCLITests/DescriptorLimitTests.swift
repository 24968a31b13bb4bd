import Foundation
import Testing

/// A build keeps the folders of its output open while it writes into
/// them, but never so many that a process allowed few descriptors runs
/// out: a site of more folders than it may open files is built whole.
@Suite struct DescriptorLimitTests {
  @Test func aSiteOfMoreFoldersThanTheProcessMayOpenFilesIsBuiltWhole() throws {
    let folder = try TemporaryFolder()
    let folders = 300
    for number in 0..<folders {
      let definition = "---\ntitle: List \(number)\nitems:\n  - text: Item \(number)\n---\n"
      try folder.write(definition, to: "in/folder-\(number)/deeper/list.md")
    }
    let output = folder.path + "/out"
    let result = try ListPressBinary.run(["build", folder.path + "/in", "-o", output, "--jobs", "2"], after: "ulimit -n 64")
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.errors.isEmpty)
    for number in 0..<folders {
      #expect(FileManager.default.fileExists(atPath: "\(output)/folder-\(number)/deeper/list.html"), "folder-\(number)")
    }
  }
}
