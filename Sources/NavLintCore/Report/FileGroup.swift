/// Findings of one file, for the reports that are organized per file
/// (Checkstyle, JUnit, the summary).
struct FileGroup {
    var file: String
    var findings: [Finding]

    /// Groups in the order each file first appears, so report order is kept
    /// and even unsorted input gives one group per file.
    static func grouping(_ findings: [Finding]) -> [FileGroup] {
        var groups: [FileGroup] = []
        var indexByFile: [String: Int] = [:]
        for finding in findings {
            if let index = indexByFile[finding.file] {
                groups[index].findings.append(finding)
            } else {
                indexByFile[finding.file] = groups.count
                groups.append(FileGroup(file: finding.file, findings: [finding]))
            }
        }
        return groups
    }
}
