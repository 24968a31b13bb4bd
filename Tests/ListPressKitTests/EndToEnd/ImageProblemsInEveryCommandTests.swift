import Foundation
import ListPressKit
import Testing

/// `check`, `build` and `render` (page, standalone page, fragment) find the
/// same problems in a definition's images: what `build` refuses to publish,
/// `check` reports and `render` does not render. Nothing is copied, and
/// nothing outside the output folder changes.
@Suite struct ImageProblemsInEveryCommandTests {
  private static let hiddenRule = "ListPress publishes no hidden file or folder (a name starting with '.'), such as '.env' or '.git'"

  /// A folder with an input folder `in` holding every kind of bad image,
  /// and a file beside it.
  private func folder() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write(bytes: ImageFixtures.secretSVG, to: "outside.svg")
    try folder.write("SECRET=1\n", to: "in/.env")
    try folder.write("[core]\n", to: "in/.git/config")
    try folder.write(bytes: ImageFixtures.png, to: "in/images/a.png")
    try folder.write(bytes: ImageFixtures.png, to: "in/images/.secret/a.png")
    try folder.write("SECRET=1\n", to: "in/fake.png")
    try folder.write("<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>", to: "in/evil.svg")
    try folder.link("in/linked.svg", to: folder.path + "/outside.svg")
    try folder.link("in/env.png", to: folder.path + "/in/.env")
    return folder
  }

  @Test(arguments: [
    ("images/missing.png", "image file 'images/missing.png' does not exist (looked for 'IN/images/missing.png')"),
    ("trash.fill", "image file 'trash.fill' does not exist (looked for 'IN/trash.fill'); did you mean 'symbol:trash.fill'?"),
    ("../outside.svg", "image path '../outside.svg' leads outside the input folder 'IN'"),
    ("linked.svg", "image path 'linked.svg' leads outside the input folder 'IN' through a symbolic link (to 'ROOT/outside.svg')"),
    ("images", "image path 'images' is a folder, not a file"),
    ("fake.png",
     "image file 'fake.png' is not an image: ListPress copies only PNG, JPEG, GIF, WebP, AVIF, SVG and ICO files whose contents match their extension"),
    (".env", "image path '.env' names the hidden file or folder '.env'; \(hiddenRule)"),
    (".git/config", "image path '.git/config' names the hidden file or folder '.git'; \(hiddenRule)"),
    ("images/.secret/a.png", "image path 'images/.secret/a.png' names the hidden file or folder '.secret'; \(hiddenRule)"),
    ("env.png", "image path 'env.png' leads through a symbolic link to the hidden file or folder '.env' (to 'IN/.env'); \(hiddenRule)"),
    ("evil.svg",
     "SVG file 'evil.svg' is refused: it has the event-handler attribute 'onload' (line 1 of the file); ListPress copies only SVG "
       + "files without script, event-handler ('on…') attributes, 'javascript:' URLs, foreign objects or HTML elements, since a "
       + "browser runs them when the file is opened on its own"),
  ])
  func everyCommandReportsWhatBuildRefuses(image: String, message: String) throws {
    let folder = try folder()
    try folder.write("---\nitems:\n  - text: A\n    image: images/a.png\n  - text: B\n    image: \(image)\n---\n", to: "in/list.md")
    let definition = folder.path + "/in/list.md"
    let expected = [
      "\(definition):6:12: error: "
        + message.replacing("IN", with: folder.path + "/in").replacing("ROOT", with: folder.path)
    ]
    let before = try folder.listing()

    let check = ListPress.check(inputs: [folder.path + "/in"])
    #expect(check.diagnostics.map(\.description) == expected)
    #expect(check.failed)

    for format in [PageFormat.page, .standalone, .fragment] {
      let render = ListPress.render(file: definition, format: format)
      #expect(render.html == nil, "\(format)")
      #expect(render.diagnostics.map(\.description) == expected, "\(format)")
    }

    let build = ListPress.build(inputs: [folder.path + "/in"], options: BuildOptions(outputDirectory: folder.path + "/out"))
    #expect(build.diagnostics.map(\.description) == expected)
    #expect(build.failed)
    #expect(try folder.listing("out") == [manifestFile] + siteFiles("index.html"))
    #expect(try folder.listing().filter { $0 != "out" && !$0.hasPrefix("out/") } == before)
  }
}
