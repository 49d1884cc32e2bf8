/// A program a test needs is not installed; `scripts/bootstrap` installs it.
package struct ToolMissing: Error, CustomStringConvertible {
  /// The program's name.
  package var name: String
  /// The Debian package that provides it.
  package var package: String

  /// Creates the error.
  package init(name: String, package: String) {
    self.name = name
    self.package = package
  }

  /// What to install.
  package var description: String { "\(name) is not installed: run scripts/bootstrap (package \(package))" }
}
