#if canImport(SwiftUI)
  import SwiftUI

  /// One accessibility attribute of a section's sidebar header, as the app applied it.
  enum TabBarSectionHeaderAccessibility {
    case label(Text)
    case hint(Text)
    case value(Text)
    case identifier(String)
    case inputLabels([Text])
  }

  /// The header of a section in the sidebar with the section's accessibility attributes applied
  /// in order (a later label replaces an earlier one, as SwiftUI's modifiers do).
  struct TabBarSectionHeaderAccessibilityModifier: ViewModifier {
    let attributes: [TabBarSectionHeaderAccessibility]

    func body(content: Content) -> some View {
      attributes.reduce(AnyView(content)) { view, attribute in
        switch attribute {
        case .label(let label): return AnyView(view.accessibilityLabel(label))
        case .hint(let hint): return AnyView(view.accessibilityHint(hint))
        case .value(let value): return AnyView(view.accessibilityValue(value))
        case .identifier(let identifier): return AnyView(view.accessibilityIdentifier(identifier))
        case .inputLabels(let labels): return AnyView(view.accessibilityInputLabels(labels))
        }
      }
    }
  }

  extension TabBarSection {
    /// This section with `attribute` on its sidebar header, unless `isEnabled` is `false`.
    private func addingHeader(_ attribute: TabBarSectionHeaderAccessibility, isEnabled: Bool) -> TabBarSection
    {
      guard isEnabled else { return self }
      var copy = self
      copy.headerAccessibility.append(attribute)
      return copy
    }

    /// This section with its sidebar header read by VoiceOver as `label`, like `TabSection`'s
    /// `accessibilityLabel(_:isEnabled:)`: it replaces the title or what the header view says.
    /// The section's tabs keep their own labels. Where no sidebar shows, there is no header.
    ///
    /// ```swift
    /// TabBarSection { … } header: { Image(systemName: "books.vertical") }
    ///   .accessibilityLabel(Text("Library"))
    /// ```
    ///
    /// - Parameters:
    ///   - label: What VoiceOver reads for the header.
    ///   - isEnabled: Whether the label applies; `false` leaves the header as it is.
    public func accessibilityLabel(_ label: Text, isEnabled: Bool = true) -> TabBarSection {
      addingHeader(.label(label), isEnabled: isEnabled)
    }

    /// This section with its sidebar header read as `labelKey`, from the app's string catalog.
    ///
    /// ```swift
    /// TabBarSection { … } header: { Image(systemName: "books.vertical") }
    ///   .accessibilityLabel("Library")
    /// ```
    ///
    /// - Parameters:
    ///   - labelKey: The catalog key of what VoiceOver reads for the header.
    ///   - isEnabled: Whether the label applies.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool = true) -> TabBarSection {
      addingHeader(.label(Text(labelKey)), isEnabled: isEnabled)
    }

    /// This section with a hint, from the app's string catalog, that VoiceOver reads after its
    /// sidebar header. A string of your own passes as `LocalizedStringKey(string)`, which reads as it is
    /// when the catalog has no entry for it.
    ///
    /// ```swift
    /// TabBarSection("Library") { … }.accessibilityHint("Your saved albums and artists")
    /// ```
    ///
    /// - Parameters:
    ///   - hintKey: The hint's catalog key.
    ///   - isEnabled: Whether the hint applies.
    public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool = true) -> TabBarSection {
      addingHeader(.hint(Text(hintKey)), isEnabled: isEnabled)
    }

    /// This section with a value VoiceOver reads with its sidebar header, such as a count, from
    /// the app's string catalog (interpolations included).
    ///
    /// ```swift
    /// TabBarSection("Playlists") { … }.accessibilityValue("Updated today")
    /// ```
    ///
    /// - Parameters:
    ///   - valueKey: The value's catalog key.
    ///   - isEnabled: Whether the value applies.
    public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool = true) -> TabBarSection {
      addingHeader(.value(Text(valueKey)), isEnabled: isEnabled)
    }

    /// This section with an identifier on its sidebar header, for UI tests.
    ///
    /// ```swift
    /// TabBarSection("Library") { … }.accessibilityIdentifier("library-section")
    /// ```
    ///
    /// - Parameters:
    ///   - identifier: The identifier.
    ///   - isEnabled: Whether the identifier applies.
    public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool = true) -> TabBarSection {
      addingHeader(.identifier(identifier), isEnabled: isEnabled)
    }

    /// This section with the words, from the app's string catalog, that Voice Control and Full
    /// Keyboard Access accept for its sidebar header.
    ///
    /// ```swift
    /// TabBarSection("Library") { … }.accessibilityInputLabels(["Library", "Collection"])
    /// ```
    ///
    /// - Parameters:
    ///   - inputLabelKeys: The words' catalog keys, most important first.
    ///   - isEnabled: Whether they apply.
    public func accessibilityInputLabels(
      _ inputLabelKeys: [LocalizedStringKey], isEnabled: Bool = true
    ) -> TabBarSection {
      addingHeader(.inputLabels(inputLabelKeys.map { Text($0) }), isEnabled: isEnabled)
    }
  }
#endif
