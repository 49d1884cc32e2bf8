#if canImport(SwiftUI)
  // SwiftUI's `Tab` is in the SDKs of SwiftUI 6 and later; the watch pages its tabs instead.
  #if canImport(SwiftUI, _version: 6.0) && !os(watchOS)
    import SwiftUI
    import TabBarCore

    /// The system's `TabView` built from SwiftUI's own tabs (`Tab`, iOS 18, macOS 15, tvOS 18,
    /// visionOS 2), the only form of it from those releases, so a search tab coming or going
    /// never swaps one `TabView` for another. Each tab is what the core's ``SystemTabList`` and
    /// ``TabProjection`` say, read through ``TabShown``: a hidden tab stays in the `TabView`
    /// with `hidden(_:)` (its content keeps its state), a disabled one is `disabled(_:)` from
    /// iOS 18.4, sidebar-only tabs are placed out of the bar, the search tab has the search role
    /// (its own circle on iOS 26), and each carries its badge, spring loading and the app's
    /// accessibility label, value, hint, identifier and input labels. The action is not a tab:
    /// ``SystemActionButton`` shows it beside the content. With a sidebar asked for
    /// (``SystemBarSidebar/system``) the view takes the adaptable sidebar style.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
    struct SystemTabView<Value: Hashable>: View {
      let scene: ContainerSnapshot<Value>
      /// The core's selection, written back as a choice.
      let selection: Binding<String>
      /// The tabs, in the `TabView`'s order.
      let list: SystemTabList
      /// Where the tabs are shown.
      let place: TabPlace
      /// Whether the bar shows, as the core decides.
      let barVisibility: Visibility
      /// Whether the `TabView` takes the adaptable sidebar style.
      let adaptsToSidebar: Bool
      @Environment(\.tabBarSearchActivation) private var searchActivation

      var body: some View {
        let tabView = TabView(selection: selection) {
          ForEach(list.entries) { entry in
            if let position = scene.declarations.position(of: entry.id) {
              tab(entry, at: position)
            }
          }
        }
        // The app's sidebar request decides the style (not the person's switching, which the
        // style does itself): changing it rebuilds the tabs, as changing a TabView's style does.
        // view-branch: intended — the two styles are two types; an app sets this once
        if adaptsToSidebar {
          tabView.tabViewStyle(.sidebarAdaptable).tabBarSystemSearchActivation(searchActivation)
        } else {
          tabView.tabBarSystemSearchActivation(searchActivation)
        }
      }

      /// The tab `entry`, at `position` of the declarations, as ``TabShown`` carries it.
      @TabContentBuilder<String>
      private func tab(_ entry: SystemTabList.Entry, at position: Int) -> some TabContent<String> {
        let declared = scene.declarations.tabs[position]
        let shown = TabShown(
          scene.declarations.items.all[position], at: place,
          decoration: TabBarItemDecorations.Decoration(springLoading: declared.springLoading))
        let speech = scene.state.rowSpeech(of: shown.item)
        disablable(
          Tab(value: entry.id, role: entry.isSearch ? .search : nil) {
            TabPage(tab: declared, id: entry.id, scene: scene, contentInset: 0)
              .tabBarSystemBarVisibility(barVisibility)
              .overlay(alignment: .bottomTrailing) { SystemActionButton(scene: scene) }
          } label: {
            TabItemLabel(title: shown.item.title, icon: declared.icon)
          }
          #if !os(tvOS)
            .badge(shown.badgeText.map { Text(verbatim: $0) })
            .hidden(entry.isHidden)
          #endif
          .tabPlacement(entry.placement.system)
          .springLoadingBehavior(shown.springLoading.system)
          .accessibilityLabel(Text(verbatim: speech.label))
          .accessibilityValue(Text(verbatim: speech.value ?? ""), isEnabled: speech.value != nil)
          .accessibilityHint(Text(verbatim: speech.hint ?? ""), isEnabled: speech.hint != nil)
          .accessibilityIdentifier(shown.identifier ?? "", isEnabled: shown.identifier != nil)
          .accessibilityInputLabels(
            shown.inputLabels.map { Text(verbatim: $0) }, isEnabled: !shown.inputLabels.isEmpty),
          entry)
      }

      /// `tab` disabled as `entry` says, where `Tab` can be (iOS 18.4, macOS 15.4, tvOS 18.4,
      /// visionOS 2.4; an SDK of SwiftUI 6.4 or later); before, the core refuses its choice.
      @TabContentBuilder<String>
      private func disablable(_ tab: some TabContent<String>, _ entry: SystemTabList.Entry)
        -> some TabContent<String>
      {
        #if canImport(SwiftUI, _version: 6.4)
          if #available(iOS 18.4, macOS 15.4, tvOS 18.4, visionOS 2.4, *) {
            tab.disabled(entry.isDisabled)
          } else {
            tab
          }
        #else
          tab
        #endif
      }
    }

    @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
    extension TabBarTabPlacement {
      /// SwiftUI's placement of the same name.
      var system: TabPlacement {
        switch self {
        case .automatic: .automatic
        case .pinned: .pinned
        case .sidebarOnly: .sidebarOnly
        }
      }
    }

    @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
    extension TabBarSpringLoadingBehavior {
      /// SwiftUI's behaviour of the same name.
      var system: SpringLoadingBehavior {
        switch self {
        case .automatic: .automatic
        case .enabled: .enabled
        case .disabled: .disabled
        }
      }
    }
  #endif
#endif
