import Foundation
import TabBarCore
import Testing

/// The preset whose notch follows the selection.
@Suite("The following notch")
struct FollowingNotchPresetTests {
  @Test("curvedFollowing is curved with the notch under the selected tab, which rises into it")
  func preset() throws {
    var expected = TabBarMetrics.curved
    expected.actionButton.notch?.anchor = .selection
    #expect(TabBarMetrics.curvedFollowing == expected)
    let layout = Fixtures.layout(try Fixtures.tabs(4), selected: "t2", metrics: .curvedFollowing)
    let selected = layout.items[2]
    #expect(layout.outline.resolvedNotchCenterX == selected.hitFrame.midX)
    #expect(selected.iconFrame.midY < layout.items[0].iconFrame.midY)
  }
}
