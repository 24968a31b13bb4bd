import Testing

@testable import ListPressKit

@Suite struct BuildFingerprintTests {
  private let templates = BuildFingerprint.builtInTemplates

  @Test(arguments: [
    BuildOptions(allowsUnsafeHTML: true),
    BuildOptions(includesDrafts: true),
    BuildOptions(warningsAsErrors: true),
  ])
  func optionsThatChangeOutputChangeIt(options: BuildOptions) {
    #expect(BuildFingerprint(options: options, templates: templates) != BuildFingerprint(options: BuildOptions(), templates: templates))
  }

  @Test func theOutputFolderAndTheJobsDoNot() {
    #expect(
      BuildFingerprint(options: BuildOptions(outputDirectory: "a", jobs: 1), templates: templates)
        == BuildFingerprint(options: BuildOptions(outputDirectory: "b", jobs: 8), templates: templates))
  }

  @Test func templatesChangeIt() {
    let other = ContentHash(of: Array("another stylesheet".utf8))
    #expect(BuildFingerprint(options: BuildOptions(), templates: other) != BuildFingerprint(options: BuildOptions(), templates: templates))
  }
}
