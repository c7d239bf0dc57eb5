/// Reads a route's payload with `Mirror`, for what encoding cannot carry: an
/// instance of a class (decoding makes a new one) or a closure (nothing can
/// encode it). A custom `Codable` can hide either from the round trip, so the
/// payload is read as well.
enum RoutePayload {
    /// The first class instance or closure in `route`'s payload, with where it sits
    /// (`.task.1`, `.filter.some.owner`) and its type.
    static func hazard(in route: Any) -> (kind: Hazard, path: String, type: String)? {
        find(in: route, path: "", depth: 0)
    }

    enum Hazard {
        case reference, unencodable
    }

    /// Deep enough for routes that carry routes that carry values; a cycle stops here.
    private static let maximumDepth = 8

    private static func find(in value: Any, path: String, depth: Int) -> (kind: Hazard, path: String, type: String)? {
        let valueType = Swift.type(of: value)
        let type = String(reflecting: valueType)
        if depth > 0 {
            if valueType is AnyClass { return (.reference, path, type) }
            if isFunction(type) { return (.unencodable, path, type) }
        }
        let mirror = Mirror(reflecting: value)
        guard depth < maximumDepth, !isSystemValue(type, mirror) else { return nil }
        for (index, child) in mirror.children.enumerated() {
            let step = child.label.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 } ?? String(index)
            if let found = find(in: child.value, path: path + "." + step, depth: depth + 1) { return found }
        }
        return nil
    }

    /// A function or closure value: its type is written with an arrow.
    private static func isFunction(_ type: String) -> Bool {
        type.contains("->")
    }

    /// A value type of the standard library or Foundation that encodes itself (`Int`, `String`, `URL`,
    /// `Date`, `UUID`): its storage is not the app's business, and may well be a class (`URL` on Linux).
    /// Containers (`Array`, `Optional`, `Dictionary`, `Set`) and tuples are read through.
    private static func isSystemValue(_ type: String, _ mirror: Mirror) -> Bool {
        if type.hasPrefix("Foundation") { return true }
        guard type.hasPrefix("Swift.") else { return false }
        switch mirror.displayStyle {
        case .collection?, .dictionary?, .set?, .optional?, .tuple?: return false
        default: return true
        }
    }
}
