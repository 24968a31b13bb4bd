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

    // The files under Templates/, compiled into the binary so an installed
    // `listpress` works from any folder.
    .target(
      name: "ListPressTemplates",
      path: "Templates",
      resources: [.embedInCode("Files")]
    ),

    // Mustache templates, conforming to the official specification.
    .target(name: "Mustache"),

    // The pipeline: load -> decode -> render -> write.
    .target(
      name: "ListPressKit",
      dependencies: ["CCmark", "CYaml", "ListPressTemplates", "Mustache"]
    ),

    // The command line, as a library so it can be tested without a process.
    .target(
      name: "ListPressCLI",
      dependencies: ["ListPressKit"]
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

    .testTarget(
      name: "ListPressKitTests",
      dependencies: ["ListPressKit"]
    ),
    .testTarget(
      name: "MustacheTests",
      dependencies: ["Mustache"],
      resources: [.copy("Specification")]
    ),
    .testTarget(
      name: "ListPressCLITests",
      dependencies: ["ListPressCLI", "ListPressKit", "listpress"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
