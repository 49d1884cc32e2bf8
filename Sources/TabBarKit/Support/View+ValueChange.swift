#if canImport(SwiftUI)
  import SwiftUI

  extension View {
    /// Runs `action` with the new value whenever `value` changes: `onChange(of:initial:_:)`
    /// where it exists (iOS 17 and later), `onChange(of:perform:)` before.
    func onValueChange<Value: Equatable>(
      of value: Value, perform action: @escaping (Value) -> Void
    ) -> some View {
      modifier(ValueChangeModifier(value: value, action: action))
    }
  }

  /// The modifier behind ``SwiftUICore/View/onValueChange(of:perform:)``.
  private struct ValueChangeModifier<Value: Equatable>: ViewModifier {
    let value: Value
    let action: (Value) -> Void

    func body(content: Content) -> some View {
      if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *) {
        content.onChange(of: value) { _, newValue in action(newValue) }
      } else {
        content.onChange(of: value, perform: action)
      }
    }
  }
#endif
