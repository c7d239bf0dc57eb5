/// The navlint release this build reports.
public enum NavLint {
    /// Semantic version of this build, as `navlint version` prints it.
    public static let version = "0.1.0"
}
