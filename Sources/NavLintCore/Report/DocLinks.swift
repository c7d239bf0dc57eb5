/// Where navlint's documentation lives on the web, for reports read outside
/// the repository (code-scanning alerts, PR comments).
enum DocLinks {
    static let repository = "https://github.com/navlint/navlint"

    /// The generated page of a rule (`Rules/<id>.md`).
    static func rule(_ id: String) -> String {
        "\(repository)/blob/main/Rules/\(URIText.percentEncodedPath(id)).md"
    }
}
