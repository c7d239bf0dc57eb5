import Foundation

/// Why saving a path did not happen: the last good save is kept instead.
public struct PathSaveFailure: Error, CustomStringConvertible, Sendable {
    /// What the encoder said.
    public let detail: String
    /// The path that could not be saved, described.
    public let path: String

    public var description: String {
        "the path \(path) could not be saved (\(detail)); the last saved path is kept"
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension Router {
    /// The data to store for the current path, given what is stored now.
    ///
    /// When the path encodes, its envelope. When it does not (one route's
    /// `encode(to:)` throws, a `Double.nan` in JSON), `previous`: the last good
    /// save survives, and `onSaveFailure` hears why. Writing `try? encode()`
    /// instead would store nil and erase that save, so the next launch would
    /// restore nothing at all.
    public func dataToSave(replacing previous: Data?) -> Data? {
        do {
            return try encode()
        } catch {
            onSaveFailure?(PathSaveFailure(detail: String(describing: error),
                                           path: "[" + path.map { String(reflecting: $0) }.joined(separator: ", ") + "]"))
            return previous
        }
    }
}
