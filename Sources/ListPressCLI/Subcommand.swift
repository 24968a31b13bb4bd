/// The commands `listpress` understands, with what each accepts.
enum Subcommand: String, CaseIterable, Hashable, Sendable {
  case build
  case serve
  case check
  case render
  case gallery
  case snapshot
  case initialize = "init"
  case schema
  case help
  case version

  /// One line saying what the command does.
  var abstract: String {
    switch self {
    case .build: "Build every valid definition into HTML pages, plus index.html and the stylesheet."
    case .serve:
      "Build the site, serve it on this machine, rebuild after every change and reload the pages open in the browser."
    case .check: "Validate every definition, and any --templates folder, without writing anything."
    case .render: "Render one definition to standard output: a standalone page, a page of a site, or a fragment."
    case .gallery: "Build every valid definition with its design review: the list in every appearance, light and dark."
    case .snapshot: "Take PNG images of every valid definition's page, light and dark, at scales 2 and 3, with Chromium."
    case .initialize: "Start a folder of lists: one of each appearance, and a README on how to build them."
    case .schema: "Write the JSON Schema of the definitions' front matter, for editors, to standard output."
    case .help: "Show help for listpress or for one of its commands."
    case .version:
      "Show the version of listpress and of the C libraries it runs with (cmark, libyaml, libxxhash, libmicrohttpd)."
    }
  }

  /// How the command is called.
  var usage: String {
    switch self {
    case .build:
      "listpress build <input>... [-o <dir>] [-j <n>] [-w] [--templates <dir>] [--base-url <url>] [--standalone] "
        + "[--gallery] [--fragments] [--design-requires-compatibility] [--color-scheme <scheme>] [--unsafe] [--drafts] "
        + "[--warnings-as-errors]"
    case .serve:
      "listpress serve [<input>...] [-o <dir>] [--port <port>] [--bind <address>] [--open] [-j <n>] "
        + "[--templates <dir>] [--design-requires-compatibility] [--color-scheme <scheme>] [--unsafe] [--drafts] "
        + "[--warnings-as-errors]"
    case .check: "listpress check <input>... [-j <n>] [--templates <dir>] [--unsafe] [--warnings-as-errors]"
    case .render:
      "listpress render <file> [--fragment | --standalone] [--base-url <url>] [--id-prefix <prefix>] "
        + "[--templates <dir>] [--design-requires-compatibility] [--color-scheme <scheme>] [--unsafe]"
    case .gallery:
      "listpress gallery <input>... [-o <dir>] [-j <n>] [--templates <dir>] [--base-url <url>] [--standalone] "
        + "[--design-requires-compatibility] [--color-scheme <scheme>] [--unsafe] [--drafts] [--warnings-as-errors]\n"
        + "       listpress gallery --compare <old> <new> [-o <dir>] [--chromium <path>] [--templates <dir>] "
        + "[--design-requires-compatibility] [--unsafe]\n"
        + "       listpress gallery --compare-rev <rev> <file> [-o <dir>] [--chromium <path>] [--templates <dir>] "
        + "[--design-requires-compatibility] [--unsafe]"
    case .snapshot:
      "listpress snapshot <input>... [-o <dir>] [--scale <scales>] [--appearance <schemes>] [--width <px>] [--docc] [--gallery] "
        + "[--chromium <path>] [--templates <dir>] [--design-requires-compatibility] [--color-scheme <scheme>] "
        + "[--unsafe] [--drafts] [--warnings-as-errors]"
    case .initialize: "listpress init [<folder>]"
    case .schema: "listpress schema"
    case .help: "listpress help [<command>]"
    case .version: "listpress version"
    }
  }

  /// The options the command accepts, in the order help lists them.
  var options: [OptionSpec] {
    switch self {
    case .build:
      [
        .output, .jobs, .watch, .templates, .baseURL, .standalone, .gallery, .fragments,
        .designRequiresCompatibility, .colorScheme, .unsafe, .drafts, .warningsAsErrors, .sourceLines, .noSourceLines, .help, .version,
      ]
    case .serve:
      [
        .output, .port, .bind, .open, .jobs, .templates, .designRequiresCompatibility, .colorScheme, .unsafe, .drafts,
        .warningsAsErrors, .sourceLines, .noSourceLines, .help, .version,
      ]
    case .check: [.jobs, .templates, .unsafe, .warningsAsErrors, .sourceLines, .noSourceLines, .help, .version]
    case .render:
      [
        .fragment, .idPrefix, .standalone, .baseURL, .templates, .designRequiresCompatibility, .colorScheme, .unsafe,
        .sourceLines, .noSourceLines, .help, .version,
      ]
    case .gallery:
      [
        .output, .jobs, .templates, .baseURL, .standalone, .designRequiresCompatibility, .colorScheme, .unsafe, .drafts,
        .warningsAsErrors, .compare, .compareRevision, .chromium, .sourceLines, .noSourceLines, .help, .version,
      ]
    case .snapshot:
      [
        .snapshotOutput, .scale, .appearance, .width, .docc, .snapshotGallery, .chromium, .jobs, .templates, .designRequiresCompatibility,
        .colorScheme, .unsafe, .drafts, .warningsAsErrors, .sourceLines, .noSourceLines, .help, .version,
      ]
    case .initialize, .schema, .help, .version: [.help, .version]
    }
  }

  /// The arguments the command takes, each with what it is.
  var arguments: [(name: String, meaning: String)] {
    switch self {
    case .build, .check, .gallery, .snapshot:
      [("<input>", "A definition file (*.md), or a folder searched recursively for *.md files.")]
    case .serve:
      [
        (
          "<input>",
          "A definition file (*.md), or a folder searched recursively for *.md files (default: the current folder)."
        )
      ]
    case .render: [("<file>", "The definition file (*.md) to render; drafts are rendered too.")]
    case .initialize: [("<folder>", "The folder to start, made if it is missing (default: the current folder).")]
    case .help: [("<command>", Subcommand.allCases.map(\.rawValue).joined(separator: ", "))]
    case .schema, .version: []
    }
  }

  /// What help says about the command beyond its options, if anything.
  var discussion: String? {
    switch self {
    case .render:
      """
      The page goes to standard output and problems to standard error; nothing is written
      when the file has errors. A page linking to a stylesheet beside it would be of no use
      there, so by default the page stands alone, as with --standalone. With --base-url, it
      links to the stylesheet and index of the site built there instead. --fragment writes
      the list alone, its scoped styles linked as a data: URL, to paste into the body of a
      page made by another tool; its ids start with the file's name and '-' (--id-prefix
      chooses another), so that fragments of two lists can share a page.
      """
    case .gallery:
      """
      Does what 'build --gallery' does. Every list gets a review page, 'party.review.html',
      that opens with the list as it is, with switches for light and dark, increased
      contrast, right to left, text size, width (320, 390, 430, 820 px) and design, then
      a grid of thumbnails of every variant: both designs, three text sizes, and each
      appearance light and dark, normal, editing and with its rows' states shown. Beside it
      go the variant pages the review frames, named like 'party.insetGrouped-dark-editing.html';
      with --standalone, the review holds them and needs no other file (one file to mail).
      --color-scheme draws the lists' own pages and the index in that scheme; the variant
      pages keep theirs, light and dark, which is what the review is for.
      With --compare OLD NEW, or --compare-rev REV FILE (FILE as git has it at REV, against
      FILE now), it shows what a change does to a list instead: both versions photographed
      with Chromium (390 px wide, scale 2, light and dark), side by side with the bands that
      changed outlined, and an overlay with every changed pixel highlighted, in
      NAME.compare.html with its images in NAME.compare/. It says "No pixel changed." when
      nothing did.
      """
    case .serve:
      """
      Builds the site as 'build --watch' does, then serves the output folder at
      http://127.0.0.1:8000/ (or the next free port; the URL is printed) until Ctrl-C.
      Open pages reload by themselves after every rebuild. A page whose definition has
      errors shows them in its place, as the terminal does, until the definition is fixed.
      Only GET and HEAD of files inside the output folder are answered. The reload script
      and the Content Security Policy's allowance for it are added to the pages as they
      are sent: the files written are those 'build' writes, ready to deploy.
      Ctrl-C stops it with status 0; it fails with status 1 when it cannot listen on
      any of the ports it tries, or cannot watch a folder.
      """
    case .snapshot:
      """
      Builds the definitions into a temporary folder, then photographs each page with
      Chromium (headless), the window as wide as --width and as tall as the whole page,
      once for each scale and colour scheme: characters-light@2x.png, characters-dark@3x.png,
      or with --docc characters@2x.png, characters~dark@2x.png (docs/snapshots.md shows the
      @Image directive). The same page gives the same image on the same machine. An image
      whose page, assets and settings have not changed since the last run into the folder
      is kept; the images of pages that are gone are removed. --gallery also photographs each
      list's design review page whole, every frame drawn (characters-review@2x.png). Chromium is needed by this
      command only: it fails with status 1, saying how to install it, when none is found.
      """
    case .initialize:
      """
      Writes README.md, .gitignore and lists/ with one list of each appearance (plain,
      grouped, insetGrouped, sidebar, sidebarPlain), which build with no warning. An
      existing file is never replaced: when any of these is already there, nothing is
      written and the status is 1.
      """
    case .schema:
      """
      The schema (JSON Schema 2020-12) is made from the words 'check' accepts, so an editor
      whose YAML language server reads the front matter completes keys and values and flags
      mistakes as you type: save it with 'listpress schema > listpress.schema.json' and put
      the line '# yaml-language-server: $schema=./listpress.schema.json' first in the front
      matter. Read the YAML as 1.2, as ListPress does ('on' is a word, not a boolean). Ids
      unique in the file, images that exist and nesting limits are for 'check' to tell.
      docs/editors.md says which editors read it, and what else a schema cannot check.
      """
    case .version:
      """
      One line each, 'NAME VERSION': listpress, then libcmark, libyaml, libxxhash and
      libmicrohttpd as the shared libraries loaded report themselves.
      """
    case .build, .check, .help: nil
    }
  }
}
