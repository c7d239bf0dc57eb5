import Foundation

/// The saved form of a path:
/// `{"format": 1, "schema": <app's schema version>, "routes": [...]}`.
///
/// `format` versions this envelope and belongs to RouterCore; `schema` versions
/// the app's route enum and belongs to the app. Keeping them apart lets either
/// change without guessing which one did.
enum RestorationEnvelope {
    /// The envelope format this RouterCore writes and the newest it reads.
    static let formatVersion = 1

    enum Key: String, CodingKey {
        case format, schema, routes
    }

    /// What is written.
    struct Written<Route: Encodable>: Encodable {
        let schema: Int
        let routes: [Route]

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(RestorationEnvelope.formatVersion, forKey: .format)
            try container.encode(schema, forKey: .schema)
            try container.encode(routes, forKey: .routes)
        }
    }

    /// The versions, read first and alone so a payload in an old schema is never
    /// decoded as the current route type. Requires a `routes` array.
    struct Header: Decodable {
        let format: Int
        let schema: Int

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            format = try container.decode(Int.self, forKey: .format)
            schema = try container.decode(Int.self, forKey: .schema)
            _ = try container.nestedUnkeyedContainer(forKey: .routes)
        }
    }

    /// The routes of a current-schema envelope, read one at a time so that one
    /// route that no longer decodes costs the routes from it on, not the whole
    /// path.
    struct LenientRoutes<Route: Decodable>: Decodable {
        var routes: [Route] = []
        var failure: (index: Int, count: Int)?

        init(from decoder: any Decoder) throws {
            var list = try decoder.container(keyedBy: Key.self).nestedUnkeyedContainer(forKey: .routes)
            while !list.isAtEnd {
                let index = list.currentIndex
                do {
                    routes.append(try list.decode(Route.self))
                } catch {
                    // A failed element does not advance the container; stop here.
                    failure = (index, (list.count ?? index + 1) - index)
                    return
                }
            }
        }
    }

    /// The `routes` array exactly as saved, for a migration hook.
    static func rawRoutes(of data: Data) throws -> Data {
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any], let routes = object[Key.routes.rawValue] else {
            throw DecodingError.dataCorrupted(.init(codingPath: [Key.routes], debugDescription: "no routes array"))
        }
        return try JSONSerialization.data(withJSONObject: routes, options: [.fragmentsAllowed, .sortedKeys])
    }
}
