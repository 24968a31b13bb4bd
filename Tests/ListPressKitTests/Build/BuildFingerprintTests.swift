import Testing

@testable import ListPressKit

@Suite struct BuildFingerprintTests {
  private let templates = TemplateSet.builtIn.fingerprint

  @Test(arguments: [
    BuildOptions(allowsUnsafeHTML: true),
    BuildOptions(includesDrafts: true),
    BuildOptions(warningsAsErrors: true),
    BuildOptions(baseURL: "https://example.org/lists"),
    BuildOptions(standalone: true),
    BuildOptions(writesGallery: true),
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
    let other = "0123456789abcdef"
    #expect(BuildFingerprint(options: BuildOptions(), templates: other) != BuildFingerprint(options: BuildOptions(), templates: templates))
  }
}
