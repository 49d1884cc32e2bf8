#if canImport(SwiftUI)
  import Foundation
  import SwiftUI
  import TabBarCore
  import UniformTypeIdentifiers

  extension View {
    /// The app's accessibility identifier and Voice Control input labels for a tab's view (its
    /// bar button, its sidebar row), as the core carries them; nothing where the app set none.
    func tabItemIdentity(_ overrides: TabAccessibilityOverrides) -> some View {
      modifier(TabItemIdentity(identifier: overrides.identifier, inputLabels: overrides.inputLabels))
    }

    /// A tab's context menu, drop destination and spring loading on the view that stands for it,
    /// and its popover when `anchorsPopover` (the bar item); `select` chooses the tab when a
    /// paused drag springs it, as the core's ``TabSpringLoading`` rule says.
    func tabItemDecorated(
      _ decoration: TabBarItemDecorations.Decoration?, spring: TabSpringLoading, anchorsPopover: Bool,
      layoutDirection: LayoutDirection, select: @escaping () -> Void
    ) -> some View {
      modifier(
        TabItemDecorating(
          decoration: decoration, spring: spring, anchorsPopover: anchorsPopover,
          layoutDirection: layoutDirection, select: select))
    }
  }

  extension View {
    /// What the app attached to the tab `item` on a bar's button (its identifier and input
    /// labels, context menu, popover, drop destination and spring loading): the row's item buttons
    /// and a raised prominent tab carry the same.
    func tabBarButtonDecorations(
      _ item: TabItem, isSelected: Bool, decorations: TabBarItemDecorations, select: @escaping () -> Void
    ) -> some View {
      tabItemIdentity(item.accessibilityOverrides)
        .tabItemDecorated(
          decorations.byID[item.id],
          spring: TabSpringLoading(
            behavior: decorations.byID[item.id]?.springLoading ?? .disabled, isEnabled: item.isEnabled,
            isSelected: isSelected),
          anchorsPopover: true, layoutDirection: decorations.layoutDirection, select: select)
    }
  }

  extension View {
    /// What VoiceOver reads for a tab's list row (the sidebar's, the More list's) as the core
    /// says: the label in place of the title, and the app's value and hint where it gave them
    /// (the list reads the row's badge itself).
    @ViewBuilder
    func tabRowSpeech(_ speech: TabRowSpeech) -> some View {
      let labelled = accessibilityLabel(Text(verbatim: speech.label))
      switch (speech.value, speech.hint) {
      case (nil, nil): labelled
      case (let value?, nil): labelled.accessibilityValue(Text(verbatim: value))
      case (nil, let hint?): labelled.accessibilityHint(Text(verbatim: hint))
      case (let value?, let hint?):
        labelled.accessibilityValue(Text(verbatim: value)).accessibilityHint(Text(verbatim: hint))
      }
    }
  }

  /// The identifier and input labels of ``View/tabItemIdentity(_:)``.
  private struct TabItemIdentity: ViewModifier {
    let identifier: String?
    let inputLabels: [String]

    @ViewBuilder
    func body(content: Content) -> some View {
      // Only an identifier the app set: an empty one would replace what a custom style gave.
      if let identifier {
        labelled(content.accessibilityIdentifier(identifier))
      } else {
        labelled(content)
      }
    }

    @ViewBuilder
    private func labelled(_ view: some View) -> some View {
      if inputLabels.isEmpty {
        view
      } else {
        view.accessibilityInputLabels(inputLabels.map { Text(verbatim: $0) })
      }
    }
  }

  /// What ``View/tabItemDecorated(_:spring:anchorsPopover:layoutDirection:select:)`` adds.
  private struct TabItemDecorating: ViewModifier {
    let decoration: TabBarItemDecorations.Decoration?
    let spring: TabSpringLoading
    let anchorsPopover: Bool
    let layoutDirection: LayoutDirection
    let select: () -> Void

    /// When the drag over the view began (seconds since the reference date); `nil` without one.
    @State private var hoverStart: TimeInterval?

    func body(content: Content) -> some View {
      var view = AnyView(content)
      if anchorsPopover, let popover = decoration?.popover {
        view = popover.apply(view)
      }
      return
        view
        .tabItemContextMenu(decoration?.contextMenu, layoutDirection: layoutDirection)
        .tabItemDropTarget(drop: decoration?.drop, springs: spring.springs) { isTargeted in
          hoverStart = isTargeted ? Date().timeIntervalSinceReferenceDate : nil
        }
        .task(id: hoverStart) { await springWhenPaused() }
    }

    /// Waits out the pause of the hover under way and selects the tab if the drag is still over
    /// it and the core's rule says so. On the main actor, as the view's state is (older SDKs'
    /// modifiers are not, and would send the view to another executor).
    @MainActor
    private func springWhenPaused() async {
      guard let start = hoverStart, let time = spring.selectionTime(hoverStart: start) else { return }
      let wait = max(time - Date().timeIntervalSinceReferenceDate, 0)
      try? await Task.sleep(nanoseconds: UInt64(wait * 1_000_000_000))
      guard !Task.isCancelled, hoverStart == start,
        spring.selects(hoverStart: start, now: Date().timeIntervalSinceReferenceDate)
      else { return }
      select()
    }
  }

  extension View {
    /// The tab's context menu, in the app's reading direction; nothing without one (or on Apple
    /// TV and Apple Watch, where tabs declare none).
    @ViewBuilder
    fileprivate func tabItemContextMenu(_ menu: AnyView?, layoutDirection: LayoutDirection) -> some View {
      #if os(tvOS) || os(watchOS)
        self
      #else
        if let menu {
          contextMenu { menu.environment(\.layoutDirection, layoutDirection) }
        } else {
          self
        }
      #endif
    }

    /// The tab's drop destination, or, for spring loading alone, a target that only watches
    /// drags go by (it accepts no drop); `isTargeted` hears whether a drag is over the view.
    @ViewBuilder
    fileprivate func tabItemDropTarget(
      drop: TabBarTabDrop?, springs: Bool, isTargeted: @escaping (Bool) -> Void
    ) -> some View {
      #if os(tvOS) || os(watchOS)
        self
      #else
        if let drop {
          drop.apply(AnyView(self), isTargeted)
        } else if springs {
          onDrop(
            of: [UTType.item],
            isTargeted: Binding(get: { false }, set: { isTargeted($0) }),
            perform: { _ in false })
        } else {
          self
        }
      #endif
    }
  }
#endif
