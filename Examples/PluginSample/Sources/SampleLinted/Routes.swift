// Plain route values: nothing here for navlint to report, so building this
// target with the build tool plugin attached succeeds.
public enum SampleRoute: Hashable, Codable {
    case project(id: Int)
    case settings
}
