import Foundation
import TabBarPreview

/// Checks documents with `xmllint` (Debian's libxml2-utils), a real XML parser, run as a
/// subprocess.
package enum XMLLint {
  /// The parser's complaints about `document`, or `nil` when it parses as well-formed XML.
  /// - Throws: when xmllint is not installed (scripts/bootstrap installs it), so a test fails
  ///   rather than passes unchecked.
  package static func problems(in document: String) throws -> String? {
    guard let tool = ProcessRunner.locate("xmllint") else {
      throw ToolMissing(name: "xmllint", package: "libxml2-utils")
    }
    let result = try ProcessRunner.run(tool, arguments: ["--noout", "-"], input: Data(document.utf8))
    return result.status == 0 ? nil : result.standardError
  }

  /// The parser's complaints about the files at `paths` (read in one run), or `nil` when every
  /// one parses.
  package static func problems(inFiles paths: [String]) throws -> String? {
    guard let tool = ProcessRunner.locate("xmllint") else {
      throw ToolMissing(name: "xmllint", package: "libxml2-utils")
    }
    guard !paths.isEmpty else { return "no files to check" }
    let result = try ProcessRunner.run(tool, arguments: ["--noout"] + paths)
    return result.status == 0 ? nil : result.standardError
  }
}
