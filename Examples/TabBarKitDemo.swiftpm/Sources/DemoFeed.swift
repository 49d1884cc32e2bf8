import SwiftUI
import TabBarKit

/// A tab's content: a list in a navigation stack the bar can pop, whose rows push a detail view
/// that hides the bar, and a text field to show that the keyboard never lifts the bar.
struct DemoFeed: View {
  let title: String
  @State private var note = ""

  var body: some View {
    TabBarNavigationStack {
      TabBarScrollView {
        LazyVStack(alignment: .leading, spacing: 12) {
          TextField(text: $note) { Text(verbatim: "Note") }
            .textFieldStyle(.roundedBorder)
          ForEach(1...50, id: \.self) { row in
            NavigationLink(value: row) {
              Text(verbatim: "\(title) \(row)")
                .frame(maxWidth: .infinity, alignment: .leading)
            }
          }
        }
        .padding()
      }
      .navigationTitle(Text(verbatim: title))
      .navigationDestination(for: Int.self) { row in
        Text(verbatim: "\(title) \(row)")
          .font(.largeTitle)
          .tabBarHidden(true)
      }
    }
  }
}
