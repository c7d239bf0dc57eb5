/// The navlint release this build reports.
public enum NavLint {
    public static let version = "0.1.0"
}
