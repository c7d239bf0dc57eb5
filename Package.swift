// swift-tools-version:6.0
import PackageDescription

// The toolchain is the whole dependency graph: no package dependencies, by design.
let package = Package(
    name: "navlint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "navlint", targets: ["navlint"]),
        .library(name: "NavLintCore", targets: ["NavLintCore"]),
        .library(name: "SwiftScanner", targets: ["SwiftScanner"]),
        .library(name: "RouterCore", targets: ["RouterCore"]),
        .executable(name: "navlint-bench", targets: ["navlint-bench"]),
        .plugin(name: "NavlintCommandPlugin", targets: ["NavlintCommandPlugin"]),
        .plugin(name: "NavlintBuildToolPlugin", targets: ["NavlintBuildToolPlugin"]),
    ],
    targets: [
        // Lossless Swift lexer. Knows nothing of navigation or rules.
        .target(name: "SwiftScanner"),
        // Outline, project index, navigation model, rules, findings, reporters.
        .target(name: "NavLintCore", dependencies: ["SwiftScanner"]),
        // Argument parsing, discovery, parallel scheduling, exit codes.
        .executableTarget(name: "navlint", dependencies: ["NavLintCore", "SwiftScanner"]),
        // The reference router the rules' fixes point to. Foundation and Observation only.
        .target(name: "RouterCore"),
        // A seeded random stream (SplitMix64) for the tests and the benchmark corpus; not a product.
        .target(name: "SeededRandom"),
        // A generated corpus where navigation is dense, for the benchmark and the scaling-shape test; not a product.
        .target(name: "DenseCorpus"),
        // Benchmarks that print figures (lexer throughput, synthetic corpus); Scripts/bench drives it.
        .executableTarget(name: "navlint-bench", dependencies: ["SwiftScanner", "SeededRandom", "DenseCorpus", "NavLintCore"]),
        // `swift package navlint`: lints the package's Swift targets (Xcode: from the project navigator).
        .plugin(
            name: "NavlintCommandPlugin",
            capability: .command(intent: .custom(verb: "navlint", description: "Lint SwiftUI navigation code with navlint")),
            dependencies: ["navlint"]),
        // Lints a target on every build; findings show inline in Xcode, errors fail the build.
        .plugin(name: "NavlintBuildToolPlugin", capability: .buildTool(), dependencies: ["navlint"]),
        .testTarget(name: "SwiftScannerTests", dependencies: ["SwiftScanner", "SeededRandom"], exclude: ["Fixtures"]),
        .testTarget(name: "NavLintCoreTests", dependencies: ["NavLintCore", "SwiftScanner", "SeededRandom", "DenseCorpus"], exclude: ["Golden", "Schemas"]),
        .testTarget(name: "NavLintCLITests", dependencies: ["navlint"], exclude: ["Golden"]),
        .testTarget(name: "RouterCoreTests", dependencies: ["RouterCore"]),
        // The RouterCore example app (Examples/RouterCoreExample): its navigation builds and is tested
        // everywhere; its SwiftUI views build where SwiftUI exists. Not a product.
        .target(name: "RouterCoreExample", dependencies: ["RouterCore"], path: "Examples/RouterCoreExample/Sources"),
        .testTarget(name: "RouterCoreExampleTests", dependencies: ["RouterCoreExample", "RouterCore"],
                    path: "Examples/RouterCoreExample/Tests"),
    ]
)
