#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// A tab's accessibility modifiers as declared, titles still unresolved: what becomes the
  /// core's `TabAccessibilityOverrides` in the environment's locale.
  struct TabBarTabAccessibility {
    var label: TabBarTitle?
    var value: TabBarTitle?
    var hint: TabBarTitle?
    var identifier: String?
    var inputLabels: [TabBarTitle] = []

    /// The overrides in `locale`.
    func resolved(in locale: Locale) -> TabAccessibilityOverrides {
      TabAccessibilityOverrides(
        label: label?.resolved(in: locale), value: value?.resolved(in: locale),
        hint: hint?.resolved(in: locale), identifier: identifier,
        inputLabels: inputLabels.map { $0.resolved(in: locale) })
    }
  }

  extension TabBarTab {
    /// This tab with what VoiceOver calls it in place of its title, like `Tab`'s
    /// `accessibilityLabel(_:isEnabled:)`: in the bar, the sidebar and the More list. The bar
    /// still draws the title, and the Large Content Viewer shows it.
    ///
    /// ```swift
    /// TabBarTab("Inbox", systemImage: "tray", value: AppTab.inbox) { InboxView() }
    ///   .accessibilityLabel("Mail")
    /// ```
    ///
    /// - Parameters:
    ///   - label: The label, looked up in the app's string catalog in the environment's locale.
    ///   - isEnabled: Whether to apply it; `false` keeps the title.
    public func accessibilityLabel(_ label: LocalizedStringResource, isEnabled: Bool = true) -> TabBarTab {
      with(isEnabled) { $0.label = .resource(label) }
    }

    /// This tab with what VoiceOver calls it, a string read as it is.
    ///
    /// ```swift
    /// TabBarTab(folder.name, systemImage: "folder", value: AppTab.folder(folder.id)) { FolderView(folder) }
    ///   .accessibilityLabel(folder.spokenName)
    /// ```
    ///
    /// - Parameters:
    ///   - label: The label, read as it is.
    ///   - isEnabled: Whether to apply it; `false` keeps the title.
    public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool = true) -> TabBarTab {
      with(isEnabled) { $0.label = .verbatim(String(label)) }
    }

    /// This tab with a value VoiceOver reads after its own ("Tab, 2 of 4, 3 new items"), like
    /// `Tab`'s `accessibilityValue(_:isEnabled:)`.
    ///
    /// ```swift
    /// TabBarTab("Inbox", systemImage: "tray", value: AppTab.inbox) { InboxView() }
    ///   .accessibilityValue("Synced")
    /// ```
    ///
    /// - Parameters:
    ///   - value: The value, looked up in the app's string catalog.
    ///   - isEnabled: Whether to apply it.
    public func accessibilityValue(_ value: LocalizedStringResource, isEnabled: Bool = true) -> TabBarTab {
      with(isEnabled) { $0.value = .resource(value) }
    }

    /// This tab with a value VoiceOver reads after its own, a string read as it is.
    ///
    /// ```swift
    /// TabBarTab("Downloads", systemImage: "arrow.down", value: AppTab.downloads) { DownloadsView() }
    ///   .accessibilityValue(progress.formatted(.percent))
    /// ```
    ///
    /// - Parameters:
    ///   - value: The value, read as it is.
    ///   - isEnabled: Whether to apply it.
    public func accessibilityValue<S: StringProtocol>(_ value: S, isEnabled: Bool = true) -> TabBarTab {
      with(isEnabled) { $0.value = .verbatim(String(value)) }
    }

    /// This tab with a hint VoiceOver reads after a pause, like `Tab`'s
    /// `accessibilityHint(_:isEnabled:)`.
    ///
    /// ```swift
    /// TabBarTab("Inbox", systemImage: "tray", value: AppTab.inbox) { InboxView() }
    ///   .accessibilityHint("Shows your mail")
    /// ```
    ///
    /// - Parameters:
    ///   - hint: The hint, looked up in the app's string catalog.
    ///   - isEnabled: Whether to apply it.
    public func accessibilityHint(_ hint: LocalizedStringResource, isEnabled: Bool = true) -> TabBarTab {
      with(isEnabled) { $0.hint = .resource(hint) }
    }

    /// This tab with a hint VoiceOver reads after a pause, a string read as it is.
    ///
    /// ```swift
    /// TabBarTab(folder.name, systemImage: "folder", value: AppTab.folder(folder.id)) { FolderView(folder) }
    ///   .accessibilityHint(folder.summary)
    /// ```
    ///
    /// - Parameters:
    ///   - hint: The hint, read as it is.
    ///   - isEnabled: Whether to apply it.
    public func accessibilityHint<S: StringProtocol>(_ hint: S, isEnabled: Bool = true) -> TabBarTab {
      with(isEnabled) { $0.hint = .verbatim(String(hint)) }
    }

    /// This tab with an identifier on its bar button and its sidebar row, like `Tab`'s
    /// `accessibilityIdentifier(_:isEnabled:)`: UI tests find the tab by it.
    ///
    /// ```swift
    /// TabBarTab("Inbox", systemImage: "tray", value: AppTab.inbox) { InboxView() }
    ///   .accessibilityIdentifier("tab.inbox")
    /// // In a UI test: app.buttons["tab.inbox"].tap()
    /// ```
    ///
    /// - Parameters:
    ///   - identifier: The identifier; not read to people.
    ///   - isEnabled: Whether to apply it.
    public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool = true) -> TabBarTab {
      with(isEnabled) { $0.identifier = identifier }
    }

    /// This tab with the words Voice Control answers to, like `Tab`'s
    /// `accessibilityInputLabels(_:isEnabled:)`; without them it answers to its label.
    ///
    /// ```swift
    /// TabBarTab("Inbox", systemImage: "tray", value: AppTab.inbox) { InboxView() }
    ///   .accessibilityInputLabels(["Inbox", "Mail", "Messages"])
    /// ```
    ///
    /// - Parameters:
    ///   - inputLabels: The words, each looked up in the app's string catalog, most likely first.
    ///   - isEnabled: Whether to apply them.
    public func accessibilityInputLabels(_ inputLabels: [LocalizedStringResource], isEnabled: Bool = true)
      -> TabBarTab
    {
      with(isEnabled) { $0.inputLabels = inputLabels.map(TabBarTitle.resource) }
    }

    /// This tab with the words Voice Control answers to, strings read as they are.
    ///
    /// ```swift
    /// TabBarTab(folder.name, systemImage: "folder", value: AppTab.folder(folder.id)) { FolderView(folder) }
    ///   .accessibilityInputLabels([folder.name, folder.shortName])
    /// ```
    ///
    /// - Parameters:
    ///   - inputLabels: The words, most likely first.
    ///   - isEnabled: Whether to apply them.
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S], isEnabled: Bool = true)
      -> TabBarTab
    {
      with(isEnabled) { $0.inputLabels = inputLabels.map { .verbatim(String($0)) } }
    }

    /// This tab with `change` made to its accessibility when `isEnabled`.
    private func with(_ isEnabled: Bool, _ change: (inout TabBarTabAccessibility) -> Void) -> TabBarTab {
      guard isEnabled else { return self }
      var copy = self
      change(&copy.accessibility)
      return copy
    }
  }
#endif
