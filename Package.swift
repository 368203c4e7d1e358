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
    .target(name: "LifeQuizContent", dependencies: ["LifecycleCore", "QuizEngine"]),
    .target(
      name: "LifeQuizResources",
      path: ".",
      exclude: [
        "Sources/LifecycleCore", "Sources/QuizEngine", "Sources/LifeQuizContent", "Sources/LifeQuizCLI",
        "Sources/lifequiz", "Sources/LifeQuizBenchmarks", "Tests", "README.md", "Makefile",
      ],
      sources: ["Sources/LifeQuizResources"],
      resources: [.copy("Content"), .copy("Localization")]
    ),
    .target(name: "LifeQuizCLI", dependencies: ["LifecycleCore", "QuizEngine", "LifeQuizContent"]),
    .executableTarget(name: "lifequiz", dependencies: ["LifeQuizCLI"]),
    .executableTarget(name: "LifeQuizBenchmarks", dependencies: ["LifecycleCore", "LifeQuizContent"]),
    .testTarget(name: "LifecycleCoreTests", dependencies: ["LifecycleCore"]),
    .testTarget(name: "QuizEngineTests", dependencies: ["QuizEngine", "LifecycleCore"], exclude: ["Fixtures"]),
    .testTarget(
      name: "LifeQuizContentTests", dependencies: ["LifeQuizContent", "LifecycleCore", "QuizEngine"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "LifeQuizCLITests",
      dependencies: ["LifeQuizCLI", "LifeQuizContent", "LifecycleCore", "LifeQuizResources"],
      exclude: ["Snapshots"]
    ),
  ]
)
