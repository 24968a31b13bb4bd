import Foundation
import ListPressKit
import Testing

@testable import ListPressCLI

/// `listpress --version` and `listpress version`: ListPress's version, then
/// the versions of the C libraries the process runs with, one per line.
@Suite struct VersionTests {
  @Test(arguments: [["--version"], ["version"], ["render", "--version"], ["version", "--version"]])
  func theBinaryPrintsFiveLinesAndExits0(arguments: [String]) throws {
    let result = try ListPressBinary.run(arguments)
    #expect(result.status == 0)
    #expect(result.errors.isEmpty)
    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.count == 6 && lines.last == "", "\(result.output)")
    #expect(lines.first == "listpress \(ListPress.version)")
    let names = lines.dropLast().map { $0.split(separator: " ").first.map(String.init) ?? "" }
    #expect(names == ["listpress", "libcmark", "libyaml", "libxxhash", "libmicrohttpd"])
    for line in lines.dropLast() {
      #expect(line.wholeMatch(of: /[a-z]+ [0-9]+\.[0-9]+\.[0-9]+/) != nil, "\(line)")
    }
  }

  /// The versions printed are those of the libraries installed here, as
  /// pkg-config knows them from the packages that installed them (libcmark,
  /// libyaml, libxxhash and libmicrohttpd each ship their shared library and their `.pc`
  /// file from one source version).
  @Test(arguments: [("libcmark", "libcmark"), ("libyaml", "yaml-0.1"), ("libxxhash", "libxxhash"), ("libmicrohttpd", "libmicrohttpd")])
  func eachLibraryVersionIsTheInstalledOne(name: String, pkgConfigName: String) throws {
    let printed = try ListPressBinary.run(["--version"]).output.split(separator: "\n")
      .first { $0.hasPrefix(name + " ") }.map { String($0.dropFirst(name.count + 1)) }
    let installed = try Self.pkgConfigVersion(of: pkgConfigName)
    #expect(printed == installed)
  }

  @Test(arguments: [(UInt32(801), "0.8.1"), (10203, "1.2.3"), (0, "0.0.0"), (21000, "2.10.0")])
  func readsLibxxhashsVersionNumber(number: UInt32, version: String) {
    #expect(VersionText.xxhashVersion(number) == version)
  }

  @Test func versionTakesNoArgument() {
    let result = CommandLineRun(["version", "extra"])
    #expect(result.status == .usage)
    #expect(result.errors.hasPrefix("error: unexpected argument 'extra'; version takes none\nusage: listpress version\n"))
  }

  private static func pkgConfigVersion(of module: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["pkg-config", "--modversion", module]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "pkg-config --modversion \(module) failed")
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
