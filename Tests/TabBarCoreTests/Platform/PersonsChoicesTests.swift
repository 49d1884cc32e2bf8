import Foundation
import TabBarCore
import Testing

@Suite("What a person may change where: the sidebar toggle and the bar's reordering")
struct PersonsChoicesTests {
  @Test("A person chooses between bar and sidebar only on iPad in regular width")
  func sidebarChoice() {
    for platform in TabBarPlatform.allCases {
      for sizeClass in [HorizontalSizeClass.compact, .regular] {
        let chooses = platform.letsPersonChooseSidebar(in: sizeClass)
        #expect(chooses == (platform == .iPad && sizeClass == .regular), "\(platform), \(sizeClass)")
      }
    }
  }

  @Test("The presentation switches to a sidebar on the person's choice exactly where the toggle shows")
  func presentationFollowsTheSameRule() {
    for platform in TabBarPlatform.allCases {
      for sizeClass in [HorizontalSizeClass.compact, .regular] {
        let bar = TabBarPresentation.adapting(
          to: platform, sizeClass: sizeClass, preferences: TabBarAdaptationPreferences(prefersSidebar: false))
        let sidebar = TabBarPresentation.adapting(
          to: platform, sizeClass: sizeClass, preferences: TabBarAdaptationPreferences(prefersSidebar: true))
        #expect(
          (bar != sidebar) == platform.letsPersonChooseSidebar(in: sizeClass), "\(platform), \(sizeClass)")
      }
    }
  }

  @Test("The bar's tabs are dragged to new places only on iPad, with a customization, at full size")
  func barReordering() {
    var allowed: [TabBarPlatform] = []
    for platform in TabBarPlatform.allCases {
      for customizable in [false, true] {
        for fullSize in [false, true] {
          let reorders = platform.letsPersonReorderBar(isCustomizable: customizable, barIsFullSize: fullSize)
          if reorders { allowed.append(platform) }
          #expect(reorders == (platform == .iPad && customizable && fullSize))
        }
      }
    }
    #expect(allowed == [.iPad], "exactly one combination reorders")
  }
}
