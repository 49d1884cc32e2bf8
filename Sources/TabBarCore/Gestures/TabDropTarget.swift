/// What a tab's drop target (its bar button, its sidebar row) does with a drag over it: one
/// target in every state, whether the tab takes drops, springs, both or neither, so the view
/// keeps one structure as the selection moves (a selected tab stops springing, nothing is
/// rebuilt). It watches a drag only where there is something to do; it takes only what the tab
/// declared it takes and forbids the rest (the drag shows it cannot drop, rather than dropping
/// and silently failing); a drag that pauses over it selects the tab where
/// ``TabSpringLoading/springs`` says.
///
/// ```swift
/// let target = TabDropTarget(acceptsDrops: false, spring: rule)
/// target.operation(carriesAcceptedItems: true)  // .forbidden: it springs, it takes nothing
/// target.performs(carriesAcceptedItems: true)   // false
/// ```
package struct TabDropTarget: Sendable, Hashable {
  /// What a drag over the target is told.
  package enum Operation: String, Sendable, Hashable {
    /// Dropping here copies the items to the tab.
    case copy
    /// Dropping here does nothing: the drag shows it is refused.
    case forbidden
  }

  /// Whether the tab declared a drop destination.
  package var acceptsDrops: Bool
  /// The tab's spring-loading rule.
  package var spring: TabSpringLoading

  /// A target for one tab.
  package init(acceptsDrops: Bool, spring: TabSpringLoading) {
    self.acceptsDrops = acceptsDrops
    self.spring = spring
  }

  /// Whether a drag over the target is watched at all: for a drop, or to spring.
  package var watchesDrags: Bool { acceptsDrops || spring.springs }

  /// What a drag over the target is told: a copy only when the tab takes drops and the drag
  /// carries what it takes.
  package func operation(carriesAcceptedItems: Bool) -> Operation {
    acceptsDrops && carriesAcceptedItems ? .copy : .forbidden
  }

  /// Whether a drop is taken (and the tab's action runs).
  package func performs(carriesAcceptedItems: Bool) -> Bool {
    operation(carriesAcceptedItems: carriesAcceptedItems) == .copy
  }

  /// Whether a drag that enters starts the spring-loading pause.
  package var startsSpringPause: Bool { spring.springs }
}
