import Foundation

/// The pairs of `Examples/MigrationCorpus`: each `Original/` file and its `Renamed/` twin.
enum Corpus {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples/MigrationCorpus")

  /// The file names present in both folders.
  static var pairs: [String] {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Original").path))
      ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted()
  }

  static func original(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: root.appendingPathComponent("Original/\(name)")))
  }

  static func renamed(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: root.appendingPathComponent("Renamed/\(name)")))
  }
}
