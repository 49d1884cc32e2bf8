/// The container's and the bar's modifiers: renamed one to one, or rewritten (`.toolbar(_:for:
/// .tabBar)` to `.tabBarHidden(_:)`, `.tabViewStyle(.sidebarAdaptable)` to
/// `.tabBarSidebarAdaptable()`).
///
/// ```swift
/// // .toolbar(.hidden, for: .tabBar)        → .tabBarHidden(true)
/// // .toolbarVisibility(shown, for: .tabBar) → .tabBarHidden(shown == .hidden)
/// ```
extension Rewriter {
  /// SwiftUI's names and TabBarKit's, for members renamed one to one.
  package static let memberRenames: [String: String] = [
    "tabViewCustomization": "tabBarCustomization",
    "tabViewBottomAccessory": "tabBarBottomAccessory",
    "tabViewSearchActivation": "tabBarSearchActivation",
    "defaultAdaptableTabBarPlacement": "tabBarDefaultAdaptablePlacement",
    "defaultTabBarPlacement": "tabBarDefaultPlacement",
    "tabViewSidebarHeader": "tabBarSidebarHeader",
    "tabViewSidebarFooter": "tabBarSidebarFooter",
    "tabViewSidebarBottomBar": "tabBarSidebarBottomBar",
    "tabViewBottomAccessoryPlacement": "tabBarBottomAccessoryPlacement",
  ]

  /// Writes the member whose `.` is at `dot` when a rule rewrites it; `nil` leaves it to be copied.
  mutating func emitMember(_ dot: Int) -> Int? {
    let name = file.next(after: dot)
    guard file.isIdentifier(name), name == dot + 1 else { return nil }
    let text = file.text(name)
    let arguments = file.next(after: name)
    let hasArguments = file.isByte(arguments, "(") && !file.hasNewline(between: name, and: arguments)
    if allowsLooseRenames, let renamed = Self.memberRenames[text] {
      append("." + renamed)
      return name + 1
    }
    guard hasArguments else { return nil }
    switch text {
    case "toolbar", "toolbarVisibility":
      return emitToolbarVisibility(dot: dot, open: arguments)
    case "searchable" where inSearchTab && isPlainSearchField(CallArguments(file, open: arguments)):
      append(".tabBarSearchable")
      return name + 1
    case "toolbarBackground":
      if barsArgument(CallArguments(file, open: arguments)).contains(".tabBar") {
        report(dot, Reasons.toolbarBackground)
      }
      return nil
    case "tabViewStyle" where allowsLooseRenames && file.inside(arguments) == ".sidebarAdaptable":
      append(".tabBarSidebarAdaptable()")
      return file.partner[arguments] + 1
    default:
      return nil
    }
  }

  /// `searchable(text:)`, or with a `Text` prompt: what `tabBarSearchable(text:prompt:)` takes.
  private func isPlainSearchField(_ arguments: CallArguments) -> Bool {
    let values = arguments.values
    guard values.first?.label == "text" else { return false }
    return values.count == 1
      || (values.count == 2 && values[1].label == "prompt" && file.isIdentifier(values[1].first, "Text"))
  }

  /// The bars a `for:` argument names, as written (`[".tabBar", ".navigationBar"]`).
  private func barsArgument(_ arguments: CallArguments) -> [String] {
    guard let index = arguments.values.firstIndex(where: { $0.label == "for" }) else { return [] }
    return arguments.values[index...].enumerated().compactMap { offset, argument in
      offset == 0 || argument.label == nil ? file.source(argument) : nil
    }
  }

  private mutating func emitToolbarVisibility(dot: Int, open: Int) -> Int? {
    let arguments = CallArguments(file, open: open)
    let bars = barsArgument(arguments)
    guard bars.contains(".tabBar"), let visibility = arguments.values.first, visibility.label == nil else {
      return nil
    }
    guard bars == [".tabBar"], arguments.values.count == 2 else {
      report(dot, Reasons.toolbarMixedBars)
      return nil
    }
    guard allowsLooseRenames else { return nil }
    let value = file.source(visibility)
    let hidden =
      switch value {
      case ".hidden", "Visibility.hidden": "true"
      case ".visible", ".automatic", "Visibility.visible", "Visibility.automatic": "false"
      default: "\(value) == .hidden"
      }
    append(".tabBarHidden(\(hidden))")
    return file.partner[open] + 1
  }
}
