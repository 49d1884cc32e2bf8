/// A program a test needs is not installed; `scripts/bootstrap` installs it.
public struct ToolMissing: Error, CustomStringConvertible {
  /// The program's name.
  public var name: String
  /// The Debian package that provides it.
  public var package: String

  /// Creates the error.
  public init(name: String, package: String) {
    self.name = name
    self.package = package
  }

  /// What to install.
  public var description: String { "\(name) is not installed: run scripts/bootstrap (package \(package))" }
}
