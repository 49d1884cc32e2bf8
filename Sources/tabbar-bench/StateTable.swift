import Foundation
import TabBarCore

/// The container state: a tap on the bar, and what a view's body reads.
@MainActor
func stateTable() throws {
  print("the container state: a tap on the bar (TabBarState.send), and what a body reads")
  print("tabs   median ns   p99 ns   allocs/frame")
  for count in [5, 7, 16] {
    var state = TabBarState(
      items: try request(tabs: count).items, selectedID: nil, context: TabBarContext(containerWidth: 390))
    let barCount = state.bar.items.count
    printRow(
      label: "\(count) tap",
      measure(frames: measuredFrames, overhead: overhead) { frame in
        checksum += CGFloat(state.send(.chooseBarItem(at: frame % barCount)).count)
      })
    printRow(
      label: "\(count) read",
      measure(frames: measuredFrames, overhead: overhead) { frame in
        let id = state.bar.itemID(atBarIndex: frame % barCount) ?? ""
        let mounted = state.isMounted(id) && !state.isBarHidden && state.reselectRequest(for: id) == nil
        checksum += CGFloat((state.shortcutDigit(ofTab: id) ?? 0) + (mounted ? 1 : 0))
      })
  }
}
