import Foundation
import Testing

@testable import ListPressKit
@testable import ListPressSupport
@testable import ListPressDiagnostics
@testable import ListPressLoad
@testable import ListPressDecode
@testable import ListPressRender
@testable import ListPressWrite
@testable import ListPressGallery
@testable import ListPressBuild

@Suite struct BuildFingerprintTests {
  private let templates = TemplateSet.builtIn.fingerprint

  @Test(arguments: [
    BuildOptions(allowsUnsafeHTML: true),
    BuildOptions(includesDrafts: true),
    BuildOptions(warningsAsErrors: true),
    BuildOptions(baseURL: "https://example.org/lists"),
    BuildOptions(standalone: true),
    BuildOptions(writesGallery: true),
    BuildOptions(writesFragments: true),
    BuildOptions(designRequiresCompatibility: true),
    BuildOptions(colorScheme: .light),
    BuildOptions(colorScheme: .dark),
    BuildOptions(colorScheme: .auto),
  ])
  func optionsThatChangeOutputChangeIt(options: BuildOptions) {
    #expect(BuildFingerprint(options: options, templates: templates) != BuildFingerprint(options: BuildOptions(), templates: templates))
  }

  /// Forcing `auto` is not leaving each page its own scheme (a page that
  /// says `light` is drawn `auto`), and no forced scheme is another.
  @Test func everyColorSchemeHasItsOwnFingerprint() {
    let fingerprints = Set(
      [nil, ColorScheme.light, .dark, .auto].map { BuildFingerprint(options: BuildOptions(colorScheme: $0), templates: templates) })
    #expect(fingerprints.count == 4)
  }

  @Test func theOutputFolderAndTheJobsDoNot() {
    #expect(
      BuildFingerprint(options: BuildOptions(outputDirectory: "a", jobs: 1), templates: templates)
        == BuildFingerprint(options: BuildOptions(outputDirectory: "b", jobs: 8), templates: templates))
  }

  @Test func templatesChangeIt() {
    let other = "0123456789abcdef"
    #expect(BuildFingerprint(options: BuildOptions(), templates: other) != BuildFingerprint(options: BuildOptions(), templates: templates))
  }
}

@Suite struct ProgramIdentityTests {
  /// The program is known by its file: a copy of it, elsewhere or
  /// rewritten, is another program; the file itself is always the same.
  @Test func theProgramIsKnownByItsFile() throws {
    let program = try #require(BuildFingerprint.program)
    var status = stat()
    #expect(stat("/proc/self/exe", &status) == 0)
    #expect(program.hasPrefix("device \(status.st_dev) inode \(status.st_ino) size \(status.st_size) modified "))
    #expect(BuildFingerprint.program == program)
  }
}
