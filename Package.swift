// swift-tools-version:6.0
import PackageDescription

// LifeQuizResources owns the top-level Content/ and Localization/ folders as
// resources, so its path is the package root. Every other non-hidden
// top-level entry must be excluded, or SwiftPM warns about unhandled files.
// It is not linked into lifequiz: its generated accessor imports Foundation.
let package = Package(
  name: "lifequiz",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "lifequiz", targets: ["lifequiz"]),
    .executable(name: "lifequiz-bench", targets: ["LifeQuizBenchmarks"]),
  ],
  targets: [
    .target(name: "LifecycleCore"),
    .target(name: "QuizEngine", dependencies: ["LifecycleCore"]),
    // The layers, bottom up; no layer imports one above it (LayerImportTests).
    .target(name: "LifeQuizPlatform"),
    .target(name: "LifeQuizStorage", dependencies: ["LifeQuizPlatform", "QuizEngine"]),
    .target(
      name: "LifeQuizContent", dependencies: ["LifeQuizPlatform", "LifeQuizStorage", "LifecycleCore", "QuizEngine"]),
    .target(name: "LifeQuizDecks", dependencies: ["LifeQuizStorage", "LifeQuizContent", "LifecycleCore"]),
    .target(
      name: "LifeQuizResources",
      path: ".",
      exclude: [
        "Sources/LifecycleCore", "Sources/QuizEngine", "Sources/LifeQuizPlatform", "Sources/LifeQuizStorage",
        "Sources/LifeQuizContent", "Sources/LifeQuizDecks", "Sources/LifeQuizCLI", "Sources/lifequiz",
        "Sources/LifeQuizBenchmarks", "Tests", "README.md", "Makefile",
      ],
      sources: ["Sources/LifeQuizResources"],
      resources: [.copy("Content"), .copy("Localization")]
    ),
    .target(
      name: "LifeQuizCLI",
      dependencies: [
        "LifecycleCore", "QuizEngine", "LifeQuizPlatform", "LifeQuizStorage", "LifeQuizContent", "LifeQuizDecks",
      ]),
    .executableTarget(name: "lifequiz", dependencies: ["LifeQuizCLI"]),
    .executableTarget(
      name: "LifeQuizBenchmarks", dependencies: ["LifecycleCore", "LifeQuizPlatform", "LifeQuizContent", "QuizEngine"]),
    .testTarget(name: "LifecycleCoreTests", dependencies: ["LifecycleCore"]),
    .testTarget(name: "QuizEngineTests", dependencies: ["QuizEngine", "LifecycleCore"], exclude: ["Fixtures"]),
    // Helpers every test target shares (paths as URLs, the repository's languages by name).
    .target(
      name: "LifeQuizTestSupport", dependencies: ["LifeQuizPlatform", "LifeQuizContent"],
      path: "Tests/LifeQuizTestSupport"),
    .testTarget(name: "LifeQuizPlatformTests", dependencies: ["LifeQuizPlatform", "LifeQuizTestSupport"]),
    .testTarget(
      name: "LifeQuizStorageTests",
      dependencies: ["LifeQuizStorage", "LifeQuizPlatform", "QuizEngine", "LifeQuizContent", "LifeQuizTestSupport"]),
    .testTarget(name: "LifeQuizDecksTests", dependencies: ["LifeQuizDecks", "LifeQuizContent"]),
    .testTarget(
      name: "LifeQuizContentTests",
      dependencies: [
        "LifeQuizPlatform", "LifeQuizStorage", "LifeQuizContent", "LifecycleCore", "QuizEngine", "LifeQuizTestSupport",
      ],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "LifeQuizCLITests",
      dependencies: [
        "LifeQuizCLI", "LifeQuizPlatform", "LifeQuizStorage", "LifeQuizContent", "LifeQuizDecks", "LifecycleCore",
        "LifeQuizResources", "LifeQuizTestSupport",
      ],
      exclude: ["Snapshots"]
    ),
  ]
)

// Start-up: the compiler reaches the metadata of a generic type it knows
// (`[String: Int]`, `_ContiguousArrayStorage<QuizItem>`) through its
// accessor, not by its mangled name. By name, the runtime demangles the name
// and looks up each conformance the type's parameters need (`String:
// Hashable`) by scanning every conformance record in the binary, the first
// time each type is used: about 80 types, 1 to 2 million instructions at
// every start (a tenth of `explain`). The binary is 0.4% larger.
// StartupLinkTests checks the built binary.
for target in package.targets where target.type == .regular || target.type == .executable {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])
    ]
}
