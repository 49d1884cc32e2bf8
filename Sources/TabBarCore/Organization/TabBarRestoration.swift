/// What a scene restores on relaunch: the selected tab's id and the customization, as one string
/// for `@SceneStorage`.
///
/// ```swift
/// @SceneStorage("tabs") private var restoration = TabBarRestoration()
///
/// let arrangement = TabBarArrangement(declared: declared, customization: restoration.customization)
/// let selection = restoration.restoredSelectionID(in: arrangement)  // falls back if it is gone
/// ```
package struct TabBarRestoration: Sendable, Hashable {
  /// The selected tab's id when the state was saved.
  package var selectedID: String?
  /// The person's arrangement of the tabs.
  package var customization: TabBarCustomization

  /// Creates a state: nothing selected yet and the default arrangement, by default.
  /// - Parameters:
  ///   - selectedID: The selected tab's id.
  ///   - customization: The person's arrangement.
  package init(selectedID: String? = nil, customization: TabBarCustomization = TabBarCustomization()) {
    self.selectedID = selectedID
    self.customization = customization
  }

  /// The tab to select after relaunch: the saved one when it is still a shown, enabled tab;
  /// otherwise what ``TabItems/normalizedSelection(_:)`` picks among the shown tabs (the first
  /// enabled one). `nil` only when no tab is shown.
  /// - Parameter arrangement: The tabs as arranged now.
  package func restoredSelectionID(in arrangement: TabBarArrangement) -> String? {
    let shown = arrangement.shownTabs
    return shown.normalizedSelection(selectedID).map { shown.all[$0].id }
  }
}

extension TabBarRestoration: Codable {
  private enum CodingKeys: String, CodingKey {
    case selection
    case customization
  }

  /// Decodes a stored state; a missing customization is the default.
  /// - Throws: `DecodingError` when a field has the wrong type or the customization is refused.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    selectedID = try container.decodeIfPresent(String.self, forKey: .selection)
    if let id = selectedID, id.count > StoredJSON.maximumIDLength {
      throw DecodingError.dataCorruptedError(
        forKey: .selection, in: container, debugDescription: "selected id too long")
    }
    customization =
      try container.decodeIfPresent(TabBarCustomization.self, forKey: .customization) ?? TabBarCustomization()
  }

  /// Encodes the selection and the customization.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(selectedID, forKey: .selection)
    try container.encode(customization, forKey: .customization)
  }
}

extension TabBarRestoration: RawRepresentable {
  /// Reads a state stored as JSON text; `nil` when the text is corrupted or hostile (as
  /// ``TabBarCustomization/init(rawValue:)`` refuses it), so `@SceneStorage` uses its default.
  /// Never traps.
  /// - Parameter rawValue: The stored text.
  package init?(rawValue: String) {
    guard let decoded = StoredJSON.decode(TabBarRestoration.self, from: rawValue) else { return nil }
    self = decoded
  }

  /// The state as compact JSON text with sorted keys.
  package var rawValue: String { StoredJSON.encode(self) }
}
