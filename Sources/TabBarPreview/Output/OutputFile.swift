import Foundation

/// Writes the command's files safely: the directory is created when needed, each file is written
/// under a temporary name in the same directory and renamed into place (so a reader never sees
/// half a file), and nothing is written outside the destination the user gave.
///
/// A run killed while writing can leave a temporary file behind. Its name says what it is: a
/// dot, the final name, a random UUID and `.tmp` (`.index.html.<UUID>.tmp`), never the final
/// name itself; later runs leave it alone, since another run may be writing it.
package enum OutputFile {
  /// The destination a user gave with `--out`, as an absolute URL: relative to the current
  /// directory, with `.` and `..` components resolved in the text of the path (`out/../x.svg` is
  /// `./x.svg`, and no `out` directory is created).
  package static func destination(_ path: String, isDirectory: Bool) -> URL {
    URL(fileURLWithPath: path, isDirectory: isDirectory).standardizedFileURL
  }

  /// A fresh temporary name to write `finalName` under before renaming it into place.
  package static func temporaryName(for finalName: String) -> String {
    "." + finalName + "." + UUID().uuidString + ".tmp"
  }

  /// Whether `name` is one of the temporary names a write of `finalName` uses.
  package static func isTemporaryName(_ name: String, for finalName: String) -> Bool {
    let prefix = "." + finalName + "."
    let suffix = ".tmp"
    guard name.hasPrefix(prefix), name.hasSuffix(suffix), name.count > prefix.count + suffix.count else {
      return false
    }
    return UUID(uuidString: String(name.dropFirst(prefix.count).dropLast(suffix.count))) != nil
  }

  /// Writes `data` to `url` atomically, creating its directory.
  /// - Throws: ``PreviewFailure`` naming the path and the reason when it cannot be written.
  package static func write(_ data: Data, to url: URL) throws(PreviewFailure) {
    let directory = url.deletingLastPathComponent()
    try makeDirectory(directory)
    let temporary = directory.appendingPathComponent(temporaryName(for: url.lastPathComponent))
    do {
      try data.write(to: temporary)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw PreviewFailure("cannot write \(url.path): \(reason(error))")
    }
    guard rename(temporary.path, url.path) == 0 else {
      let message = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw PreviewFailure("cannot write \(url.path): \(message)")
    }
  }

  /// Writes `text` as UTF-8 to `url` atomically.
  package static func write(_ text: String, to url: URL) throws(PreviewFailure) {
    try write(Data(text.utf8), to: url)
  }

  /// Creates `directory` and its parents when they do not exist.
  /// - Throws: ``PreviewFailure`` when it cannot (a file stands in the way, no permission).
  package static func makeDirectory(_ directory: URL) throws(PreviewFailure) {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else {
        throw PreviewFailure("cannot write into \(directory.path): it is a file, not a directory")
      }
      return
    }
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw PreviewFailure("cannot create the directory \(directory.path): \(reason(error))")
    }
  }

  /// A file in `directory` named `name`, refused when the name would leave the directory.
  package static func file(_ name: String, in directory: URL) throws(PreviewFailure) -> URL {
    guard !name.isEmpty, name != ".", name != "..", !name.contains("/"), !name.contains("\0") else {
      throw PreviewFailure("refusing the file name \"\(name)\": it would leave \(directory.path)")
    }
    return directory.appendingPathComponent(name)
  }

  /// `title` made into a safe part of a file name: ASCII letters and digits kept (lower-cased),
  /// every other run of characters one "-", at most 40 characters, "tab" when nothing is left.
  /// The result never contains "/" or "..".
  package static func sanitizedName(_ title: String) -> String {
    var name = ""
    for scalar in title.unicodeScalars {
      if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        name.unicodeScalars.append(contentsOf: String(scalar).lowercased().unicodeScalars)
      } else if !name.isEmpty, !name.hasSuffix("-") {
        name += "-"
      }
      if name.count >= 40 { break }
    }
    while name.hasSuffix("-") { name.removeLast() }
    return name.isEmpty ? "tab" : name
  }

  /// A short reason for a failed file operation: the system's own words where there are some.
  private static func reason(_ error: any Error) -> String {
    guard let cocoa = error as? CocoaError else { return (error as NSError).localizedDescription }
    if let underlying = cocoa.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(underlying.code)))
    }
    switch cocoa.code {
    case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file or directory"
    case .fileWriteNoPermission, .fileReadNoPermission: return "permission denied"
    case .fileWriteOutOfSpace: return "no space left on the device"
    case .fileWriteVolumeReadOnly: return "read-only file system"
    case .fileWriteFileExists: return "a file with that name exists"
    default: return cocoa.localizedDescription
    }
  }
}
