import SwiftUI
import TabBarKit

/// The screen docs/DeviceChecks.md runs on a device before a release: the floating bar with its
/// search circle, swiping between tabs over content that has horizontal gestures of its own,
/// minimizing on scroll, a popover and a context menu on bar items, reordering on iPad, focus,
/// search and dismissal inside a tab. Each tab is named after the checks it serves.
struct ChecksDemo: View {
  enum Tab: String, Hashable { case rows, carousel, plainStack, focus, search }

  @State private var tab = Tab.rows
  @State private var showsTip = false
  @SceneStorage("demo.checks.customization") private var customization = TabBarCustomization()

  var body: some View {
    #if os(tvOS)
      Text(verbatim: "The device checks need a touch screen: run them on iPhone or iPad.")
    #else
      TabBarContainer(selection: $tab) {
        TabBarTab("Rows", systemImage: "list.bullet", value: Tab.rows) { ChecksRows() }
          .contextMenu { Button("Mark all read") {} }
        TabBarTab("Carousel", systemImage: "rectangle.split.3x1", value: Tab.carousel) {
          ChecksCarousel(showsTip: $showsTip)
        }
        .popover(isPresented: $showsTip) {
          Text(verbatim: "Swipe the cards; at the last one, the swipe changes tabs.").padding()
        }
        TabBarTab("Plain stack", systemImage: "square.stack", value: Tab.plainStack) { ChecksPlainStack() }
        TabBarTab("Focus", systemImage: "keyboard", value: Tab.focus) { ChecksFocus() }
        TabBarTab("Search", systemImage: "magnifyingglass", value: Tab.search, role: .search) {
          DemoFeed(title: "Search")
        }
      }
      .tabBarMinimizeBehavior(.onScrollDown)
      .tabBarStyle(.floating)
      .tabBarSwipeBetweenTabs(true)
      .tabBarCustomization($customization)
    #endif
  }
}

#if !os(tvOS)
  /// A vertical list whose rows have swipe actions, a slider, and pushes in a
  /// `TabBarNavigationStack` (where the swipe between tabs turns off).
  private struct ChecksRows: View {
    @State private var level = 0.5

    var body: some View {
      TabBarNavigationStack {
        List {
          Section {
            Slider(value: $level) { Text(verbatim: "Level") }
          }
          ForEach(1...40, id: \.self) { row in
            NavigationLink(value: row) { Text(verbatim: "Row \(row): swipe me left") }
              .swipeActions { Button("Archive") {} }
          }
        }
        .navigationTitle(Text(verbatim: "Rows"))
        .navigationDestination(for: Int.self) { row in
          Text(verbatim: "Row \(row): swipe from the edge (or anywhere on iOS 26) to go back")
            .padding()
        }
      }
    }
  }

  /// A horizontal carousel inside a vertical scroll view, and a button opening the popover the
  /// tab declares on its bar item.
  private struct ChecksCarousel: View {
    @Binding var showsTip: Bool

    var body: some View {
      TabBarNavigationStack {
        TabBarScrollView {
          VStack(alignment: .leading, spacing: 16) {
            Button("Show the bar item's popover") { showsTip = true }.padding(.horizontal)
            ScrollView(.horizontal) {
              HStack(spacing: 12) {
                ForEach(1...8, id: \.self) { card in
                  RoundedRectangle(cornerRadius: 16)
                    .fill(Color.accentColor.opacity(0.15 * Double(card % 5 + 1)))
                    .frame(width: 220, height: 140)
                    .overlay { Text(verbatim: "Card \(card)") }
                }
              }
              .padding(.horizontal)
            }
            ForEach(1...30, id: \.self) { line in
              Text(verbatim: "Line \(line): scroll down to minimize the bar").padding(.horizontal)
            }
          }
        }
        .navigationTitle(Text(verbatim: "Carousel"))
      }
    }
  }

  /// A plain `NavigationStack`: the container cannot see its pushes, so the swipe between tabs
  /// stays on in its pushed screen (the rule TabBarNavigationStack exists for).
  private struct ChecksPlainStack: View {
    var body: some View {
      NavigationStack {
        List(1...20, id: \.self) { row in
          NavigationLink(value: row) { Text(verbatim: "Push \(row)") }
        }
        .navigationTitle(Text(verbatim: "Plain stack"))
        .navigationDestination(for: Int.self) { row in
          Text(verbatim: "Pushed \(row) in a plain NavigationStack").padding()
        }
      }
    }
  }

  /// Focus, search and dismissal inside a tab: a field focused by a button, a searchable list,
  /// and a sheet closed by `dismiss`.
  private struct ChecksFocus: View {
    @FocusState private var fieldFocused: Bool
    @State private var text = ""
    @State private var query = ""
    @State private var showsSheet = false

    var body: some View {
      NavigationStack {
        List {
          TextField(text: $text) { Text(verbatim: "Focused by the button below") }
            .focused($fieldFocused)
          Button("Focus the field") { fieldFocused = true }
          Button("Open a sheet") { showsSheet = true }
          ForEach(["Apple", "Banana", "Cherry"].filter { query.isEmpty || $0.contains(query) }, id: \.self) {
            Text(verbatim: $0)
          }
        }
        .searchable(text: $query)
        .navigationTitle(Text(verbatim: "Focus"))
        .sheet(isPresented: $showsSheet) { ChecksSheet() }
      }
    }
  }

  /// A sheet that closes itself through `dismiss`.
  private struct ChecksSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
      Button("Close with dismiss") { dismiss() }.padding()
    }
  }
#endif
