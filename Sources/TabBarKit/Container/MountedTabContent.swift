#if canImport(SwiftUI)
  import SwiftUI

  /// The tabs' content: each tab is mounted on its first visit and then kept, hidden while
  /// another is selected (transparent, not hit, not read by VoiceOver), so its state and
  /// navigation path survive switching. Never a `switch` over the selection.
  struct MountedTabContent<Value: Hashable>: View {
    let model: TabBarModel<Value>
    let selected: Value?
    let reselections: [Value: Int]
    @State private var visited: Set<Value> = []

    var body: some View {
      ZStack {
        ForEach(model.tabs, id: \.value) { tab in
          let isSelected = tab.value == selected
          if isSelected || visited.contains(tab.value) {
            tab.content
              .environment(\.tabBarReselection, TabBarReselection(count: reselections[tab.value] ?? 0))
              .environment(\.tabBarActionButton, nil)
              .environment(\.tabReselectHandler, nil)
              .transformPreference(TabBarHiddenKey.self) { hidden in
                if !isSelected { hidden = false }
              }
              .opacity(isSelected ? 1 : 0)
              .allowsHitTesting(isSelected)
              .accessibilityHidden(!isSelected)
              .zIndex(isSelected ? 1 : 0)
          }
        }
      }
      .onAppear { visit(selected) }
      .onValueChange(of: selected) { visit($0) }
    }

    private func visit(_ value: Value?) {
      if let value, !visited.contains(value) { visited.insert(value) }
    }
  }
#endif
