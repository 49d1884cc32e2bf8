#if canImport(SwiftUI)
  import SwiftUI
  #if canImport(UIKit)
    import UIKit
  #endif

  extension View {
    /// A tab's keyboard shortcut (Command and its digit, where the platform has keyboard
    /// shortcuts) and its pointer hover effect (iPad and Apple Vision Pro, not Mac or Watch).
    func tabBarItemPlatformInput(shortcutDigit: Int?) -> some View {
      modifier(TabBarItemPlatformInput(shortcutDigit: shortcutDigit))
    }

    /// The selection haptic whenever `trigger` changes: `sensoryFeedback(.selection, trigger:)`
    /// where it exists, `UISelectionFeedbackGenerator` on iOS 16; nothing where neither does.
    func tabBarSelectionFeedback<Trigger: Equatable>(trigger: Trigger) -> some View {
      modifier(SelectionFeedback(trigger: trigger))
    }
  }

  /// See ``SwiftUICore/View/tabBarItemPlatformInput(shortcutDigit:)``.
  private struct TabBarItemPlatformInput: ViewModifier {
    let shortcutDigit: Int?

    func body(content: Content) -> some View {
      #if os(iOS) || os(visionOS)
        shortcut(content).hoverEffect(.highlight)
      #elseif os(macOS)
        shortcut(content)
      #else
        content
      #endif
    }

    #if os(iOS) || os(visionOS) || os(macOS)
      /// The shortcut as a value, none without a digit: one structure either way, so a tab whose
      /// digit comes or goes (the person moves it past the ninth place) keeps its button.
      private func shortcut(_ content: Content) -> some View {
        let key = shortcutDigit.flatMap { String($0).first }
        return content.keyboardShortcut(key.map { KeyboardShortcut(KeyEquivalent($0), modifiers: .command) })
      }
    #endif
  }

  /// See ``SwiftUICore/View/tabBarSelectionFeedback(trigger:)``.
  private struct SelectionFeedback<Trigger: Equatable>: ViewModifier {
    let trigger: Trigger

    func body(content: Content) -> some View {
      #if os(iOS)
        if #available(iOS 17.0, *) {
          content.sensoryFeedback(.selection, trigger: trigger)
        } else {
          content.onValueChange(of: trigger) { _ in UISelectionFeedbackGenerator().selectionChanged() }
        }
      #elseif os(watchOS)
        if #available(watchOS 10.0, *) {
          content.sensoryFeedback(.selection, trigger: trigger)
        } else {
          content
        }
      #elseif os(macOS)
        if #available(macOS 14.0, *) {
          content.sensoryFeedback(.selection, trigger: trigger)
        } else {
          content
        }
      #else
        content
      #endif
    }
  }
#endif
