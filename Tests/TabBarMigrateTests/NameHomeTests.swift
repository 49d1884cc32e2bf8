import Foundation
import TabBarMigrate
import Testing

/// Apple's names and TabBarKit's have one home: `docs/api-coverage-answers.tsv` (each of Apple's
/// tab API keys and TabBarKit's spelling) and `docs/migration-table.tsv` (the guide's rows, with
/// `Apple = TabBarKit` pairs for names newer than the SDK the answers were read from). These
/// tests hold the tool's renames to them, both ways, so a name cannot change in one place only.
@Suite("The tool's renames are the answers' names")
struct NameHomeTests {
  /// One answer: Apple's key, TabBarKit's references (`TabBarContainer.tabBarSidebarHeader(content:)`)
  /// and the status.
  struct Answer {
    let key: String
    let references: [String]
    let status: String
  }

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The tab-separated lines of a file under the repository root, comments left out.
  static func rows(_ path: String) throws -> [[String]] {
    let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }
      .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
  }

  /// Every answer, and every `Apple = TabBarKit` pair of the migration table as a supported one.
  static func answers() throws -> [Answer] {
    let answered = try rows("docs/api-coverage-answers.tsv").map { fields in
      Answer(
        key: fields[0],
        references: fields.count > 1 && !fields[1].isEmpty ? fields[1].components(separatedBy: "; ") : [],
        status: fields.count > 2 ? fields[2] : "")
    }
    let paired = try rows("docs/migration-table.tsv").flatMap { fields in
      fields[0].components(separatedBy: "; ").compactMap { item -> Answer? in
        let sides = item.components(separatedBy: " = ")
        return sides.count == 2 ? Answer(key: sides[0], references: [sides[1]], status: "supported") : nil
      }
    }
    return answered + paired
  }

  /// The name a reference shows: `TabBarTab` of `TabBarTab.init(_:content:)`, `badge` of
  /// `TabContent.badge(_:)`, `TabBarCustomization` of `TabBarCustomization`.
  static func name(_ reference: String) -> String {
    let parts = reference.prefix { $0 != "(" }.split(separator: ".").map(String.init)
    return parts.count < 2 || parts[1] == "init" ? parts[0] : parts[1]
  }

  static func owner(_ reference: String) -> String {
    String(reference.prefix { $0 != "." && $0 != "(" })
  }

  /// The answer to `key`, which the test needs to exist.
  static func answer(_ key: String) throws -> Answer {
    try #require(try answers().first { $0.key == key }, "\(key) has no answer")
  }

  @Test("every member the tool renames one to one is renamed to the answers' name")
  func memberRenamesAreAnswered() throws {
    let answers = try Self.answers()
    #expect(!Rewriter.memberRenames.isEmpty)
    for (apple, ours) in Rewriter.memberRenames.sorted(by: { $0.key < $1.key }) {
      let named = answers.filter { Self.name($0.key) == apple && $0.status.hasPrefix("supported") }
      #expect(!named.isEmpty, "the tool renames \(apple), which no answer names")
      for answer in named {
        #expect(
          answer.references.map(Self.name).contains(ours),
          "the tool renames \(apple) to \(ours); \(answer.key) is answered \(answer.references)")
      }
    }
  }

  @Test("every modifier the answers rename, the tool renames to that name")
  func answeredRenamesAreMade() throws {
    let containers: Set = ["TabBarContainer", "TabBarSidebarAdaptableContainer", "View", "EnvironmentValues"]
    let renamed = try Self.answers().filter { answer in
      guard ["View", "EnvironmentValues"].contains(Self.owner(answer.key)),
        answer.status.hasPrefix("supported"),
        let first = answer.references.first
      else { return false }
      return containers.contains(Self.owner(first)) && Self.name(first) != Self.name(answer.key)
    }
    #expect(renamed.count >= 8, "the sweep is not vacuous")
    for answer in renamed {
      let apple = Self.name(answer.key)
      let ours = Self.name(answer.references[0])
      let result = try migrate("A().\(apple)(.sidebarAdaptable)\n")
      #expect(
        result.text.contains(".\(ours)("), "\(answer.key) is answered \(ours); the tool wrote \(result.text)")
      #expect(!result.text.contains(".\(apple)("), "the tool left \(apple) in \(result.text)")
    }
  }

  @Test("the container, tabs, sections, collections, helpers and customization take the answers' type names")
  func typeRenames() throws {
    let source = """
      import SwiftUI
      struct A: View {
        @State private var tab = 0
        @AppStorage("tabs") private var customization = TabViewCustomization()
        var body: some View {
          TabView(selection: $tab) {
            Tab("A", systemImage: "a", value: 0) { Text("A") }
            TabSection("S") {
              ForEach(1..<3) { index in Tab("T", systemImage: "t", value: index) { Text("T") } }
            }
            Group { Tab("G", systemImage: "g", value: 9) { Text("G") } }
            more
          }
          .tabViewCustomization($customization)
        }
        @TabContentBuilder<Int> var more: some TabContent<Int> {
          Tab("M", systemImage: "m", value: 5) { Text("M") }
        }
      }
      """
    let text = try migrate(source).text
    let expected = [
      ("TabView", "TabView.init(selection:content:)", "("),
      ("Tab", "Tab.init(_:systemImage:value:content:)", "("),
      ("TabSection", "TabSection.init(_:content:)", "("),
      ("ForEach", "ForEach.init(_:content:)", "("),
      ("Group", "Group.init(content:)", " {"),
      ("TabContent", "TabContent", "<"),
      ("TabContentBuilder", "TabContentBuilder", "<"),
      ("TabViewCustomization", "TabViewCustomization", "("),
    ]
    for (apple, key, after) in expected {
      let ours = Self.name(try #require(try Self.answer(key).references.first))
      #expect(text.contains(ours + after), "\(key) is answered \(ours); the tool wrote:\n\(text)")
      #expect(!text.contains(" " + apple + after), "the tool left \(apple) in:\n\(text)")
    }
  }
}
