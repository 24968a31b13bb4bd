import Foundation
import Testing

@testable import ListPressCLI

/// `Scripts/install`, run into a temporary prefix with the binary the tests
/// were built with (a release build would take minutes; the script is the
/// same for both).
@Suite struct InstallScriptTests {
  private static let script = PackagePaths.root.appendingPathComponent("Scripts/install").path

  @Test(arguments: [["--prefix"], ["--prefix="]])
  func installsTheBinaryIntoBinUnderThePrefixAndRunsIt(prefixOption: [String]) throws {
    let folder = try TemporaryFolder()
    let prefix = folder.path + "/deep/prefix"
    let arguments =
      prefixOption == ["--prefix"] ? ["--prefix", prefix] : ["--prefix=" + prefix]
    let result = try Self.run(arguments + [ListPressBinary.url.path])
    #expect(result.status == 0, "\(result.errors)")
    let installed = prefix + "/bin/listpress"
    #expect(result.output == "installed \(ListPressBinary.url.path) as \(installed)\n" + VersionText.text)
    let attributes = try FileManager.default.attributesOfItem(atPath: installed)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o755)
    #expect(FileManager.default.contentsEqual(atPath: installed, andPath: ListPressBinary.url.path))
  }

  /// The tests' binary is a debug build, which links the Swift runtime
  /// dynamically: exactly what the warning is for.
  @Test func warnsThatABinaryWithoutTheStaticStandardLibraryNeedsTheToolchain() throws {
    let folder = try TemporaryFolder()
    let result = try Self.run(["--prefix", folder.path, ListPressBinary.url.path])
    #expect(result.status == 0)
    #expect(
      result.errors == "install: warning: \(ListPressBinary.url.path) links the Swift runtime dynamically and runs "
        + "only where that toolchain's libraries are; build it with 'swift build -c release --static-swift-stdlib' "
        + "to install it anywhere\n")
  }

  @Test(arguments: [
    (["--prefix", "PREFIX", "PREFIX/nosuch"], Int32(1), "install: PREFIX/nosuch is not an executable file\n"),
    (["--prefix", "PREFIX", "--frobnicate"], 2, "install: unknown option '--frobnicate'\n"),
    (["--prefix"], 2, "install: missing folder after --prefix\n"),
    (["--prefix", "PREFIX", "--build", "BINARY"], 2, "install: give --build or a binary, not both\n"),
    (["--prefix", "PREFIX", "BINARY", "BINARY"], 2, "install: more than one binary given ('BINARY', 'BINARY')\n"),
  ])
  func refusesWhatItCannotInstall(arguments: [String], status: Int32, firstLine: String) throws {
    let folder = try TemporaryFolder()
    let substitute = { (text: String) in
      text.replacingOccurrences(of: "PREFIX", with: folder.path)
        .replacingOccurrences(of: "BINARY", with: ListPressBinary.url.path)
    }
    let result = try Self.run(arguments.map(substitute))
    #expect(result.status == status)
    #expect(result.output.isEmpty)
    #expect(result.errors.hasPrefix(substitute(firstLine)), "\(result.errors)")
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/bin"))
  }

  private static func run(_ arguments: [String]) throws -> ListPressBinary.Result {
    try ListPressBinary.run(executable: URL(fileURLWithPath: script), arguments)
  }
}
