#if canImport(SwiftUI)
  import SwiftUI
  import TabBarCore
  #if canImport(UIKit)
    import UIKit
  #endif

  /// The one place platforms are told apart: which device family this is, which view shows a
  /// container on it, and which view hosts the tabs' content.
  ///
  /// - Apple Watch: ``PagedTabContainer``, the tabs as pages, or ``WatchBarContainer``, the
  ///   style's icon-only bar (``SwiftUICore/View/tabBarWatchPresentation(_:)``).
  /// - Apple TV: ``SystemPagedContent`` with the system's top bar, which focus moves through.
  /// - Everywhere else: ``TabBarStage`` (an optional sidebar, the content, the drawn bar). Its
  ///   content host is the one the core's ``TabContentHosting`` names: the system's `TabView`
  ///   with its bar (``SystemPagedContent``) where that bar is the bar
  ///   (``SwiftUICore/View/tabBarUsesSystemBar(_:)``, Apple Vision Pro's ornament); under a drawn
  ///   bar or beside a sidebar, a hosting controller per tab (``TabControllerContent``: UIKit's
  ///   everywhere, AppKit's from macOS 14) or, on macOS 13, ``KeptTabContent``.
  package enum TabBarPlatformContainers {
    /// The device family this code runs on: the one it is built for, with an iPad told apart
    /// from an iPhone.
    @MainActor
    static var currentPlatform: TabBarPlatform {
      #if canImport(UIKit) && os(iOS) && !targetEnvironment(macCatalyst)
        if UIDevice.current.userInterfaceIdiom == .pad { return .iPad }
      #endif
      return buildPlatform
    }

    /// The device family the code is built for, known without asking the device: what a
    /// preset's per-platform metrics depend on (an iPad gets the iPhone's, as the designs do).
    static var buildPlatform: TabBarPlatform {
      #if os(macOS) || targetEnvironment(macCatalyst)
        return .mac
      #elseif os(watchOS)
        return .watch
      #elseif os(tvOS)
        return .tv
      #elseif os(visionOS)
        return .vision
      #else
        return .iPhone
      #endif
    }

    /// The container view for `scene`.
    @MainActor @ViewBuilder
    static func presentation<Value: Hashable>(_ scene: ContainerSnapshot<Value>) -> some View {
      #if os(watchOS)
        // view-branch: constant — a watch app declares its presentation once
        if scene.state.presentation == .verticalPages {
          PagedTabContainer(scene: scene)
        } else {
          WatchBarContainer(scene: scene)
        }
      #elseif os(tvOS)
        SystemPagedContent(scene: scene)
      #else
        TabBarStage(scene: scene)
      #endif
    }

    #if !os(watchOS) && !os(tvOS)
      /// The view that hosts the tabs' content, inset by `contentInset` for the drawn bar: the
      /// one the core's ``TabContentHosting`` names for this platform. `measured` is the container
      /// as SwiftUI measured it without the keyboard, whose safe area a tab's own hosting
      /// controller must be told where it exceeds the window's. `dragProbe` is linked to the tabs'
      /// controllers where they can say whether a drag is their own.
      @MainActor @ViewBuilder
      static func contentHost<Value: Hashable>(
        _ scene: ContainerSnapshot<Value>, contentInset: CGFloat, measured: ContainerGeometry?,
        dragProbe: TabContentDragProbe
      ) -> some View {
        let hosting = TabContentHosting(
          showsSystemBar: scene.showsSystemBar, hostsTabControllers: hostsTabControllers)
        // view-branch: constant — the system bar is decided at launch (tabBarUsesSystemBar) or by the platform
        switch hosting {
        case .systemBar: SystemPagedContent(scene: scene)
        case .tabControllers:
          tabControllers(scene, contentInset: contentInset, measured: measured, dragProbe: dragProbe)
        case .stack: KeptTabContent(scene: scene, contentInset: contentInset)
        }
      }

      /// Whether this build hosts each tab in a controller of its own with the tab's title where
      /// the system shows it: UIKit always; AppKit from macOS 14, which bridges a hosted tab's
      /// title to the window (`sceneBridgingOptions`).
      @MainActor
      package static var hostsTabControllers: Bool {
        #if os(macOS)
          if #available(macOS 14.0, *) { return true }
          return false
        #else
          return true
        #endif
      }

      /// ``TabControllerContent`` where ``hostsTabControllers``; the stack elsewhere.
      @MainActor @ViewBuilder
      private static func tabControllers<Value: Hashable>(
        _ scene: ContainerSnapshot<Value>, contentInset: CGFloat, measured: ContainerGeometry?,
        dragProbe: TabContentDragProbe
      ) -> some View {
        #if os(macOS)
          if #available(macOS 14.0, *) {
            TabControllerContent(scene: scene, contentInset: contentInset)
          } else {
            KeptTabContent(scene: scene, contentInset: contentInset)
          }
        #else
          TabControllerContent(
            scene: scene, contentInset: contentInset, measured: measured, dragProbe: dragProbe
          )
          .ignoresSafeArea()
        #endif
      }
    #endif
  }

  extension EnvironmentValues {
    /// The horizontal size class in the core's terms: SwiftUI's where the platform has one
    /// (iPhone, iPad, Apple Vision Pro), regular elsewhere.
    var tabBarSizeClass: TabBarCore.HorizontalSizeClass {
      #if os(iOS) || os(visionOS)
        horizontalSizeClass == .compact ? .compact : .regular
      #else
        .regular
      #endif
    }
  }

  extension EnvironmentValues {
    /// Whether the container is of compact height (an iPhone in landscape), where the platform
    /// has vertical size classes.
    var tabBarIsCompactHeight: Bool {
      #if os(iOS)
        verticalSizeClass == .compact
      #else
        false
      #endif
    }
  }

  extension View {
    #if os(iOS) || os(visionOS) || os(macOS)
      /// A keyboard shortcut (iPad, Mac, Apple Vision Pro: the platforms with a drawn bar).
      func tabBarKeyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers) -> some View {
        keyboardShortcut(key, modifiers: modifiers)
      }

      /// Out of keyboard focus, so full keyboard access's Tab key never stops on it (iOS 17, macOS
      /// 12 and later; before, iOS gives no such focus to a button).
      @ViewBuilder
      func tabBarUnfocusable() -> some View {
        if #available(iOS 17.0, macOS 12.0, visionOS 1.0, *) {
          focusable(false)
        } else {
          self
        }
      }
    #endif

    /// A navigation title shown inline, where navigation bars have display modes.
    @ViewBuilder
    func tabBarInlineNavigationTitle() -> some View {
      #if os(iOS) || os(visionOS)
        navigationBarTitleDisplayMode(.inline)
      #else
        self
      #endif
    }

    /// Keeps a popover a popover in compact width (iOS 16.4 and later), rather than a sheet.
    @ViewBuilder
    func presentationCompactAdaptationIfAvailable() -> some View {
      #if os(iOS)
        if #available(iOS 16.4, *) {
          presentationCompactAdaptation(.popover)
        } else {
          // iOS 16.0–16.3 turns a popover into a sheet in compact width: half height first, as
          // the list is short; tabBarSheetDoneButton gives it a Done button.
          presentationDetents([.medium, .large])
        }
      #else
        self
      #endif
    }

    /// A Done button running `action`, where a popover turns into a sheet that has none (iOS
    /// before 16.4, in compact width, which cannot keep the popover a popover).
    @MainActor
    func tabBarSheetDoneButton(_ title: String, action: @escaping @MainActor () -> Void) -> some View {
      modifier(SheetDoneButton(title: title, action: action))
    }
  }

  /// See ``SwiftUICore/View/tabBarSheetDoneButton(_:action:)``.
  @MainActor
  private struct SheetDoneButton: ViewModifier {
    let title: String
    let action: @MainActor () -> Void
    #if os(iOS)
      @Environment(\.horizontalSizeClass) private var sizeClass
    #endif

    func body(content: Content) -> some View {
      #if os(iOS)
        if #available(iOS 16.4, *) {
          content
        } else if sizeClass == .compact {
          content.toolbar {
            ToolbarItem(placement: .confirmationAction) { Button(title) { action() } }
          }
        } else {
          content
        }
      #else
        content
      #endif
    }
  }
  extension View {
    /// A search field the container can activate: `searchable(text:isPresented:prompt:)` where
    /// the platform has it (iOS 17, macOS 14, visionOS); a field that waits for a tap on iOS 16,
    /// macOS 13, Apple TV and Apple Watch, whose `searchable` has no presentation to drive.
    @ViewBuilder
    func tabBarSearchField(text: Binding<String>, isPresented: Binding<Bool>, prompt: Text?) -> some View {
      #if os(tvOS) || os(watchOS)
        searchable(text: text, prompt: prompt)
      #else
        if #available(iOS 17.0, macOS 14.0, *) {
          searchable(text: text, isPresented: isPresented, prompt: prompt)
        } else {
          searchable(text: text, prompt: prompt)
        }
      #endif
    }
  }
#endif
