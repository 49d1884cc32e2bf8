import SwiftUI

// The demo is an iPhone, iPad and Mac app; these keep its few platform differences in one
// place, so its sources also compile for Apple TV (checked by the SDK type-check), where the
// container shows the system's top bar.
extension View {
  /// A rounded text field where the platform draws one (not tvOS, whose fields are focus cards).
  @ViewBuilder
  func demoTextFieldStyle() -> some View {
    #if os(tvOS)
      self
    #else
      textFieldStyle(.roundedBorder)
    #endif
  }

  /// `content` as a menu opened from `label`, where menus exist (tvOS from 17); else nothing.
  @ViewBuilder
  func demoMenuOverlay<Content: View, Label: View>(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) -> some View {
    if #available(tvOS 17.0, *) {
      overlay(alignment: .topTrailing) { Menu(content: content, label: label) }
    } else {
      self
    }
  }
}
