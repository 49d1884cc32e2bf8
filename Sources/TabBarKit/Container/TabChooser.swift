#if canImport(SwiftUI)
  import SwiftUI

  /// What choosing a tab does, the same in a bar, a sidebar and the system's `TabView`: a
  /// different enabled tab becomes the selection (with `animation`); the selected tab is
  /// reselected: the app's handler runs and, unless it turned the built-in response off, the
  /// tab's reselection count grows, which pops its ``TabBarNavigationStack`` or scrolls its
  /// ``TabBarScrollView`` to the top.
  ///
  /// It is `@unchecked Sendable` because SwiftUI's `Binding(get:set:)` takes `@Sendable`
  /// closures: a chooser is made in a view's body and its bindings are read and written by SwiftUI
  /// on the main actor only.
  struct TabChooser<Value: Hashable>: @unchecked Sendable {
    let model: TabBarModel<Value>
    let selection: Binding<Value>
    let reselections: Binding<[Value: Int]>
    /// The app's reselection handler; it returns whether the built-in response runs too.
    let onReselect: ((AnyHashable) -> Bool)?
    var animation: Animation? = nil

    /// How many times the tab of `value` has been reselected.
    func reselectionCount(of value: Value) -> Int {
      reselections.wrappedValue[value] ?? 0
    }

    /// The value the bar shows as selected (see ``TabBarModel/resolvedSelection(_:)``).
    var resolvedSelection: Value? { model.resolvedSelection(selection.wrappedValue) }

    /// Chooses `value`; returns whether the selection changed.
    @discardableResult
    func choose(_ value: Value) -> Bool {
      guard let index = model.tabs.firstIndex(where: { $0.value == value }),
        model.isEnabledTab(atItemIndex: index)
      else { return false }
      if value == model.resolvedSelection(selection.wrappedValue) {
        if onReselect?(AnyHashable(value)) ?? true {
          reselections.wrappedValue[value, default: 0] += 1
        }
        return false
      }
      withAnimation(animation) { selection.wrappedValue = value }
      return true
    }

    /// A binding for views that set the selection themselves (`TabView`, `List`): reading gives
    /// the resolved selection, writing chooses.
    var binding: Binding<Value> {
      Binding(
        get: { model.resolvedSelection(selection.wrappedValue) ?? selection.wrappedValue },
        set: { choose($0) })
    }

    /// ``binding`` as an optional, as `List(selection:)` takes it; writing `nil` does nothing.
    var optionalBinding: Binding<Value?> {
      Binding(
        get: { model.resolvedSelection(selection.wrappedValue) },
        set: { if let value = $0 { choose(value) } })
    }
  }
#endif
