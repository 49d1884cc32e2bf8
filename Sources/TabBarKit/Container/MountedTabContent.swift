#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// The tabs' content under the core's mount policy (``TabMounting``): a tab mounts on its
  /// first visit and then stays, hidden while another is selected (transparent, not hit, not read
  /// by VoiceOver, its controls disabled so their keyboard shortcuts stay quiet), so its state and
  /// navigation path survive switching. Never a `switch` over the selection.
  struct MountedTabContent<Value: Hashable>: View {
    let chooser: TabChooser<Value>
    @State private var mounting: TabMounting?
    /// The views asking for the bar to be hidden, by tab: only the selected tab's count.
    @State private var hidingRequests: [Value: Set<UUID>] = [:]

    var body: some View {
      let model = chooser.model
      let selected = chooser.resolvedSelection
      let selectedID = selected.flatMap(model.id(of:))
      ZStack {
        ForEach(model.tabs, id: \.value) { tab in
          let isSelected = tab.value == selected
          if isSelected || isMounted(tab.value) {
            tab.hostedContent(reselectionCount: chooser.reselectionCount(of: tab.value))
              .environment(\.tabBarHidingAction, hidingAction(for: tab.value))
              .opacity(isSelected ? 1 : 0)
              .allowsHitTesting(isSelected)
              .accessibilityHidden(!isSelected)
              // A hidden tab's controls stay mounted but must not answer keyboard shortcuts.
              .disabled(!isSelected)
              .zIndex(isSelected ? 1 : 0)
          }
        }
      }
      .preference(key: TabBarHiddenKey.self, value: !(selected.flatMap { hidingRequests[$0] } ?? []).isEmpty)
      .onAppear { follow(items: model.items, selectedID: selectedID) }
      .onValueChange(of: selectedID) { id in
        if let id { mounting?.visit(id) }
      }
      .onValueChange(of: model.items) { items in follow(items: items, selectedID: selectedID) }
    }

    /// Records the hiding requests of `value`'s tab.
    private func hidingAction(for value: Value) -> TabBarHidingAction {
      TabBarHidingAction { [requests = $hidingRequests] requester, hides in
        if hides {
          requests.wrappedValue[value, default: []].insert(requester)
        } else {
          requests.wrappedValue[value]?.remove(requester)
        }
      }
    }

    private func isMounted(_ value: Value) -> Bool {
      guard let id = chooser.model.id(of: value) else { return false }
      return mounting?.isMounted(id) ?? false
    }

    /// Starts the policy, or tells it the items changed (removed tabs unmount).
    private func follow(items: TabItems?, selectedID: String?) {
      guard let items else { return }
      if mounting == nil {
        mounting = TabMounting(items: items, selectedID: selectedID)
      } else {
        mounting?.updateItems(items, selectedID: selectedID)
      }
    }
  }
#endif
