// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "PlannerKit",
    platforms: [.iOS(.v16)],
    products: [.library(name: "PlannerKit", targets: ["PlannerKit"])],
    targets: [.target(name: "PlannerKit")]
)
