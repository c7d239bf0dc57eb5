/// The platforms a piece of code can be compiled for, as far as `#if`
/// conditions tell. Mac Catalyst is a platform of its own here because
/// `os(iOS)` is true on it while `targetEnvironment(macCatalyst)` singles it out.
package struct PlatformSet: OptionSet, Hashable, Sendable, CustomStringConvertible {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    package static let iOS = PlatformSet(rawValue: 1 << 0)
    package static let macCatalyst = PlatformSet(rawValue: 1 << 1)
    package static let macOS = PlatformSet(rawValue: 1 << 2)
    package static let tvOS = PlatformSet(rawValue: 1 << 3)
    package static let watchOS = PlatformSet(rawValue: 1 << 4)
    package static let visionOS = PlatformSet(rawValue: 1 << 5)
    package static let all: PlatformSet = [.iOS, .macCatalyst, .macOS, .tvOS, .watchOS, .visionOS]

    package var description: String {
        let names: [(PlatformSet, String)] = [(.iOS, "iOS"), (.macCatalyst, "macCatalyst"), (.macOS, "macOS"),
                                              (.tvOS, "tvOS"), (.watchOS, "watchOS"), (.visionOS, "visionOS")]
        if self == .all { return "all" }
        return names.filter { contains($0.0) }.map(\.1).joined(separator: "|")
    }
}

/// What one `#if` condition says about platforms: where it may hold (an
/// over-approximation) and where it surely holds (an under-approximation).
/// A condition navlint cannot read (`DEBUG`, `swift(>=5.9)`, a custom flag)
/// may hold anywhere and surely holds nowhere, so it never rules a platform out.
struct CompilationCondition: Equatable {
    var may: PlatformSet
    var must: PlatformSet

    static let unknown = CompilationCondition(may: .all, must: [])

    var negated: CompilationCondition {
        CompilationCondition(may: PlatformSet.all.subtracting(must), must: PlatformSet.all.subtracting(may))
    }

    /// Reads a condition from its bytes (`os(iOS) || targetEnvironment(macCatalyst)`).
    static func parse(_ bytes: ArraySlice<UInt8>) -> CompilationCondition {
        var parser = Parser(words: Self.words(bytes))
        let result = parser.disjunction()
        return parser.position == parser.words.count ? result : .unknown
    }

    /// The platforms an atom such as `os(tvOS)` or `canImport(UIKit)` names; nil when it names none.
    static func platforms(ofTest test: String, argument: String) -> PlatformSet? {
        switch (test, argument) {
        case ("os", "iOS"): return [.iOS, .macCatalyst]
        case ("os", "macOS"), ("os", "OSX"): return .macOS
        case ("os", "tvOS"): return .tvOS
        case ("os", "watchOS"): return .watchOS
        case ("os", "visionOS"), ("os", "xrOS"): return .visionOS
        case ("os", "Linux"), ("os", "Windows"), ("os", "Android"), ("os", "WASI"), ("os", "FreeBSD"): return []
        case ("targetEnvironment", "macCatalyst"): return .macCatalyst
        case ("canImport", "UIKit"): return [.iOS, .macCatalyst, .tvOS, .visionOS]
        case ("canImport", "AppKit"): return [.macOS, .macCatalyst]
        case ("canImport", "WatchKit"): return .watchOS
        default: return nil
        }
    }

    /// Words and punctuation: identifiers, `(`, `)`, `!`, `&&`, `||`; anything else is kept as one word.
    private static func words(_ bytes: ArraySlice<UInt8>) -> [String] {
        var words: [String] = []
        var i = bytes.startIndex
        func isWordByte(_ b: UInt8) -> Bool {
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b >= 0x80
        }
        while i < bytes.endIndex {
            let b = bytes[i]
            if b == 0x2F && i + 1 < bytes.endIndex && bytes[i + 1] == 0x2F { break }  // `// comment` ends the line
            if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { i += 1; continue }
            if isWordByte(b) {
                var j = i
                while j < bytes.endIndex && (isWordByte(bytes[j]) || bytes[j] == 0x2E) { j += 1 }
                words.append(String(decoding: bytes[i..<j], as: UTF8.self))
                i = j
            } else if (b == 0x26 || b == 0x7C) && i + 1 < bytes.endIndex && bytes[i + 1] == b {
                words.append(b == 0x26 ? "&&" : "||")
                i += 2
            } else {
                words.append(String(decoding: [b], as: UTF8.self))
                i += 1
            }
        }
        return words
    }

    /// A recursive-descent reader of `a || b && !(c)`; it gives up (unknown)
    /// on anything it does not recognise. Nesting is bounded by the line.
    private struct Parser {
        let words: [String]
        var position = 0

        mutating func disjunction() -> CompilationCondition {
            var result = conjunction()
            while position < words.count, words[position] == "||" {
                position += 1
                let right = conjunction()
                result = CompilationCondition(may: result.may.union(right.may), must: result.must.union(right.must))
            }
            return result
        }

        mutating func conjunction() -> CompilationCondition {
            var result = unary()
            while position < words.count, words[position] == "&&" {
                position += 1
                let right = unary()
                result = CompilationCondition(may: result.may.intersection(right.may),
                                              must: result.must.intersection(right.must))
            }
            return result
        }

        mutating func unary() -> CompilationCondition {
            guard position < words.count else { return .unknown }
            if words[position] == "!" {
                position += 1
                return unary().negated
            }
            if words[position] == "(" {
                position += 1
                let inner = disjunction()
                if position < words.count, words[position] == ")" { position += 1 }
                return inner
            }
            let name = words[position]
            position += 1
            guard position < words.count, words[position] == "(" else { return .unknown }
            // `test(argument …)`: skip to the matching `)`.
            var depth = 0
            var argument: [String] = []
            while position < words.count {
                let word = words[position]
                position += 1
                if word == "(" { depth += 1; if depth == 1 { continue } }
                if word == ")" { depth -= 1; if depth == 0 { break } }
                argument.append(word)
            }
            guard argument.count == 1, let set = CompilationCondition.platforms(ofTest: name, argument: argument[0])
            else { return .unknown }
            return CompilationCondition(may: set, must: set)
        }
    }
}
