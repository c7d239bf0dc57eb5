/// Where a rule's documentation page is, for reports read outside the
/// repository (code-scanning alerts, PR comments). The base comes from the run:
/// `--docs-url`, `.navlint.json`'s `docsURL`, or the `Rules` folder shipped
/// with navlint; with none, reports carry no links rather than dead ones.
enum DocLinks {
    /// The page of rule `id` under `base` (a URL ending in `/`): `<base><id>.md`.
    static func rule(_ id: String, base: String?) -> String? {
        base.map { $0 + URIText.percentEncodedPath(id) + ".md" }
    }
}
