// swift-tools-version:5.9
import PackageDescription

// Two feature packages of one app, written by different teams, side by side
// in one folder. Both declare an `Article` and an `ArticleScreen`: navlint
// must judge each package by its own declarations.
let package = Package(
    name: "ReaderKit",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [.library(name: "ReaderKit", targets: ["ReaderKit"])],
    targets: [.target(name: "ReaderKit")]
)
