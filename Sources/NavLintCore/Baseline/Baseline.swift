import Foundation

/// Findings recorded once (`--write-baseline`) and hidden from later runs
/// (`--baseline`), so navlint can be switched on in a codebase with existing
/// findings and still fail on every new one. Findings are matched by rule,
/// file, the trimmed text of the offending line and occurrence index — never by
/// line number — so the baseline survives edits elsewhere in the file.
///
/// Its paths are relative to the folder the baseline file is in (format 2), so
/// it matches from any working directory; the caller says how a finding's path
/// reads from there. Format 1 files, whose paths were relative to the working
/// directory of the run that wrote them, are still read (`pathsRelativeToFile`).
public struct Baseline: Sendable, Equatable {
    /// The `version` a baseline file carries; other versions are rejected, not misread.
    public static let formatVersion = 2
    package var keys: Set<Fingerprint.Key>
    /// False for a format 1 file: its paths are relative to the working directory.
    public private(set) var pathsRelativeToFile = true

    /// The baseline that hides exactly `findings` (what `--write-baseline` records),
    /// each path as `path` rewrites it (relative to the baseline's folder).
    public init(findings: [Finding], path: (String) -> String = { $0 }) {
        keys = Set(Fingerprint.keys(findings.map { $0.withFile(path($0.file)) }))
    }

    /// What applying a baseline did: the findings it leaves, how many it hid, and how many
    /// of its entries matched nothing (fixed, or moved to another file: `--write-baseline` again).
    public struct Match: Sendable, Equatable {
        public var kept: [Finding]
        public var matched: Int
        public var stale: Int
    }

    /// The findings not recorded in the baseline; `findings` must be in report order,
    /// and `path` rewrites their paths as the baseline's entries are written.
    public func apply(_ findings: [Finding], path: (String) -> String = { $0 }) -> Match {
        let found = Fingerprint.keys(findings.map { $0.withFile(path($0.file)) })
        var used = Set<Fingerprint.Key>()
        var kept: [Finding] = []
        for (finding, key) in zip(findings, found) {
            if keys.contains(key) { used.insert(key) } else { kept.append(finding) }
        }
        return Match(kept: kept, matched: findings.count - kept.count, stale: keys.count - used.count)
    }

    /// The findings not recorded in the baseline (paths as they are); see `apply`.
    public func filter(_ findings: [Finding]) -> [Finding] {
        apply(findings).kept
    }

    /// The baseline file: versioned JSON, one entry per finding, sorted, so it diffs well in review.
    public func encoded() -> String {
        let entries = keys.sorted {
            ($0.file, $0.ruleID, $0.lineText, $0.occurrence) < ($1.file, $1.ruleID, $1.lineText, $1.occurrence)
        }
        var out = "{\n  \"version\": \(Self.formatVersion),\n  \"findings\": ["
        for (index, key) in entries.enumerated() {
            out += index == 0 ? "\n" : ",\n"
            out += "    {\"rule\": \(JSONText.quote(key.ruleID)), \"file\": \(JSONText.quote(key.file)), "
            out += "\"line_text\": \(JSONText.quote(key.lineText)), \"occurrence\": \(key.occurrence)}"
        }
        out += entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    /// A baseline file that cannot be read as one: the path and what is wrong, with its line:column.
    public struct FormatError: Error, CustomStringConvertible {
        public var path: String
        public var message: String
        public var description: String { "\(path): \(message)" }
    }

    /// Reads a baseline file written by `encoded()`; throws `FormatError` naming `path`.
    public static func decode(_ bytes: [UInt8], path: String) throws -> Baseline {
        let document: ParsedJSON
        do {
            document = try JSONParser.parse(bytes)
        } catch let error as JSONSyntaxError {
            throw FormatError(path: path, message: "\(error.position): malformed JSON: \(error.message)")
        }
        guard case .object(let top, _) = document,
              case .number(let version, _)? = top.first(where: { $0.key == "version" })?.value,
              case .array(let entries, _)? = top.first(where: { $0.key == "findings" })?.value else {
            throw FormatError(path: path, message: "not a navlint baseline (expected {\"version\", \"findings\"})")
        }
        guard Int(version) == formatVersion || Int(version) == 1 else {
            throw FormatError(path: path, message: "baseline format \(Int(version)) is not supported (expected \(formatVersion))")
        }
        var keys = Set<Fingerprint.Key>()
        for entry in entries {
            guard case .object(let fields, let position) = entry,
                  case .string(let rule, _)? = fields.first(where: { $0.key == "rule" })?.value,
                  case .string(let file, _)? = fields.first(where: { $0.key == "file" })?.value,
                  case .string(let lineText, _)? = fields.first(where: { $0.key == "line_text" })?.value,
                  case .number(let occurrence, _)? = fields.first(where: { $0.key == "occurrence" })?.value else {
                throw FormatError(path: path, message: "\(entry.position): expected {\"rule\", \"file\", \"line_text\", \"occurrence\"}")
            }
            _ = position
            keys.insert(Fingerprint.Key(ruleID: rule, file: file, lineText: lineText, occurrence: Int(occurrence)))
        }
        var baseline = Baseline(findings: [])
        baseline.keys = keys
        baseline.pathsRelativeToFile = Int(version) != 1
        return baseline
    }
}
