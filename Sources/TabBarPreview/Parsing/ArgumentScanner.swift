import Foundation

/// Walks a command's arguments: options as `--name value` or `--name=value`, and flags.
///
/// ```swift
/// var scanner = ArgumentScanner(["--width", "390", "--action"])
/// while let option = try scanner.nextOption() {
///   switch option {
///   case "--width": width = try scanner.number(for: option)
///   case "--action": action = true
///   default: throw scanner.unknown(option, accepted: ["--width", "--action"])
///   }
/// }
/// ```
package struct ArgumentScanner: Sendable {
  private var remaining: ArraySlice<String>
  private var inlineValue: String?

  /// Creates a scanner over `arguments` (without the program and command names).
  package init(_ arguments: [String]) {
    remaining = arguments[...]
  }

  /// The next option's name (`--width`), or `nil` at the end. An argument that is not an option
  /// is an error.
  package mutating func nextOption() throws(UsageError) -> String? {
    if let value = inlineValue {
      throw UsageError("unexpected value \"\(Self.shown(value))\": only options with values take \"=\"")
    }
    guard let argument = remaining.popFirst() else { return nil }
    guard argument.hasPrefix("-"), argument.count > 1 else {
      throw UsageError("unexpected argument \"\(Self.shown(argument))\": options start with \"--\"")
    }
    if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
      inlineValue = String(argument[argument.index(after: equals)...])
      return String(argument[..<equals])
    }
    return argument
  }

  /// Marks the current option as a flag: an `=value` after it is an error.
  package mutating func flag(_ option: String) throws(UsageError) {
    if inlineValue != nil {
      inlineValue = nil
      throw UsageError("\(option) takes no value")
    }
  }

  /// The value of `option`: the text after `=`, or the next argument.
  package mutating func value(for option: String, expecting what: String) throws(UsageError) -> String {
    if let value = inlineValue {
      inlineValue = nil
      return value
    }
    guard let next = remaining.popFirst(), !(next.hasPrefix("--") && next.count > 2) else {
      throw UsageError("\(option) needs a value: \(what)")
    }
    return next
  }

  /// The value of `option` as a finite number within `range`. Text that is not a number (NaN
  /// included) is refused as such; infinities and numbers too large for a `Double` (`1e400`) as
  /// out of range.
  package mutating func number(
    for option: String, in range: ClosedRange<Double>, expecting what: String
  ) throws(UsageError) -> Double {
    let text = try value(for: option, expecting: what)
    guard let number = Double(text.trimmingCharacters(in: .whitespaces)), !number.isNaN else {
      throw UsageError("\(option) needs a number, not \"\(Self.shown(text))\": \(what)")
    }
    guard number.isFinite, range.contains(number) else {
      throw UsageError("\(option) \(Self.shown(text)) is out of range: \(what)")
    }
    return number
  }

  /// The value of `option`, which must be one of `accepted`.
  package mutating func choice(for option: String, among accepted: [String]) throws(UsageError)
    -> String
  {
    let list = accepted.joined(separator: ", ")
    let text = try value(for: option, expecting: "one of \(list)")
    guard accepted.contains(text) else {
      throw UsageError("unknown value \"\(Self.shown(text))\" for \(option): accepted values are \(list)")
    }
    return text
  }

  /// The error for an option the command does not know.
  package func unknown(_ option: String, accepted: [String]) -> UsageError {
    UsageError(
      "unknown option \"\(Self.shown(option))\": accepted options are \(accepted.joined(separator: ", "))")
  }

  /// `text` made fit for a one-line message: control characters and line breaks escaped,
  /// shortened to 60 characters.
  package static func shown(_ text: String) -> String {
    let flat = text.unicodeScalars.map { scalar -> String in
      scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
        || scalar.properties.generalCategory == .lineSeparator
        || scalar.properties.generalCategory == .paragraphSeparator
        ? scalar.escaped(asASCII: true) : String(scalar)
    }.joined()
    return flat.count > 60 ? String(flat.prefix(59)) + "…" : flat
  }
}
