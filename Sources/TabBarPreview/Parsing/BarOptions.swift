import Foundation
import TabBarCore

/// What one bar to draw looks like: the options `render` and `animate` share.
///
/// | option | value | default |
/// |---|---|---|
/// | `--style` | a design's name (`TabBarDesign.allCases`) | curved |
/// | `--tabs` | `Title:symbol,…` (see ``TabSpec``) | Home, Search, Alerts, Profile |
/// | `--sample-tabs` | a flag: the style's own tabs, as its gallery picture shows them | off |
/// | `--selected` | a position from 1 or a title | 1 |
/// | `--badges` | `position=value,…` (see ``BadgeSpec``) | none |
/// | `--action` / `--no-action` | a "+" action button in the middle | on for a design with a notch |
/// | `--width`, `--height` | points | 390 × 844 |
/// | `--bottom-inset` | points | 34 |
/// | `--appearance` | light, dark | light |
/// | `--direction` | ltr, rtl | ltr |
/// | `--dynamic-type` | xSmall … accessibility5 | large |
/// | `--reduce-transparency`, `--increase-contrast` | flags | off |
/// | `--surface` | automatic, material, glass (a stand-in for Liquid Glass) | automatic |
package struct BarOptions: Sendable, Hashable {
  /// The style.
  package var style: TabBarDesign = .curved
  /// The tabs: those given (`--tabs`), or the style's own (`--sample-tabs`: the tabs its design
  /// is shown with, ``TabBarDesign``'s `sampleTabs`). Setting them gives them.
  package var tabs: [TabSpec] {
    get { usesSampleTabs ? style.sampleTabs.map { TabSpec(title: $0.title, symbol: $0.symbol) } : givenTabs }
    set {
      givenTabs = newValue
      usesSampleTabs = false
    }
  }
  /// The tabs `--tabs` gave.
  private var givenTabs = TabSpec.defaultList
  /// Whether `--sample-tabs` asked for the style's own tabs.
  package var usesSampleTabs = false
  /// The selected tab, as given.
  package var selected: TabReference = .position(1)
  /// The `--badges` text, read once the tabs are known.
  package var badgeList: String?
  /// Whether there is an action button; `nil` for the style's default.
  package var hasAction: Bool?
  /// The container's width in points.
  package var width: CGFloat = 390
  /// The container's height in points.
  package var height: CGFloat = 844
  /// The bottom safe-area inset in points.
  package var bottomInset: CGFloat = 34
  /// Light or dark.
  package var appearance: ThemeAppearance = .light
  /// The reading direction.
  package var direction: TabBarLayoutDirection = .leftToRight
  /// The text size.
  package var dynamicType: TabBarDynamicTypeSize = .large
  /// The accessibility colour adjustments.
  package var adjustments: ThemeAdjustments = []
  /// What the bar is made of: the style's own fill, the bar material, or glass.
  package var surface: TabBarSurface = .automatic
  /// Whether the notch follows the selection (`--notch follows`) instead of holding the action
  /// button (`--notch action`, the style's own).
  package var notchFollowsSelection = false
  /// The device the bar is drawn for (the gallery's watch variants; no command-line option).
  package var platform: TabBarPlatform = .iPhone

  /// Options with every default.
  package init() {}

  /// The options this type reads, for messages and help.
  package static let optionNames = [
    "--style", "--tabs", "--sample-tabs", "--selected", "--badges", "--action", "--no-action", "--width",
    "--height",
    "--bottom-inset", "--appearance", "--direction", "--dynamic-type", "--reduce-transparency",
    "--increase-contrast", "--notch", "--surface",
  ]

  /// The `--style` names, from ``TabBarDesign/allCases``: "curved, floating, indicator or material".
  package static var styleNames: String {
    let names = TabBarDesign.allCases.map(\.name)
    return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
  }

  /// The largest container side accepted, in points.
  package static let maximumSide: Double = 10_000

  /// Reads `option` (and its value from `scanner`) if it is one of ``optionNames``; returns
  /// `false` for an option it does not know.
  package mutating func read(_ option: String, from scanner: inout ArgumentScanner) throws(UsageError)
    -> Bool
  {
    let size = "a number of points from 1 to \(Int(Self.maximumSide))"
    switch option {
    case "--style":
      let name = try scanner.choice(for: option, among: TabBarDesign.allCases.map(\.name))
      style = TabBarDesign.allCases.first { $0.name == name } ?? .curved
    case "--tabs":
      tabs = try TabSpec.parseList(try scanner.value(for: option, expecting: "Title:symbol,…"))
    case "--sample-tabs":
      usesSampleTabs = true
    case "--selected":
      selected = TabReference(try scanner.value(for: option, expecting: "a tab position from 1 or a title"))
    case "--badges":
      badgeList = try scanner.value(for: option, expecting: "position=value,…, e.g. 2=3,4=!")
    case "--action", "--no-action":
      try scanner.flag(option)
      hasAction = option == "--action"
    case "--width":
      width = CGFloat(try scanner.number(for: option, in: 1...Self.maximumSide, expecting: size))
    case "--height":
      height = CGFloat(try scanner.number(for: option, in: 1...Self.maximumSide, expecting: size))
    case "--bottom-inset":
      bottomInset = CGFloat(
        try scanner.number(for: option, in: 0...Self.maximumSide, expecting: "a number of points from 0"))
    case "--appearance":
      let names = ThemeAppearance.allCases.map(\.rawValue)
      appearance = ThemeAppearance(rawValue: try scanner.choice(for: option, among: names)) ?? .light
    case "--direction":
      direction =
        try scanner.choice(for: option, among: ["ltr", "rtl"]) == "rtl" ? .rightToLeft : .leftToRight
    case "--dynamic-type":
      let names = TabBarDynamicTypeSize.allCases.map(\.rawValue)
      dynamicType = TabBarDynamicTypeSize(name: try scanner.choice(for: option, among: names)) ?? .large
    case "--reduce-transparency":
      try scanner.flag(option)
      adjustments.insert(.reduceTransparency)
    case "--increase-contrast":
      try scanner.flag(option)
      adjustments.insert(.increaseContrast)
    case "--surface":
      let names = TabBarSurface.allCases.map(\.rawValue)
      surface = TabBarSurface(rawValue: try scanner.choice(for: option, among: names)) ?? .automatic
    case "--notch":
      notchFollowsSelection = try scanner.choice(for: option, among: ["action", "follows"]) == "follows"
    default:
      return false
    }
    return true
  }

  /// The items to lay out: the tabs (ids `tab1`, `tab2`, …) with their badges, and the action
  /// button (id `action`, "New", `plus`) in the middle when there is one.
  package func items() throws(UsageError) -> TabItems {
    let badges =
      try badgeList.map { (list) throws(UsageError) in
        try BadgeSpec.parseList(list, tabCount: tabs.count)
      } ?? [:]
    var all = tabs.enumerated().map { index, tab in
      TabItem(id: Self.tabID(index), title: tab.title, symbol: tab.symbol, badge: badges[index])
    }
    if notchFollowsSelection, style.metrics(on: platform).actionButton.notch == nil {
      throw UsageError("--notch follows needs a style with a notch: --style curved")
    }
    if hasAction ?? (style.metrics(on: platform).actionButton.notch != nil && !notchFollowsSelection) {
      all.insert(TabItem(id: "action", title: "New", symbol: "plus", role: .action), at: all.count / 2)
    }
    do {
      return try TabItems(all)
    } catch {
      throw UsageError("the tabs cannot be laid out: \(error)")
    }
  }

  /// The id of the selected tab.
  package func selectedID() throws(UsageError) -> String {
    Self.tabID(try selected.resolve(in: tabs, option: "--selected"))
  }

  /// The id given to the tab at `index` (from 0).
  package static func tabID(_ index: Int) -> String { "tab\(index + 1)" }
}
