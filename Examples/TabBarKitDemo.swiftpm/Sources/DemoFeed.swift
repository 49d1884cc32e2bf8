import SwiftUI
import TabBarKit

/// A tab's content that shows its state is kept: a text field, a long scrolling list in a
/// navigation stack (reselecting the tab pops it), and rows that push a detail view hiding the
/// bar.
struct DemoFeed: View {
  let title: String
  @State private var note = ""

  var body: some View {
    TabBarNavigationStack {
      ScrollView {
        LazyVStack(alignment: .leading, spacing: 12) {
          TextField(text: $note) { Text(verbatim: "Note for \(title)") }
            .demoTextFieldStyle()
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
        Text(verbatim: "You are in the section: \(title) \(row)")
          .font(.title)
          .tabBarHidden(true)
      }
    }
  }
}
