import Foundation
import TabBarMigrate
import Testing

@Suite("The migration corpus: every original through the tool is its renamed twin")
struct CorpusTests {
  @Test("the corpus has the pairs its README lists, each with a twin, and no folder the tests skip")
  func corpusIsThere() throws {
    #expect(Corpus.pairs.count >= 27)
    #expect(Corpus.twins == Corpus.pairs)
    #expect(Corpus.listed == Corpus.pairs)
    let folders = try FileManager.default.contentsOfDirectory(atPath: Corpus.root.path).sorted()
    #expect(folders == ["Original", "README.md", "Renamed"])
  }

  @Test("Original/X.swift migrates to Renamed/X.swift byte for byte", arguments: Corpus.pairs)
  func originalBecomesTwin(name: String) throws {
    let migration = try FileMigration.migrate(try Corpus.original(name))
    let expected = try Corpus.renamed(name)
    #expect(migration.changed)
    #expect(migration.findings.filter { !$0.isNote } == [])
    #expect(migration.findings.filter(\.isNote).map(\.reason) == Corpus.notes[name, default: []])
    #expect(String(decoding: migration.output, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
  }

  @Test("a renamed twin through the tool again is unchanged", arguments: Corpus.pairs)
  func twinIsAFixedPoint(name: String) throws {
    let twin = try Corpus.renamed(name)
    let migration = try FileMigration.migrate(twin)
    #expect(!migration.changed)
    #expect(migration.output == twin)
    #expect(migration.findings == [])
  }
}
