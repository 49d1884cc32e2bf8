#if canImport(SwiftUI)
  import Foundation
  import SwiftUI
  import TabBarCore
  import UniformTypeIdentifiers

  extension View {
    /// The app's accessibility identifier and Voice Control input labels for a tab's view, as
    /// the place it is shown carries them (``TabShown``); nothing where the app set none.
    func tabShownIdentity(_ shown: TabShown) -> some View {
      modifier(TabItemIdentity(identifier: shown.identifier, inputLabels: shown.inputLabels))
    }

    /// The app's accessibility identifier and Voice Control input labels, as the core carries
    /// them, for a view that stands for a tab without being one of ``TabPlace``'s places (the
    /// floating style's search circle reads its own).
    func tabItemIdentity(_ overrides: TabAccessibilityOverrides) -> some View {
      modifier(TabItemIdentity(identifier: overrides.identifier, inputLabels: overrides.inputLabels))
    }

    /// A tab's context menu, drop target and spring loading on the view that stands for it, and
    /// its popover when `anchorsPopover` (the bar item), as its place offers them (``TabShown``);
    /// `select` chooses the tab when a paused drag springs it, as the core's
    /// ``TabSpringLoading`` rule says.
    func tabItemDecorated(
      _ shown: TabShown, isSelected: Bool, anchorsPopover: Bool, layoutDirection: LayoutDirection,
      select: @escaping () -> Void
    ) -> some View {
      modifier(
        TabItemDecorating(
          shown: shown, target: shown.dropTarget(isSelected: isSelected), anchorsPopover: anchorsPopover,
          layoutDirection: layoutDirection, select: select))
    }
  }

  extension View {
    /// What the app attached to the tab `item` on a bar's button at `place` (the row's
    /// ``TabPlace/barButton`` or the ``TabPlace/raisedButton``): its identifier and input
    /// labels, context menu, popover, drop target and spring loading.
    func tabBarButtonDecorations(
      _ item: TabItem, at place: TabPlace = .barButton, isSelected: Bool, decorations: TabBarItemDecorations,
      select: @escaping () -> Void
    ) -> some View {
      let shown = TabShown(item, at: place, decoration: decorations.byID[item.id])
      return tabShownIdentity(shown)
        .tabItemDecorated(
          shown, isSelected: isSelected, anchorsPopover: true, layoutDirection: decorations.layoutDirection,
          select: select)
    }
  }

  extension View {
    /// What VoiceOver reads for a tab's list row (the sidebar's, the More list's) as the core
    /// says: the label in place of the title, and the app's value and hint where it gave them
    /// (the list reads the row's badge itself). One structure: an empty value or hint is off.
    func tabRowSpeech(_ speech: TabRowSpeech) -> some View {
      accessibilityLabel(Text(verbatim: speech.label))
        .accessibilityValue(Text(verbatim: speech.value ?? ""))
        .accessibilityHint(Text(verbatim: speech.hint ?? ""))
    }
  }

  /// The identifier and input labels of ``View/tabShownIdentity(_:)``.
  private struct TabItemIdentity: ViewModifier {
    let identifier: String?
    let inputLabels: [String]

    @ViewBuilder
    func body(content: Content) -> some View {
      // Only an identifier the app set: an empty one would replace what a custom style gave.
      // The app's declarations decide it, so it does not change as the person uses the bar.
      // view-branch: constant — the app's declaration of the tab
      if let identifier {
        labelled(content.accessibilityIdentifier(identifier))
      } else {
        labelled(content)
      }
    }

    @ViewBuilder
    private func labelled(_ view: some View) -> some View {
      // view-branch: constant — the app's declaration of the tab
      if inputLabels.isEmpty {
        view
      } else {
        view.accessibilityInputLabels(inputLabels.map { Text(verbatim: $0) })
      }
    }
  }

  /// What ``View/tabItemDecorated(_:isSelected:anchorsPopover:layoutDirection:select:)`` adds.
  private struct TabItemDecorating: ViewModifier {
    let shown: TabShown
    let target: TabDropTarget
    let anchorsPopover: Bool
    let layoutDirection: LayoutDirection
    let select: () -> Void

    /// When the drag over the view began (seconds since the reference date); `nil` without one.
    @State private var hoverStart: TimeInterval?

    func body(content: Content) -> some View {
      var view = AnyView(content)
      if anchorsPopover, let popover = shown.popover {
        view = popover.apply(view)
      }
      return
        view
        .tabItemContextMenu(shown.contextMenu, layoutDirection: layoutDirection)
        .tabItemDropTarget(target, drop: shown.drop) { isTargeted in
          hoverStart = isTargeted ? Date().timeIntervalSinceReferenceDate : nil
        }
        .task(id: hoverStart) { await springWhenPaused() }
    }

    /// Waits out the pause of the hover under way and selects the tab if the drag is still over
    /// it and the core's rule says so. On the main actor, as the view's state is (older SDKs'
    /// modifiers are not, and would send the view to another executor).
    @MainActor
    private func springWhenPaused() async {
      let spring = target.spring
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
        // The app's declarations decide it, so it does not change as the person uses the bar.
        // view-branch: constant — the app's declaration of the tab
        if let menu {
          contextMenu { menu.environment(\.layoutDirection, layoutDirection) }
        } else {
          self
        }
      #endif
    }

    /// The tab's drop target: one structure in every state (selected or not, taking drops or
    /// only springing), its values varied, as the core's ``TabDropTarget`` says; `isTargeted`
    /// hears whether a drag that may spring the tab is over the view.
    ///
    /// On the main actor, as the delegate is (`DropDelegate` is, and SDKs before iOS 18 do not
    /// put `View`'s extensions there): the modifier's `body` that calls it is.
    @MainActor @ViewBuilder
    fileprivate func tabItemDropTarget(
      _ target: TabDropTarget, drop: TabBarTabDrop?, isTargeted: @escaping (Bool) -> Void
    ) -> some View {
      #if os(tvOS) || os(watchOS)
        self
      #else
        onDrop(
          of: [UTType.item],
          delegate: TabItemDropDelegate(target: target, drop: drop, isTargeted: isTargeted))
      #endif
    }
  }

  #if !os(tvOS) && !os(watchOS)
    /// The drop delegate of a tab's view: it watches a drag only where the tab takes drops or
    /// springs, tells a drag carrying what the tab does not take that it is forbidden, takes
    /// only the declared type, and starts the spring pause only where the tab may spring.
    @MainActor
    private struct TabItemDropDelegate: DropDelegate {
      let target: TabDropTarget
      let drop: TabBarTabDrop?
      let isTargeted: (Bool) -> Void

      func validateDrop(info: DropInfo) -> Bool { target.watchesDrags }

      func dropEntered(info: DropInfo) {
        if target.startsSpringPause { isTargeted(true) }
      }

      func dropExited(info: DropInfo) { isTargeted(false) }

      func dropUpdated(info: DropInfo) -> DropProposal? {
        switch target.operation(carriesAcceptedItems: carriesAccepted(info)) {
        case .copy: DropProposal(operation: .copy)
        case .forbidden: DropProposal(operation: .forbidden)
        }
      }

      func performDrop(info: DropInfo) -> Bool {
        isTargeted(false)
        guard let drop, target.performs(carriesAcceptedItems: carriesAccepted(info)) else { return false }
        drop.perform(info.itemProviders(for: drop.contentTypes))
        return true
      }

      /// Whether the drag carries an item of a type the tab takes.
      private func carriesAccepted(_ info: DropInfo) -> Bool {
        guard let drop else { return false }
        return info.hasItemsConforming(to: drop.contentTypes)
      }
    }
  #endif
#endif
