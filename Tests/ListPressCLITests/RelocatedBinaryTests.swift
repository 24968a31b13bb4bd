import Foundation
import Testing

/// The templates are compiled into the binary: a `listpress` copied away
/// from the build folder, run from an unrelated folder, still builds pages
/// with them.
@Suite struct RelocatedBinaryTests {
  @Test func aCopiedBinaryBuildsPagesWithTheBuiltInTemplates() throws {
    let installed = try TemporaryFolder()
    let binary = installed.path + "/listpress"
    try FileManager.default.copyItem(atPath: ListPressBinary.url.path, toPath: binary)
    let work = try TemporaryFolder()
    try work.write("---\ntitle: Groceries\nappearance: insetGrouped\nitems:\n  - text: Apples\n---\nThings to buy.\n", to: "groceries.md")

    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = ["build", "groceries.md", "-o", "site"]
    process.currentDirectoryURL = URL(fileURLWithPath: work.path)
    process.standardOutput = FileHandle.nullDevice
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(errorText)")

    let page = try String(contentsOfFile: work.path + "/site/groceries.html", encoding: .utf8)
    #expect(page.hasPrefix("<!doctype html>\n<html lang=\"en\" class=\"lp-page appearance-insetGrouped"))
    #expect(page.contains("<meta name=\"generator\" content=\"ListPress\">"))
    #expect(page.contains(
      "<header class=\"lp-navigation-bar\"><div class=\"lp-bar\"><div class=\"lp-bar-leading\"><a class=\"lp-back-button\" href=\"index.html\">Index</a></div>"
        + "<span class=\"lp-bar-title\" aria-hidden=\"true\">Groceries</span><div class=\"lp-bar-buttons\"></div></div>"
        + "<h1 class=\"lp-title\">Groceries</h1></header>"))
    #expect(page.contains("<div class=\"lp-body\"><p>Things to buy.</p>"))
    let stylesheetLink = try #require(page.firstMatch(of: /<link rel="stylesheet" href="([^"]+)">/)?.1)
    let stylesheet = try String(contentsOfFile: work.path + "/site/" + stylesheetLink, encoding: .utf8)
    #expect(stylesheet.contains("--systemBlue"))
    let index = try String(contentsOfFile: work.path + "/site/index.html", encoding: .utf8)
    #expect(index.contains("lp-accessory-disclosureIndicator"))
  }
}
