// swift-tools-version:5.7
import PackageDescription

// The app still ships to iOS 15, where `NavigationStack` does not exist.
let package = Package(
    name: "LegacyLibrary",
    platforms: [.iOS(.v15)],
    targets: [.executableTarget(name: "LegacyLibrary", path: ".")]
)
