import Foundation

/// Checks, in a unit test, that routes survive what navigation does to them:
/// the runtime half of navlint's `route_not_codable`. The compiler already
/// requires `Route: Codable`; this checks that the conformance works.
///
/// ```swift
/// @Test func routesSurviveSavingAndLinks() throws {
///     try RouteCheck.codable(AppRoute.samples).requireNone()
///     try RouteCheck.links(AppRoute.samples, table: appLinks).requireNone()
/// }
/// ```
///
/// Give one sample per case (or use `CaseIterable`), with realistic payloads:
/// an identifier, a filter, the largest page number.
public enum RouteCheck {
    /// Encodes and decodes every sample with JSON, as a saved path is, and reports each route
    /// that fails to encode, fails to decode, comes back different, or carries a class instance
    /// or a closure in its payload.
    public static func codable<Route: Codable & Equatable>(_ samples: [Route]) -> RouteCheckReport {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let decoder = JSONDecoder()
        var problems: [RouteProblem] = []
        for route in samples {
            let name = describe(route)
            if let hazard = RoutePayload.hazard(in: route) {
                let kind: RouteProblem.Kind = hazard.kind == .reference
                    ? .referencePayload(path: hazard.path, type: hazard.type)
                    : .unencodablePayload(path: hazard.path, type: hazard.type)
                problems.append(RouteProblem(route: name, kind: kind))
                continue
            }
            // A one-element array, as a path holds it: a bare enum is a valid top-level JSON value
            // only from some encoders.
            let data: Data
            do {
                data = try encoder.encode([route])
            } catch {
                problems.append(RouteProblem(route: name, kind: .encodingFailed(detail: short(error))))
                continue
            }
            do {
                let decoded = try decoder.decode([Route].self, from: data)
                if decoded != [route] {
                    problems.append(RouteProblem(route: name,
                                                 kind: .changedByRoundTrip(decoded: decoded.first.map(describe) ?? "nothing")))
                }
            } catch {
                problems.append(RouteProblem(route: name, kind: .decodingFailed(detail: short(error))))
            }
        }
        return RouteCheckReport(problems: problems)
    }

    /// Every case of a `CaseIterable` route enum.
    public static func codable<Route: Codable & Equatable & CaseIterable>(_ type: Route.Type) -> RouteCheckReport {
        codable(Array(type.allCases))
    }

    /// Checks a link table against samples: each sample the table can build a URL for must open,
    /// through that URL, a stack that ends with the sample; and each row of the table must build
    /// the URL of at least one sample, so that no pattern goes unchecked.
    public static func links<Route: Equatable>(_ samples: [Route], table: DeepLinkTable<Route>) -> RouteCheckReport {
        var problems: [RouteProblem] = []
        for route in samples {
            for form in forms(of: table) {
                guard let url = table.url(for: route, form: form) else { continue }
                let opened = table.routes(for: url)
                if opened?.last != route {
                    let opens = opened.map { $0.map(describe).joined(separator: " > ") } ?? "no route"
                    problems.append(RouteProblem(route: describe(route),
                                                 kind: .urlDoesNotRoundTrip(url: url.absoluteString, opens: opens)))
                }
            }
        }
        for link in table.links where !samples.contains(where: { link.path(for: $0) != nil }) {
            problems.append(RouteProblem(route: link.pattern.description,
                                         kind: .patternWithoutSample(pattern: link.pattern.description)))
        }
        return RouteCheckReport(problems: problems)
    }

    /// Saves `path` with `restoration` and restores it, as a relaunch does: the whole path must
    /// come back, equal, with no issue. `isValid` and `migrate` take part, as they do at launch.
    @MainActor
    public static func restoration<Route: Codable & Equatable>(_ path: [Route],
                                                             restoration: PathRestoration<Route> = PathRestoration())
        -> RouteCheckReport {
        let name = "the path [" + path.map(describe).joined(separator: ", ") + "]"
        let data: Data
        do {
            data = try restoration.encode(path)
        } catch {
            return RouteCheckReport(problems: [RouteProblem(route: name, kind: .encodingFailed(detail: short(error)))])
        }
        let restored = restoration.decode(data)
        guard restored.routes != path || restored.reason != nil else { return RouteCheckReport(problems: []) }
        let detail = restored.reason.map { "\($0)" }
            ?? "came back as [" + restored.routes.map(describe).joined(separator: ", ") + "]"
        return RouteCheckReport(problems: [RouteProblem(route: name, kind: .notRestored(detail: detail))])
    }

    private static func forms<Route>(of table: DeepLinkTable<Route>) -> [DeepLinkURLForm] {
        table.hosts.isEmpty ? [.customScheme] : [.customScheme, .https]
    }

    private static func describe(_ value: Any) -> String {
        String(reflecting: value)
    }

    /// An error's first line, for a report that fits a test log.
    private static func short(_ error: any Error) -> String {
        String(String(describing: error).prefix(200))
    }
}
