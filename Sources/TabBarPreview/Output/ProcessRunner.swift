import Foundation

/// Runs a program as a subprocess and collects its exit status and output: the one place
/// `tabbar-preview` (rsvg-convert) and its tests (xmllint, chromium, the command itself) start
/// programs.
package enum ProcessRunner {
  /// What a finished program reported.
  package struct Result: Sendable {
    /// The exit status (or the terminating signal's number).
    package var status: Int32
    /// Everything written to standard output.
    package var standardOutput: Data
    /// Everything written to standard error, as text.
    package var standardError: String
  }

  /// The first executable called `name` on `PATH` (or `path`), or `nil`.
  package static func locate(_ name: String, path: String? = nil) -> URL? {
    let search = path ?? ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in search.split(separator: ":") where !directory.isEmpty {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  /// Runs `executable` with `arguments`, feeding `input` to its standard input, and waits for it.
  /// Output is read while the program runs, so a chatty program cannot block on a full pipe.
  package static func run(
    _ executable: URL, arguments: [String], input: Data = Data(),
    environment: [String: String]? = nil, currentDirectory: URL? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    if let currentDirectory { process.currentDirectoryURL = currentDirectory }
    let outPipe = Pipe()
    let errPipe = Pipe()
    let inPipe = Pipe()
    process.standardOutput = outPipe
    process.standardError = errPipe
    process.standardInput = inPipe
    try process.run()
    let collected = Collected()
    let group = DispatchGroup()
    for (pipe, isError) in [(outPipe, false), (errPipe, true)] {
      group.enter()
      DispatchQueue.global().async {
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        collected.store(data, isError: isError)
        group.leave()
      }
    }
    if !input.isEmpty { try? inPipe.fileHandleForWriting.write(contentsOf: input) }
    try? inPipe.fileHandleForWriting.close()
    group.wait()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, standardOutput: collected.output,
      standardError: String(decoding: collected.error, as: UTF8.self))
  }

  /// Output gathered from two reader threads.
  private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var outputData = Data()
    private var errorData = Data()

    func store(_ data: Data, isError: Bool) {
      lock.lock()
      defer { lock.unlock() }
      if isError { errorData = data } else { outputData = data }
    }

    var output: Data {
      lock.lock()
      defer { lock.unlock() }
      return outputData
    }

    var error: Data {
      lock.lock()
      defer { lock.unlock() }
      return errorData
    }
  }
}
