#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore

  /// A button switching an adaptable ``TabBarContainer`` between its bar and a sidebar, for a
  /// tab's toolbar; it shows only inside a container made adaptable with
  /// ``SwiftUICore/View/tabBarSidebarAdaptable(id:)``, and only on iPad in regular width. Its
  /// title ("Show Sidebar", "Show Tab Bar") is the core's, in the app's language. In portrait the
  /// sidebar it opens lies over the content until a tab is chosen.
  ///
  /// In a tab it switches the container the tab belongs to (a container nested in a tab has its
  /// own choice, or none); beside the container, inside the adaptable modifier, it switches that
  /// container.
  ///
  /// ```swift
  /// HomeView()
  ///   .toolbar { ToolbarItem(placement: .navigation) { TabBarSidebarToggle() } }
  /// ```
  @MainActor
  public struct TabBarSidebarToggle: View {
    @Environment(\.tabBarSidebarChoice) private var enclosingChoice
    @Environment(\.tabBarTabContext) private var tabContext
    @Environment(\.tabBarSizeClass) private var sizeClass
    /// Whether the toggle looks its choice up (in a tab, or beside a container), or was handed
    /// its container's (a sidebar's own).
    private let looksUpChoice: Bool
    private let ownChoice: Binding<Bool>?

    /// Creates the toggle.
    ///
    /// ```swift
    /// TabBarSidebarToggle()
    /// ```
    public init() {
      looksUpChoice = true
      ownChoice = nil
    }

    /// The toggle of a container's own sidebar, for `choice` (`nil`: not adaptable, no toggle).
    init(choice: Binding<Bool>?) {
      looksUpChoice = false
      ownChoice = choice
    }

    /// The choice this toggle flips: its container's own, else the container of the tab it is in
    /// (the adaptable modifier clears a tab's for what it wraps, so a nested container's own
    /// comes first), else the adaptable container it is beside.
    private var choice: Binding<Bool>? {
      looksUpChoice ? tabContext?.sidebarChoice ?? enclosingChoice : ownChoice
    }

    /// The button, or nothing where the choice does not apply.
    ///
    /// ```swift
    /// TabBarSidebarToggle().body
    /// ```
    public var body: some View {
      // Only where the core lets a person choose (iPad in regular width).
      if let choice, TabBarPlatformContainers.currentPlatform.letsPersonChooseSidebar(in: sizeClass) {
        let title = AccessibilityStringTable.standard.string(
          choice.wrappedValue ? .showTabBar : .showSidebar, language: TabBarLanguage.current)
        Button {
          choice.wrappedValue.toggle()
        } label: {
          Label(title, systemImage: "sidebar.leading")
        }
      }
    }
  }
#endif
