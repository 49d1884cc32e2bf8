import TabBarMigrate
import Testing

@Suite("Property: Swift-like text with no tab API in its code passes through unchanged")
struct PassThroughPropertyTests {
  static let samples: [String] = (0..<120).map { seed in
    var generator = SwiftLikeText(seed: UInt64(seed))
    return generator.file(statements: 12)
  }

  @Test("every sample reads as Swift and comes out byte for byte")
  func unchanged() throws {
    for sample in Self.samples {
      let migration = try FileMigration.migrate(Array(sample.utf8))
      #expect(!migration.changed, "\(sample)")
      #expect(migration.findings == [], "\(sample)")
    }
  }

  @Test(
    "the generator is not vacuous: tab API in strings and comments, tab-like code, and a spliced TabView changes"
  )
  func generatorIsNotVacuous() throws {
    let all = Self.samples.joined()
    for word in [
      "TabView(selection:", ".tabItem", "for: .tabBar", "/* ", "#\"", "\"\"\"", "ForEach", "Group", ".tag(",
    ] {
      #expect(all.contains(word), "no \(word)")
    }
    #expect(Set(Self.samples).count == Self.samples.count)
    let container =
      "\nTabView(selection: $s) { Text(\"a\").tabItem { Label(\"a\", systemImage: \"a\") }.tag(1) }\n"
    var changed = 0
    for sample in Self.samples.prefix(50) {
      let lines = sample.split(separator: "\n", omittingEmptySubsequences: false)
      let spliced =
        lines.prefix(lines.count / 2).joined(separator: "\n") + container
        + lines.dropFirst(lines.count / 2).joined(separator: "\n")
      if try FileMigration.migrate(Array(spliced.utf8)).changed { changed += 1 }
    }
    #expect(changed > 40)
  }
}
