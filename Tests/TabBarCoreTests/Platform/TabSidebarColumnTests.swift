import TabBarCore
import Testing

@Suite("The sidebar column: the system's split view where the sidebar never leaves")
struct TabSidebarColumnTests {
  @Test("The Mac has the split view; every other platform keeps its column beside the content")
  func columns() {
    for platform in TabBarPlatform.allCases {
      #expect(TabSidebarColumn(for: platform) == (platform == .mac ? .splitView : .beside), "\(platform)")
    }
  }

  @Test("A split view platform presents a sidebar at every size and preference, so the split view never goes")
  func splitViewStays() {
    var checked = 0
    for platform in TabBarPlatform.allCases where TabSidebarColumn(for: platform) == .splitView {
      for sizeClass in [HorizontalSizeClass.compact, .regular] {
        for prefersSidebar in [false, true] {
          for watch in TabBarWatchPresentation.allCases {
            let presentation = TabBarPresentation.adapting(
              to: platform, sizeClass: sizeClass,
              preferences: TabBarAdaptationPreferences(
                prefersSidebar: prefersSidebar, watchPresentation: watch))
            #expect(presentation == .sidebar, "\(platform) \(sizeClass) \(prefersSidebar) \(watch)")
            checked += 1
          }
        }
      }
    }
    #expect(checked > 0, "some platform has the split view")
  }

  @Test("Widths are ordered: minimum, ideal, maximum")
  func widths() {
    #expect(
      TabSidebarColumn.minimumWidth < TabSidebarColumn.idealWidth
        && TabSidebarColumn.idealWidth < TabSidebarColumn.maximumWidth)
  }
}
