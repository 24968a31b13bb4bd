// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "ListPress",
  products: [
    .library(name: "ListPressKit", targets: ["ListPressKit"]),
    .library(name: "Mustache", targets: ["Mustache"]),
    .executable(name: "listpress", targets: ["listpress"]),
    // The libFuzzer target; Fuzz/README.md gives the command that builds it
    // with `-sanitize=fuzzer`. A normal build makes a replayer of saved inputs.
    .executable(name: "listpress-fuzz", targets: ["ListPressFuzz"]),
  ],
  targets: [
    // Debian's C libraries, found through pkg-config.
    .systemLibrary(
      name: "CCmark",
      pkgConfig: "libcmark",
      providers: [.apt(["libcmark-dev"])]
    ),
    .systemLibrary(
      name: "CYaml",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"])]
    ),
    // XXH3, the hash of every file's contents in the manifest and of the
    // shared files' names.
    .systemLibrary(
      name: "CXXHash",
      pkgConfig: "libxxhash",
      providers: [.apt(["libxxhash-dev"])]
    ),
    // libmicrohttpd, the HTTP server of `listpress serve`.
    .systemLibrary(
      name: "CMicroHTTPD",
      pkgConfig: "libmicrohttpd",
      providers: [.apt(["libmicrohttpd-dev"])]
    ),

    // The files under Templates/, compiled into the binary so an installed
    // `listpress` works from any folder.
    .target(
      name: "ListPressTemplates",
      path: "Templates",
      resources: [.embedInCode("Files")]
    ),

    // Mustache templates, conforming to the official specification.
    .target(name: "Mustache"),

    // The pipeline, one target per stage; each may use only the stages
    // above it in this list (README, "Project layout").
    // Linux's `openat2`, which the C library does not wrap: opens a path
    // and refuses a symbolic link on the way in one call.
    .target(name: "CSystemCalls"),
    // File paths, hashing, byte runs, values made once: used by every stage.
    .target(name: "ListPressSupport", dependencies: ["CXXHash", "CSystemCalls"]),
    // Located problems (file, line, column, message).
    .target(name: "ListPressDiagnostics", dependencies: ["ListPressSupport"]),
    // Reads a file and parses its YAML front matter into a located tree.
    .target(
      name: "ListPressLoad",
      dependencies: ["ListPressSupport", "ListPressDiagnostics", "CYaml"]
    ),
    // Checks the tree against the format and makes the typed page.
    .target(
      name: "ListPressDecode",
      dependencies: [
        "ListPressSupport", "ListPressDiagnostics", "ListPressLoad",
        "ListPressTemplates",
      ]
    ),
    // Turns a page into HTML (cmark, templates, styles, symbols).
    .target(
      name: "ListPressRender",
      dependencies: [
        "ListPressSupport", "ListPressDiagnostics", "ListPressLoad",
        "ListPressDecode", "CCmark", "ListPressTemplates", "Mustache",
      ]
    ),
    // Writes pages, images, the index and the stylesheet into the output.
    .target(
      name: "ListPressWrite",
      dependencies: [
        "ListPressSupport", "ListPressDiagnostics", "ListPressLoad",
        "ListPressDecode", "ListPressRender",
      ]
    ),
    // The design review pages.
    .target(
      name: "ListPressGallery",
      dependencies: [
        "ListPressSupport", "ListPressDiagnostics", "ListPressLoad",
        "ListPressDecode", "ListPressRender", "ListPressWrite", "Mustache",
      ]
    ),
    // Runs a build or a check: inputs, claims, workers, manifest, watcher.
    .target(
      name: "ListPressBuild",
      dependencies: [
        "ListPressSupport", "ListPressDiagnostics", "ListPressLoad",
        "ListPressDecode", "ListPressRender", "ListPressWrite",
        "ListPressGallery", "ListPressTemplates",
      ]
    ),
    // The preview server of `listpress serve`: serves the output folder
    // of a watched build over HTTP, with diagnostics in place of broken
    // pages and a reload event after every rebuild.
    .target(
      name: "ListPressServe",
      dependencies: [
        "ListPressSupport", "ListPressDiagnostics", "ListPressRender", "ListPressWrite", "ListPressBuild",
        "CMicroHTTPD",
      ]
    ),
    // The public face: `ListPress.check`, `.build`, `.render`, and the
    // stages' public types, re-exported.
    // PNG images of built pages, taken with the system's Chromium.
    .target(name: "ListPressSnapshot", dependencies: ["ListPressSupport"]),
    .target(
      name: "ListPressKit",
      dependencies: [
        "ListPressSupport", "ListPressDiagnostics", "ListPressLoad",
        "ListPressDecode", "ListPressRender", "ListPressWrite",
        "ListPressGallery", "ListPressBuild", "ListPressSnapshot",
      ]
    ),

    // The command line, as a library so it can be tested without a process.
    // It asks the C libraries their versions for `listpress --version`.
    .target(
      name: "ListPressCLI",
      dependencies: ["ListPressKit", "ListPressServe", "CCmark", "CYaml", "CXXHash", "CMicroHTTPD"]
    ),
    .executableTarget(
      name: "listpress",
      dependencies: ["ListPressCLI"]
    ),

    // Arbitrary bytes through load, decode and render, checking the output.
    .executableTarget(
      name: "ListPressFuzz",
      dependencies: ["ListPressKit"],
      // `@_extern(c)` declares libFuzzer's driver, called when fuzzing.
      swiftSettings: [.enableExperimentalFeature("Extern")]
    ),

    // Reaches into every stage (`@testable import` of each).
    .testTarget(
      name: "ListPressKitTests",
      dependencies: [
        "ListPressKit", "ListPressSupport", "ListPressDiagnostics", "ListPressLoad",
        "ListPressDecode", "ListPressRender", "ListPressWrite", "ListPressGallery",
        "ListPressBuild",
      ],
      // Definitions the schema tests read from the source tree.
      exclude: ["Schema/Fixtures"]
    ),
    .testTarget(
      name: "MustacheTests",
      dependencies: ["Mustache"],
      resources: [.copy("Specification")]
    ),
    .testTarget(
      name: "ListPressCLITests",
      dependencies: ["ListPressCLI", "ListPressKit", "ListPressServe", "listpress"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
