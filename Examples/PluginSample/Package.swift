// swift-tools-version:6.0
import PackageDescription

// A small package that uses navlint's plugins, the way an app's package would.
// `.ci/run` lints it with `swift package navlint` and builds it with the build
// tool plugin attached, on Linux: building SampleLinted reports the nested stack
// in OrderFlow.swift, which only the app module (SampleApp) reveals.
let package = Package(
    name: "PluginSample",
    dependencies: [.package(name: "navlint", path: "../..")],
    targets: [
        .target(name: "SampleApp", dependencies: ["SampleLinted"]),
        .target(name: "SampleLinted", path: "Sources/SampleLinted",
                plugins: [.plugin(name: "NavlintBuildToolPlugin", package: "navlint")]),
    ]
)
