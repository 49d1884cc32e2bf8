/// What assistive technologies get for one item of the bar: VoiceOver's label, value, hint and
/// traits, and the Large Content Viewer's title.
///
/// The SwiftUI layer applies it with `.accessibilityLabel`, `.accessibilityValue`,
/// `.accessibilityHint`, `.accessibilityAddTraits(.isSelected)` and `.disabled`. (The preview
/// renderer does not use it: its SVG carries only an `aria-label` listing the tabs' titles.)
public struct TabItemAccessibility: Sendable, Hashable {
  /// The item's id.
  public var id: String
  /// The item's index in ``TabItems/all``.
  public var itemIndex: Int
  /// What the item is called: its title (clean of line breaks and control characters), else its
  /// id, else "Tab".
  public var label: String
  /// What VoiceOver reads after the label: the tab's position ("Tab, 2 of 4") and its badge
  /// ("3 new items", a text badge as it is), joined by commas; empty when there is neither. The
  /// More item says how many tabs it holds instead of a position ("3 tabs, 5 new items").
  public var value: String
  /// The hint read after a pause: the action button says it acts, the More item that it shows
  /// the other tabs; tabs have none.
  public var hint: String?
  /// Whether the item is the selected tab (the `isSelected` trait).
  public var isSelected: Bool
  /// Whether the item can be used; VoiceOver says ``dimmedState`` for one that cannot.
  public var isEnabled: Bool
  /// Whether the item is the action button (not counted among the tabs).
  public var isAction: Bool
  /// Whether the item is the More item that lists the tabs that do not fit (not counted among
  /// the tabs either).
  public var isMoreItem: Bool
  /// The word VoiceOver speaks for an item that cannot be used ("dimmed", "atenuado"), for
  /// renderers that must say it themselves; `nil` for an enabled item.
  public var dimmedState: String?
  /// The title the Large Content Viewer shows when the item is pressed at accessibility text
  /// sizes.
  public var largeContentTitle: String
  /// The whole element as VoiceOver reads it: state first when selected, then label, value,
  /// "dimmed" and hint, e.g. "selected, Inbox, Tab, 2 of 4, 3 new items". For previews, tests and
  /// renderers without a screen reader's own rules.
  public var spokenDescription: String

  /// Creates an item's accessibility description; normally made by
  /// `TabItems/accessibility(selectedID:language:strings:includesPosition:)` or, for a bar
  /// with a More item,
  /// `TabBarAdaptation/accessibility(ofBar:selectedID:language:strings:includesPosition:)`.
  public init(
    id: String, itemIndex: Int, label: String, value: String, hint: String?, isSelected: Bool,
    isEnabled: Bool,
    isAction: Bool, dimmedState: String?, largeContentTitle: String, spokenDescription: String,
    isMoreItem: Bool = false
  ) {
    self.id = id
    self.itemIndex = itemIndex
    self.label = label
    self.value = value
    self.hint = hint
    self.isSelected = isSelected
    self.isEnabled = isEnabled
    self.isAction = isAction
    self.isMoreItem = isMoreItem
    self.dimmedState = dimmedState
    self.largeContentTitle = largeContentTitle
    self.spokenDescription = spokenDescription
  }
}
