import Foundation
import TabBarMigrate
import Testing

@Suite("Hostile input: exit 2, a file:line reason, and nothing written")
struct HostileInputTests {
  static let cases: [(name: String, bytes: [UInt8], line: Int)] = [
    ("unbalanced brace", Array("struct A {\n  var b: Int {\n}\n".utf8), 1),
    ("stray closing bracket", Array("let a = f(x))\n".utf8), 1),
    ("mismatched brackets", Array("let a = [1, 2)\n".utf8), 1),
    ("unterminated string", Array("let a = 1\nlet s = \"TabView(selection: $x) {\n".utf8), 2),
    ("unterminated multi-line string", Array("let s = \"\"\"\n  text\n".utf8), 1),
    ("unterminated raw string", Array("let s = #\"text\"\n".utf8), 1),
    ("unterminated interpolation", Array("let s = \"\\(f(\"\n".utf8), 1),
    ("unterminated nested comment", Array("/* a /* b */\nlet x = 1\n".utf8), 1),
    ("not UTF-8", [0x6C, 0x65, 0x74, 0x0A, 0xC3, 0x28, 0x0A], 2),
    ("Latin-1 text", Array("// caf".utf8) + [0xE9] + Array("\n".utf8), 1),
  ]

  @Test("each bad input is refused with its line", arguments: cases.indices)
  func refused(index: Int) {
    let (name, bytes, line) = Self.cases[index]
    #expect(throws: MigrationInputError.self, "\(name)") { try FileMigration.migrate(bytes) }
    do {
      _ = try FileMigration.migrate(bytes)
    } catch {
      #expect(error.line == line, "\(name): \(error.reason)")
    }
  }

  @Test("a 5 MB file of nested brackets is refused at the nesting limit, without exhausting the stack")
  func fiveMegabytes() throws {
    let depth = 2_500_000
    let bytes =
      [UInt8](repeating: UInt8(ascii: "("), count: depth)
      + [UInt8](repeating: UInt8(ascii: ")"), count: depth)
    let error = #expect(throws: MigrationInputError.self) { try FileMigration.migrate(bytes) }
    #expect(error?.reason == "brackets nested more than 256 deep")
  }

  @Test("5 MB of string interpolations nested in each other is refused")
  func nestedInterpolations() {
    let bytes = Array(String(repeating: "\"\\(", count: 1_000_000).utf8)
    #expect(throws: MigrationInputError.self) { try FileMigration.migrate(bytes) }
  }

  @Test("an empty file is valid Swift with nothing to migrate")
  func emptyFile() throws {
    let migration = try FileMigration.migrate([])
    #expect(!migration.changed)
    #expect(migration.output == [])
  }

  @Test("with --write, one bad file among good ones: exit 2, nothing written, no diff")
  func badInputWritesNothing() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let good = Array("import SwiftUI\nlet c = TabViewCustomization()\n".utf8)
    _ = try scratch.write("A.swift", good)
    let badPath = try scratch.write("B.swift", Array("let s = \"open\n".utf8))
    let empty = try scratch.write("C.swift", [])
    for arguments in [["--write", scratch.url.path], [scratch.url.path]] {
      let run = try MigrateExecutable.run(arguments)
      #expect(run.status == 2)
      #expect(run.output == "")
      #expect(run.error == "\(badPath):1: unterminated string literal\n")
      #expect(try scratch.read("A.swift") == good)
      #expect(try scratch.read("C.swift") == [])
    }
    #expect(try MigrateExecutable.run(["--write", empty]).status == 0)
  }
}
