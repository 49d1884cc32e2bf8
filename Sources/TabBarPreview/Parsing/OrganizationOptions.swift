import Foundation
import TabBarCore

/// How the tabs of a `render` are organized and presented: the options beyond one bar's look.
///
/// | option | value | default |
/// |---|---|---|
/// | `--presentation` | bar, sidebar | bar |
/// | `--sections` | `Title=positions,…` (see ``SectionSpec``) | none |
/// | `--section-entries` | each section is one entry in the bar | off |
/// | `--hidden` | tab positions the person hid, `2,5` | none |
/// | `--search` | the search tab: a position from 1 or a title | none |
/// | `--prominent` | the prominent tab, raised into the middle slot: a position or a title | none |
/// | `--edit` | the sidebar's edit mode | off |
package struct OrganizationOptions: Sendable, Hashable {
  /// The presentations `--presentation` accepts.
  package enum Presentation: String, Sendable, Hashable, CaseIterable {
    /// The bar, in its style.
    case bar
    /// The sidebar list, on iPad and Mac.
    case sidebar
  }

  /// The presentation drawn.
  package var presentation: Presentation = .bar
  /// The `--sections` text, read once the tabs are known.
  package var sectionList: String?
  /// Whether sections show as one entry each in the bar.
  package var sectionEntries = false
  /// The `--hidden` text, read once the tabs are known.
  package var hiddenList: String?
  /// The tab that is the search tab, as given.
  package var search: TabReference?
  /// The tab that is the prominent tab, as given.
  package var prominent: TabReference?
  /// Whether the sidebar is in edit mode.
  package var isEditing = false

  /// Options with every default.
  package init() {}

  /// The options this type reads, for messages and help.
  package static let optionNames = [
    "--presentation", "--sections", "--section-entries", "--hidden", "--search", "--prominent", "--edit",
  ]

  /// The window a sidebar is drawn in when neither `--width` nor `--height` is given: an iPad in
  /// landscape, 1024 × 768 pt.
  package static let sidebarWindow = CGSize(width: 1024, height: 768)

  /// Whether any option asks for more than a plain bar.
  package var isPlainBar: Bool {
    presentation == .bar && sectionList == nil && hiddenList == nil && search == nil && prominent == nil
  }

  /// Reads `option` (and its value from `scanner`) if it is one of ``optionNames``; returns
  /// `false` for an option it does not know.
  package mutating func read(_ option: String, from scanner: inout ArgumentScanner) throws(UsageError) -> Bool
  {
    switch option {
    case "--presentation":
      let names = Presentation.allCases.map(\.rawValue)
      presentation = Presentation(rawValue: try scanner.choice(for: option, among: names)) ?? .bar
    case "--sections":
      sectionList = try scanner.value(for: option, expecting: "Title=positions,…, e.g. Library=3:4")
    case "--section-entries":
      try scanner.flag(option)
      sectionEntries = true
    case "--hidden":
      hiddenList = try scanner.value(for: option, expecting: "tab positions separated by commas, e.g. 2,4")
    case "--search":
      search = TabReference(try scanner.value(for: option, expecting: "a tab position from 1 or a title"))
    case "--prominent":
      prominent = TabReference(try scanner.value(for: option, expecting: "a tab position from 1 or a title"))
    case "--edit":
      try scanner.flag(option)
      isEditing = true
    default:
      return false
    }
    return true
  }
}
