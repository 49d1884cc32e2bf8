import Foundation

/// The built `tabbar-migrate`, run as a subprocess (`swift test` builds it beside the tests).
enum MigrateExecutable {
  struct Run {
    var status: Int32
    var output: String
    var error: String
  }

  static var url: URL? {
    var candidates: [URL] = []
    if let executable = Bundle.main.executableURL {
      var directory = executable.deletingLastPathComponent()
      for _ in 0..<4 {
        candidates.append(directory.appendingPathComponent("tabbar-migrate"))
        directory = directory.deletingLastPathComponent()
      }
    }
    candidates.append(
      Corpus.root.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
        ".build/debug/tabbar-migrate"))
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  struct Missing: Error {}

  static func run(_ arguments: [String], in directory: URL? = nil) throws -> Run {
    guard let url else { throw Missing() }
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      error: String(decoding: errorData, as: UTF8.self))
  }
}

/// A fresh directory for one test's files.
struct Scratch {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("tabbar-migrate-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func write(_ name: String, _ bytes: [UInt8]) throws -> String {
    let file = url.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: file)
    return file.path
  }

  func read(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: url.appendingPathComponent(name)))
  }

  func remove() { try? FileManager.default.removeItem(at: url) }
}
