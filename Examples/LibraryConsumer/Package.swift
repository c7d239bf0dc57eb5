// swift-tools-version:6.0
import PackageDescription

// A package outside navlint that uses NavLintCore as a library, through its public
// API only: `.ci/run` builds and runs it, so the README's library example compiles
// against what is really public (a `package` declaration is invisible from here).
let package = Package(
    name: "LibraryConsumer",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "navlint", path: "../..")],
    targets: [
        .executableTarget(name: "LintInProcess", dependencies: [.product(name: "NavLintCore", package: "navlint")]),
    ]
)
