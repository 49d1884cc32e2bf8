import Foundation

/// The files a command line names: files as given, folders searched for `.swift` files (hidden
/// entries such as `.build` left out), each once, folders' files in path order.
///
/// ```swift
/// var errors: [String] = []
/// SwiftFiles.list(["Sources/"], errors: &errors)  // ["Sources/App/App.swift", …]
/// ```
enum SwiftFiles {
  static func list(_ paths: [String], errors: inout [String]) -> [String] {
    var files: [String] = []
    var seen: Set<String> = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        errors.append("\(path):1: no such file or folder")
        continue
      }
      let found = isDirectory.boolValue ? swiftFiles(in: path, errors: &errors) : [path]
      for file in found where seen.insert(file).inserted { files.append(file) }
    }
    return files
  }

  private static func swiftFiles(in folder: String, errors: inout [String]) -> [String] {
    let base = URL(fileURLWithPath: folder)
    guard
      let enumerator = FileManager.default.enumerator(
        at: base, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
    else {
      errors.append("\(folder):1: cannot be read")
      return []
    }
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    var files: [String] = []
    for case let url as URL in enumerator where url.pathExtension == "swift" {
      let isFile = (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile ?? false
      guard isFile else { continue }
      let relative = url.standardizedFileURL.path.dropFirst(base.standardizedFileURL.path.count + 1)
      files.append(prefix + relative)
    }
    return files.sorted()
  }
}
