import Foundation

/// The app's URL scheme as data: which URLs open which route stacks, and the
/// canonical URL of each route.
///
/// Custom-scheme links (`myapp://projects/…`, where `projects` is the URL's
/// host) and `https` links on the app's associated domains
/// (`https://example.com/projects/…`) resolve through the same patterns, so
/// every door into a screen leads to the same routes.
///
/// Rows are tried in order and the first whose pattern and `match` accept the
/// URL wins; a later row can take a shape an earlier one rejects (a slug where
/// an id failed to parse). `url(for:)` uses the first row whose `build` accepts
/// the route. Query items a pattern names (`search?q&page`) are read as
/// parameters; other items and the fragment are ignored: tracking parameters
/// must not break a link.
public struct DeepLinkTable<Route>: Sendable {
    /// The custom scheme, lowercased.
    public let scheme: String
    /// The `https` hosts that are the app's, lowercased; the first is canonical.
    public let hosts: [String]
    /// Which form `url(for:)` builds.
    public let canonicalForm: DeepLinkURLForm
    public let links: [DeepLink<Route>]

    public init(scheme: String, hosts: [String] = [], canonicalForm: DeepLinkURLForm = .customScheme,
                links: [DeepLink<Route>]) {
        precondition(!["http", "https"].contains(scheme.lowercased()), "the custom scheme must not be http or https; list web hosts in `hosts`")
        precondition(canonicalForm == .customScheme || !hosts.isEmpty, "an https canonical form needs at least one host")
        self.scheme = scheme.lowercased()
        self.hosts = hosts.map { $0.lowercased() }
        self.canonicalForm = canonicalForm
        self.links = links
    }

    /// The route stack `url` opens, root first; nil for an unknown scheme or host,
    /// an unknown path, or a parameter that does not parse.
    public func routes(for url: URL) -> [Route]? {
        destination(for: url)?.routes
    }

    /// The stack `url` opens and how to land on it (the matching row's `landing`).
    public func destination(for url: URL) -> DeepLinkDestination<Route>? {
        guard let path = decodedPath(of: url) else { return nil }
        let query = decodedQuery(of: url)
        for link in links {
            if let routes = link.routes(forPath: path, query: query) {
                return DeepLinkDestination(routes: routes, landing: link.landing)
            }
        }
        return nil
    }

    /// The canonical URL of `route`; nil when no row builds it.
    public func url(for route: Route) -> URL? {
        url(for: route, form: canonicalForm)
    }

    /// The URL of `route` in `form`; nil when no row builds it, or for `.https`
    /// when the table has no host.
    public func url(for route: Route, form: DeepLinkURLForm) -> URL? {
        guard let filled = links.lazy.compactMap({ $0.path(for: route) }).first else { return nil }
        let encode = { (text: String) in text.addingPercentEncoding(withAllowedCharacters: unreservedCharacters) ?? text }
        let encoded = filled.path.map(encode).joined(separator: "/")
        let query = filled.query.isEmpty ? "" : "?" + filled.query.map { encode($0.name) + "=" + encode($0.value) }.joined(separator: "&")
        switch form {
        case .customScheme:
            return URL(string: "\(scheme)://\(encoded)\(query)")
        case .https:
            guard let host = hosts.first else { return nil }
            return URL(string: "https://\(host)/\(encoded)\(query)")
        }
    }

    /// The URL's query items, decoded, by name; the first of a repeated name wins.
    private func decodedQuery(of url: URL) -> [String: String] {
        guard let items = URLComponents(url: url, resolvingAgainstBaseURL: true)?.queryItems else { return [:] }
        var query: [String: String] = [:]
        for item in items where query[item.name] == nil {
            if let value = item.value { query[item.name] = value }
        }
        return query
    }

    /// The URL's path as decoded segments, with a custom-scheme host as the first
    /// segment; nil when the URL is not one of the app's.
    private func decodedPath(of url: URL) -> [String]? {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
              let urlScheme = components.scheme?.lowercased() else { return nil }
        var encoded = components.percentEncodedPath.split(separator: "/").map(String.init)
        if urlScheme == scheme {
            if let host = components.percentEncodedHost, !host.isEmpty { encoded.insert(host, at: 0) }
        } else if urlScheme == "https" {
            guard let host = components.percentEncodedHost?.lowercased(), hosts.contains(host) else { return nil }
        } else {
            return nil
        }
        // Decode each segment only after splitting, so an encoded "/" stays inside its value.
        var decoded: [String] = []
        for segment in encoded {
            guard let text = segment.removingPercentEncoding else { return nil }
            decoded.append(text)
        }
        return decoded
    }
}

/// The two spellings of an app link.
public enum DeepLinkURLForm: Hashable, Sendable {
    /// `scheme://first/rest…`: the first segment is the URL's host.
    case customScheme
    /// `https://host/segments…` on the table's first host (a universal link).
    case https
}

/// RFC 3986 unreserved characters: everything else in a value is encoded, so a
/// built URL has one spelling.
private let unreservedCharacters = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
