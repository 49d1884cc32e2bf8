extension TabBarCustomization: Codable {
  private enum CodingKeys: String, CodingKey {
    case order
    case hidden
    case sidebarShown
    case tabBarHidden
    case tabBarShown
  }

  /// Decodes a stored customization; missing lists count as empty, so text stored before the
  /// bar's own choices existed (`order` and `hidden` only) keeps its meaning.
  /// - Throws: `DecodingError` when a list is not a list of strings, holds more than 1,000 ids,
  ///   or an id longer than 256 characters.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    order = try StoredJSON.ids(.order, in: container)
    hiddenIDs = Set(try StoredJSON.ids(.hidden, in: container))
    sidebarShownIDs = Set(try StoredJSON.ids(.sidebarShown, in: container))
    barHiddenIDs = Set(try StoredJSON.ids(.tabBarHidden, in: container))
    barShownIDs = Set(try StoredJSON.ids(.tabBarShown, in: container))
  }

  /// Encodes the order and the hidden ids, then each other list only when it holds an id (sets
  /// sorted, so equal values encode equally, and a customization without those choices encodes
  /// as before they existed).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(order, forKey: .order)
    try container.encode(hiddenIDs.sorted(), forKey: .hidden)
    let optional: [(CodingKeys, Set<String>)] = [
      (.sidebarShown, sidebarShownIDs), (.tabBarHidden, barHiddenIDs), (.tabBarShown, barShownIDs),
    ]
    for (key, ids) in optional where !ids.isEmpty {
      try container.encode(ids.sorted(), forKey: key)
    }
  }
}

extension TabBarCustomization: RawRepresentable {
  /// Reads a customization stored as JSON text, as `@AppStorage` and `@SceneStorage` hand it
  /// back; `nil` (so the wrapper uses its default, the declared order) when the text is
  /// corrupted or hostile: not JSON, the wrong types, longer than 64 KiB, nested deeper than the
  /// format, or with too many or too long ids. Never traps.
  ///
  /// ```swift
  /// TabBarCustomization(rawValue: #"{"hidden":["radio"],"order":["home","radio"]}"#)  // decoded
  /// TabBarCustomization(rawValue: #"{"order":[],"tabBarHidden":["radio"]}"#)         // decoded
  /// TabBarCustomization(rawValue: "\u{0}garbage")                                    // nil
  /// ```
  /// - Parameter rawValue: The stored text.
  public init?(rawValue: String) {
    guard let decoded = StoredJSON.decode(TabBarCustomization.self, from: rawValue) else { return nil }
    self = decoded
  }

  /// The customization as compact JSON text with sorted keys.
  public var rawValue: String { StoredJSON.encode(self) }
}
