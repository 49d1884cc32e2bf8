import Foundation
import Testing

/// "Write your own style" (Sources/TabBarKit/TabBarKit.docc/WritingAStyle.md) shows a compiled
/// style: its code is the demo app's and a TabBarKit test's, both type-checked against Apple's
/// SDKs, so the article cannot show a style that no longer compiles.
@Suite("The style article's code is the compiled example's")
struct WritingAStyleTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The article's Swift code blocks, in order.
  static func codeBlocks(of markdown: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```swift" {
        current = []
      } else if current != nil, line == "```" {
        blocks.append((current ?? []).joined(separator: "\n"))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  @Test("The article's style is, word for word, the demo's and the Kit test's")
  func sameCode() throws {
    let article = try Self.read("Sources/TabBarKit/TabBarKit.docc/WritingAStyle.md")
    let style = try #require(
      Self.codeBlocks(of: article).first { $0.contains("struct HighlightBarStyle: TabBarStyle") },
      "the article shows HighlightBarStyle")
    #expect(style.contains("TabBarItemButton(item: item, configuration: configuration)"))
    #expect(style.contains(".tabBarItemsContainer()"))
    let demo = try Self.read("Examples/TabBarKitDemo.swiftpm/Sources/CustomStyleDemo.swift")
    #expect(demo.contains(style), "the demo's CustomStyleDemo.swift holds the article's style")
    let indented = style.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
    let test = try Self.read("Tests/TabBarKitTests/Style/CustomStyleTests.swift")
    #expect(test.contains(indented), "the Kit test holds the article's style, inside its #if")
    let use = ".tabBarStyle(HighlightBarStyle())"
    #expect(test.contains(use) && demo.contains(use), "both put the style on a container")
  }
}
