import Foundation
import TabBarCore
import Testing

@Suite("One projection of a tab")
struct TabProjectionTests {
  @Test("Every attribute has a decision, with its words, at every place a tab is shown")
  func everyAttributeEverywhere() {
    var decisions = 0
    for attribute in TabAttribute.allCases {
      for place in TabPlace.allCases {
        let treatment = TabProjection.treatment(of: attribute, at: place)
        #expect(!treatment.note.trimmingCharacters(in: .whitespaces).isEmpty, "\(attribute) at \(place)")
        #expect(!treatment.note.contains("\n"), "\(attribute) at \(place)")
        decisions += 1
      }
    }
    #expect(decisions == TabAttribute.allCases.count * TabPlace.allCases.count)
    #expect(decisions >= 12 * 11, "the sweep covers the attributes and places the issue names")
  }

  @Test("The drawn bar applies everything a tab declares: it is what the other places are measured against")
  func drawnBarAppliesAll() {
    for attribute in TabAttribute.allCases {
      #expect(TabProjection.treatment(of: attribute, at: .barButton).isApplied, "\(attribute)")
      if case .applied = TabProjection.treatment(of: attribute, at: .barButton) {
      } else {
        Issue.record("\(attribute) is not applied as declared on the drawn bar's button")
      }
    }
  }

  @Test(
    "The system's Tab keeps a hidden tab and disables from iOS 18.4; .tabItem pages, Apple TV and the watch let a hidden page go"
  )
  func systemsHiddenAndDisabled() {
    #expect(SystemTabForm(place: .systemTab, hasTabs: true, hasDisabledTabs: false).keepsHiddenTabs)
    #expect(!SystemTabForm(place: .systemTab, hasTabs: true, hasDisabledTabs: false).disablesTabs)
    #expect(SystemTabForm(place: .systemTabDisablable, hasTabs: true, hasDisabledTabs: true).disablesTabs)
    #expect(SystemTabForm(place: .systemTabGlass, hasTabs: true, hasDisabledTabs: true).disablesTabs)
    #expect(!SystemTabForm(place: .systemTabItem, hasTabs: false, hasDisabledTabs: false).keepsHiddenTabs)
    #expect(!SystemTabForm(place: .tvTopBar, hasTabs: true, hasDisabledTabs: true).keepsHiddenTabs)
    #expect(SystemTabForm(place: .tvTopBar, hasTabs: true, hasDisabledTabs: true).disablesTabs)
    #expect(SystemTabForm(place: .visionOrnament, hasTabs: true, hasDisabledTabs: false).keepsHiddenTabs)
    #expect(!SystemTabForm(place: .visionOrnament, hasTabs: false, hasDisabledTabs: false).keepsHiddenTabs)
    #expect(!SystemTabForm(place: .watchPage, hasTabs: false, hasDisabledTabs: false).keepsHiddenTabs)
    // disabled(_:) needs Tab itself.
    #expect(!SystemTabForm(place: .systemTabGlass, hasTabs: false, hasDisabledTabs: true).disablesTabs)
  }

  @Test("The release picks the system's form: .tabItem without Tab, then 18, 18.4, 26")
  func releaseForms() {
    #expect(TabPlace.systemTabView(hasTabs: false, hasDisabledTabs: true, isGlass: true) == .systemTabItem)
    #expect(TabPlace.systemTabView(hasTabs: true, hasDisabledTabs: false, isGlass: false) == .systemTab)
    #expect(
      TabPlace.systemTabView(hasTabs: true, hasDisabledTabs: true, isGlass: false) == .systemTabDisablable)
    #expect(TabPlace.systemTabView(hasTabs: true, hasDisabledTabs: true, isGlass: true) == .systemTabGlass)
    for place in TabPlace.allCases {
      let drawn: Set<TabPlace> = [.barButton, .raisedButton, .sidebarRow, .moreRow]
      #expect(place.isSystems == !drawn.contains(place), "\(place)")
    }
  }

  @Test("The Platforms table has a row per attribute and a cell per place, and no cell splits")
  func markdownTable() {
    let lines = TabProjection.markdownTable.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.last == "")
    let rows = lines.dropLast()
    #expect(rows.count == TabAttribute.allCases.count + 2)
    for row in rows {
      // Unescaped pipes: the row's borders and separators only.
      var pipes = 0
      var previous: Character = " "
      for character in row {
        if character == "|" && previous != "\\" { pipes += 1 }
        previous = character
      }
      #expect(pipes == TabPlace.allCases.count + 2, "\(row)")
    }
    for place in TabPlace.allCases { #expect(rows[0].contains(place.title)) }
    for attribute in TabAttribute.allCases {
      #expect(rows.contains { $0.hasPrefix("| \(attribute.title) |") }, "\(attribute)")
    }
  }
}

extension TabProjectionTests {
  @Test("The Platforms article holds the core's table, as scripts/projection-table writes it")
  func articleHoldsTheTable() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let article = try String(
      contentsOf: root.appendingPathComponent("Sources/TabBarKit/TabBarKit.docc/Platforms.md"),
      encoding: .utf8)
    let begin = try #require(article.range(of: "<!-- projection-table:begin -->\n"))
    let end = try #require(article.range(of: "<!-- projection-table:end -->"))
    #expect(String(article[begin.upperBound..<end.lowerBound]) == TabProjection.markdownTable)
  }
}
