/// Where a push goes while a sheet or cover is up. SwiftUI would push onto the
/// stack under the modal, out of sight; a router never does that silently.
public enum ModalPushPolicy: Hashable, Sendable {
    /// Dismiss the modal, then push on this stack (the default): the push is what
    /// the user asked for, and it must be visible.
    case dismissFirst
    /// Push inside the presented flow's own stack (its `flow(for:)` router), when it
    /// has one; otherwise dismiss first.
    case pushInFlow
}
