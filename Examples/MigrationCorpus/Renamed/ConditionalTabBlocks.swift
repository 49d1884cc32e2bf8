import SwiftUI
import TabBarKit

enum WorkoutTab: Hashable {
  case today, history, coach, developer, watch
}

// A fitness app with `#if … #else … #endif` blocks among its tabs: a developer tab in debug
// builds only, a platform's own tab on each side of an `#else`.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, *)
struct ConditionalTabBlocksView: View {
  @State private var selection: WorkoutTab = .today

  var body: some View {
    TabBarContainer(selection: $selection) {
      TabBarTab("Today", systemImage: "figure.run", value: WorkoutTab.today) {
        Text("Today")
      }
      #if os(iOS)
        TabBarTab("Coach", systemImage: "person.wave.2", value: WorkoutTab.coach) {
          Text("Coach")
        }
      #elseif os(macOS)
        TabBarTab("Watch", systemImage: "applewatch", value: WorkoutTab.watch) {
          Text("Paired watch")
        }
      #else
        TabBarTab("Coach", systemImage: "person.wave.2", value: WorkoutTab.coach) {
          Text("Coach on the big screen")
        }
      #endif
      TabBarTab("History", systemImage: "chart.bar", value: WorkoutTab.history) {
        Text("History")
      }
      #if DEBUG
        TabBarTab("Developer", systemImage: "hammer", value: WorkoutTab.developer) {
          Text("Feature flags")
        }
      #endif
    }
  }
}
