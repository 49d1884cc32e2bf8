import TabBarCore
import Testing

@Suite("The sidebar column: the system's split view on the Mac, over an iPad's content in portrait")
struct TabSidebarColumnTests {
  /// The column for `platform` at `width` × `height`.
  private static func column(
    _ platform: TabBarPlatform, _ width: Double, _ height: Double, personsChoice: Bool = true
  ) -> TabSidebarColumn {
    TabSidebarColumn(
      for: platform, containerWidth: width, containerHeight: height, isPersonsChoice: personsChoice)
  }

  @Test("The Mac has the split view at any size; iPhone, Watch, TV and Vision Pro keep a column beside")
  func columns() {
    for platform in TabBarPlatform.allCases where platform != .iPad {
      for (width, height) in [(1280.0, 800.0), (600, 900)] {
        let expected: TabSidebarColumn = platform == .mac ? .splitView : .beside
        #expect(Self.column(platform, width, height) == expected, "\(platform) \(width)×\(height)")
      }
    }
  }

  @Test("iPad: beside in landscape; over the content in portrait when the person chooses, beside else")
  func iPad() {
    #expect(Self.column(.iPad, 1180, 820) == .beside)
    #expect(Self.column(.iPad, 820, 1180) == .overlay)
    #expect(Self.column(.iPad, 820, 1180).closesOnChoice && !Self.column(.iPad, 1180, 820).closesOnChoice)
    #expect(
      Self.column(.iPad, 820, 1180, personsChoice: false) == .beside, "the app's own choice cannot close")
    #expect(Self.column(.iPad, 1024, 1024) == .beside, "a square container is not portrait")
  }

  @Test(
    "Sizes that are not numbers, zero or negative count as landscape", arguments: [0.0, -1, .nan, .infinity])
  func badSizes(size: Double) {
    #expect(Self.column(.iPad, size, 900) == .beside, "width \(size)")
    #expect(Self.column(.iPad, 600, size) == .beside, "height \(size)")
  }

  @Test("A split view platform presents a sidebar at every size and preference, so the split view never goes")
  func splitViewStays() {
    var checked = 0
    for platform in TabBarPlatform.allCases where Self.column(platform, 1280, 800) == .splitView {
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

@Suite("An adaptable container's first placement")
struct AdaptableDefaultPlacementTests {
  @Test("The person's choice wins; before any, the app's default placement decides")
  func resolution() {
    for defaultsToSidebar in [false, true] {
      #expect(
        TabBarAdaptationPreferences.prefersSidebar(personsChoice: nil, defaultsToSidebar: defaultsToSidebar)
          == defaultsToSidebar)
      for choice in [false, true] {
        #expect(
          TabBarAdaptationPreferences.prefersSidebar(
            personsChoice: choice, defaultsToSidebar: defaultsToSidebar)
            == choice)
      }
    }
  }
}
