/// Where the project calls functions of a given name, looked up across every
/// file once per name and remembered: the deep-link passes ask about the same
/// handler and restore functions for many writes, and asking every file each
/// time would be quadratic in the number of files.
final class CallSiteIndex {
    private let files: [FileNavigation]
    private var sites: [String: [SourceRef]] = [:]
    private var answers: [Question: Bool] = [:]

    /// A yes/no question about the callers of one function, asked once.
    struct Question: Hashable {
        var topic: String
        var function: String
    }

    init(files: [FileNavigation]) {
        self.files = files
    }

    /// The name token of every call of `name`, in file order.
    func calls(named name: String) -> [SourceRef] {
        if let known = sites[name] { return known }
        var found: [SourceRef] = []
        for (index, file) in files.enumerated() {
            let outline = file.source.outline
            for call in outline.calls(named: name) {
                found.append(SourceRef(file: index, token: outline.calls[call].nameToken))
            }
        }
        sites[name] = found
        return found
    }

    /// The answer to `question`, worked out by `answer` the first time it is asked:
    /// many pushes share one handler function (`router.open(url)`), and its callers
    /// need reading once, not once per push.
    func remembered(_ question: Question, _ answer: () -> Bool) -> Bool {
        if let known = answers[question] { return known }
        let value = answer()
        answers[question] = value
        return value
    }
}
