#if canImport(SwiftUI) && !os(watchOS)
  import SwiftUI
  import TabBarCore

  /// The tabs' content in the system's `TabView` with its own bar as the bar
  /// (``SwiftUICore/View/tabBarUsesSystemBar(_:)``, Apple TV's top bar, Apple Vision Pro's
  /// ornament), so each tab lives as UIKit's tab bar controller keeps it: only the selected tab
  /// is in the window, and the others keep their state while away.
  ///
  /// One form of the `TabView` for the life of the view, chosen by the release alone: SwiftUI's
  /// `Tab`s from iOS 18, macOS 15, tvOS 18 and visionOS 2 (``SystemTabView``), `.tabItem` pages
  /// before. The tabs are the core's ``SystemTabList``, each as ``TabShown`` carries it; the
  /// action is a button beside the content (``SystemActionButton``), never a tab;
  /// ``SwiftUICore/View/tabBarHidden(_:)`` hides the bar, and the tabs the bar cannot hold are
  /// the system's More to show. Minimizing and the bottom accessory are attached in one
  /// structure whatever their values. Under a drawn bar, ``TabControllerContent``.
  @MainActor
  struct SystemPagedContent<Value: Hashable>: View {
    let scene: ContainerSnapshot<Value>
    /// How many times another page was chosen: each choice redraws the tab view, which reads the
    /// core's selection back, so a choice the core refused (a disabled tab where the system
    /// cannot disable it) leaves the page it moved to.
    @State private var choices = 0
    @Environment(\.tabBarMinimizeMode) private var minimizeMode
    @Environment(\.tabBarBottomAccessory) private var accessory
    @Environment(\.tabBarDeclaresBottomAccessory) private var declaresAccessory

    var body: some View {
      let selectedID = scene.state.selectedID ?? ""
      let send = scene.send
      let choices = $choices
      let barVisibility: Visibility = scene.state.isBarHidden ? .hidden : .automatic
      let selection = Binding(
        get: { selectedID },
        set: { id in
          send(.chooseTab(id: id))
          if id != selectedID { choices.wrappedValue += 1 }
        })
      let form = SystemTabRelease.form(for: scene.state.context.platform)
      let list = SystemTabList(
        declared: scene.declarations.items, presented: scene.state.items, form: form)
      tabView(selection: selection, list: list, place: form.place, barVisibility: barVisibility)
        .modifier(TabBarOnlyStyle())
        .tabBarSystemMinimizeBehavior(minimizeMode)
        .tabBarSystemBottomAccessory(accessory?.content, isDeclared: declaresAccessory)
        .background { Color.clear.id(self.choices) }
    }

    /// The release's one form of the system's `TabView`: SwiftUI's `Tab`s where the release has
    /// them, `.tabItem` pages before. `#available` is constant for the view's life.
    @ViewBuilder
    private func tabView(
      selection: Binding<String>, list: SystemTabList, place: TabPlace, barVisibility: Visibility
    ) -> some View {
      #if canImport(SwiftUI, _version: 6.0)
        if #available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *) {
          SystemTabView(
            scene: scene, selection: selection, list: list, place: place, barVisibility: barVisibility,
            adaptsToSidebar: scene.systemBarSidebar == .system)
        } else {
          itemTabView(selection: selection, list: list, place: place, barVisibility: barVisibility)
        }
      #else
        itemTabView(selection: selection, list: list, place: place, barVisibility: barVisibility)
      #endif
    }

    /// The tabs as `.tabItem` pages, the form every release has: each page's title, icon and
    /// badge, as ``TabShown`` carries them there.
    private func itemTabView(
      selection: Binding<String>, list: SystemTabList, place: TabPlace, barVisibility: Visibility
    ) -> some View {
      TabView(selection: selection) {
        // Identified by item id, so reordering tabs moves their content rather than rebuilding it.
        ForEach(list.entries) { entry in
          if let position = scene.declarations.position(of: entry.id) {
            let tab = scene.declarations.tabs[position]
            let shown = TabShown(scene.declarations.items.all[position], at: place, decoration: nil)
            TabPage(tab: tab, id: entry.id, scene: scene, contentInset: 0)
              .overlay(alignment: .bottomTrailing) { SystemActionButton(scene: scene) }
              .tabItem { TabItemLabel(title: shown.item.title, icon: tab.icon) }
              .tag(entry.id)
              .tabBarSystemBadge(shown.badgeText)
              .tabBarSystemBarVisibility(barVisibility)
          }
        }
      }
    }
  }
#endif
