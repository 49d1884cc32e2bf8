/// What a place showing a tab does with one thing the tab declares (``TabProjection``): it is
/// applied as declared, applied in the place's own way, or not offered there, each with the
/// words the Platforms article shows.
///
/// ```swift
/// TabTreatment.notOffered("tvOS has no drag and drop").isApplied  // false
/// ```
package enum TabTreatment: Sendable, Hashable {
  /// Applied as the tab declares; how, in a few words.
  case applied(String)
  /// Applied, but not as the drawn bar does; how.
  case appliedDifferently(String)
  /// Not offered here; why.
  case notOffered(String)

  /// Whether the place applies the attribute at all (as declared or its own way).
  package var isApplied: Bool {
    if case .notOffered = self { return false }
    return true
  }

  /// The words: how it is applied, or why not.
  package var note: String {
    switch self {
    case .applied(let note), .appliedDifferently(let note), .notOffered(let note): note
    }
  }

  /// The table cell: a mark for the kind, then the words.
  package var cell: String {
    switch self {
    case .applied(let note): "Yes: \(note)"
    case .appliedDifferently(let note): "Differently: \(note)"
    case .notOffered(let note): "No: \(note)"
    }
  }
}
