#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// The tabs' content where no controller per tab can host it (macOS 13, Apple Watch's icon
  /// bar; ``TabContentHosting/stack``):
  /// every mounted tab stays in a stack, the selected one on top;
  /// the others are transparent, out of hit testing and VoiceOver, and disabled so their keyboard
  /// shortcuts stay quiet. Their state survives; unlike ``SystemPagedContent`` they stay in the
  /// window, so they get no `onDisappear` when switched away from.
  @MainActor
  struct KeptTabContent<Value: Hashable>: View {
    let scene: ContainerSnapshot<Value>
    let contentInset: CGFloat

    var body: some View {
      let selectedID = scene.state.selectedID
      ZStack {
        ForEach(scene.declarations.ids, id: \.self) { id in
          if let position = scene.declarations.position(of: id), scene.state.isMounted(id) {
            let isSelected = id == selectedID
            TabPage(tab: scene.declarations.tabs[position], id: id, scene: scene, contentInset: contentInset)
              .opacity(isSelected ? 1 : 0)
              .allowsHitTesting(isSelected)
              .accessibilityHidden(!isSelected)
              .disabled(!isSelected)
              .zIndex(isSelected ? 1 : 0)
          }
        }
      }
    }
  }
#endif
