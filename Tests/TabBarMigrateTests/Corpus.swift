import Foundation

/// The pairs of `Examples/MigrationCorpus`: each `Original/` file and its `Renamed/` twin.
enum Corpus {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples/MigrationCorpus")

  /// The file names in `Original/`, each a pair's.
  static var pairs: [String] { swiftFiles(in: "Original") }

  /// The file names in `Renamed/`, which are the pairs' too when no twin is missing.
  static var twins: [String] { swiftFiles(in: "Renamed") }

  /// The pairs the README's table lists, from its rows' first cells (`| `Name` | …`), as files.
  static var listed: [String] {
    let readme = (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    return readme.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("| `") else { return nil }
      let cell = line.dropFirst(3).prefix { $0 != "`" }
      return cell.isEmpty ? nil : cell + ".swift"
    }
    .sorted()
  }

  /// The notes (informational findings) a pair's original gets; the others get none.
  static let notes: [String: [String]] = [
    "LabelPropertyPlacement.swift": [".environment", ".symbolRenderingMode"].map {
      "the label's \($0) left out with the title and icon lifted out of it: the bar draws the symbol in the "
        + "style's own way (filled when selected); set the style's palette for another look"
    },
    "LegacyAvailabilityBranch.swift": [
      "both branches of this if #available are migrated to TabBarContainer; TabBarKit runs from iOS 16, "
        + "so the branch for older systems is likely unnecessary: keep the newer one alone"
    ],
  ]

  static func original(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: root.appendingPathComponent("Original/\(name)")))
  }

  static func renamed(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: root.appendingPathComponent("Renamed/\(name)")))
  }

  private static func swiftFiles(in folder: String) -> [String] {
    let path = root.appendingPathComponent(folder).path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted()
  }
}
