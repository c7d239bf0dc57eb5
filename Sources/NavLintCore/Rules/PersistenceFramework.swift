/// The framework a persistence class belongs to: what it is called in a
/// message, and the id to route by instead of the object.
enum PersistenceFramework: Equatable {
    case swiftData, coreData, realm

    /// "a SwiftData `@Model` object": what the type is.
    var kind: String {
        switch self {
        case .swiftData: "a SwiftData `@Model` object"
        case .coreData: "a Core Data `NSManagedObject`"
        case .realm: "a Realm `Object`"
        }
    }

    /// The stable id of one object, to push instead of the object.
    var identifier: String {
        switch self {
        case .swiftData: "its `persistentModelID`"
        case .coreData: "its `objectID`"
        case .realm: "its primary key"
        }
    }
}
