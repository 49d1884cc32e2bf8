import Foundation
import TabBarHostileInput
import TabBarPreview
import TabBarRender
import TabBarTestSupport
import Testing

/// The hostile corpus through the built `tabbar-preview`: as `--tabs` titles and `--badges`
/// texts, written with the lists' escaping rule.
@Suite("tabbar-preview with hostile titles")
struct HostileTitleCommandTests {
  /// The corpus in groups of four, as the command line can carry them: a process argument ends
  /// at U+0000, so that character is left out, and an empty title is a usage error (tested in
  /// ``CommandLineTests``), so empty strings are too.
  static let groups: [[String]] = {
    let usable = HostileStrings.corpus.map { $0.replacingOccurrences(of: "\u{0}", with: "") }.filter {
      !$0.isEmpty
    }
    return stride(from: 0, to: usable.count, by: 4).map { Array(usable[$0..<min($0 + 4, usable.count)]) }
  }()

  /// `--tabs` and `--badges` putting each of `titles` on a tab and in its badge.
  static func listArguments(_ titles: [String]) -> [String] {
    let escaped = titles.map(EscapedList.escaped)
    return [
      "--tabs", escaped.map { $0 + ":house" }.joined(separator: ","),
      "--badges", escaped.enumerated().map { "\($0.offset + 1)=\($0.element)" }.joined(separator: ","),
    ]
  }

  @Test("render takes every corpus string in each style and direction: exit 0, SVG that xmllint accepts")
  func render() throws {
    let scratch = try ScratchDirectory("hostile-render")
    defer { scratch.remove() }
    var files: [String] = []
    for (number, titles) in Self.groups.enumerated() {
      for style in TabBarDesign.allCases {
        for direction in ["ltr", "rtl"] {
          let file = scratch.path("\(number)-\(style.name)-\(direction).svg")
          let run = try PreviewExecutable.run(
            ["render", "--style", style.name, "--direction", direction, "--out", file]
              + Self.listArguments(titles))
          #expect(run.status == 0, "group \(number), \(style), \(direction): \(run.error)")
          files.append(file)
        }
      }
    }
    #expect(try XMLLint.problems(inFiles: files) == nil)
  }

  @Test(
    "animate takes every corpus string, travelling or cross-fading: exit 0, frames and page parse, files inside DIR"
  )
  func animate() throws {
    let scratch = try ScratchDirectory("hostile-animate")
    defer { scratch.remove() }
    var files: [String] = []
    for (number, titles) in Self.groups.enumerated() where titles.count > 1 {
      let directory = scratch.path("group\(number)")
      let style = TabBarDesign.allCases[number % TabBarDesign.allCases.count].name
      let run = try PreviewExecutable.run(
        [
          "animate", "--style", style, "--direction", number % 2 == 0 ? "ltr" : "rtl", "--from", "1", "--to",
          String(titles.count), "--out", directory,
        ] + (number % 3 == 0 ? [] : ["--reduce-motion"]) + Self.listArguments(titles))
      #expect(run.status == 0, "group \(number): \(run.error)")
      let names = try FileManager.default.contentsOfDirectory(atPath: directory)
      #expect(names.contains { $0.hasSuffix(".html") } && names.contains { $0.hasSuffix("-0000.svg") })
      for name in names {
        #expect(
          name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") }
            && !name.hasPrefix("."), "\(name)")
      }
      files += names.map { directory + "/" + $0 }
    }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).allSatisfy {
        $0.hasPrefix("group")
      })
    #expect(try XMLLint.problems(inFiles: files) == nil)
  }
}
