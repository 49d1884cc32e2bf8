import SwiftUI

/// A symbol the app names its own way.
struct Emblem: Hashable {
  let symbol: String
}

// The app's own `Label` initializer, passing the title and the emblem's symbol on to SwiftUI's.
extension Label where Title == Text, Icon == Image {
  init(_ title: LocalizedStringKey, emblem: Emblem) {
    self.init(title, systemImage: emblem.symbol)
  }
}

enum Shelf: CaseIterable, Hashable {
  case reading, finished

  var caption: LocalizedStringKey { self == .reading ? "Reading" : "Finished" }
  var emblem: Emblem { Emblem(symbol: self == .reading ? "book" : "checkmark.circle") }
}

// Tabs whose labels use that initializer: the tab is given the title and the symbol.
@MainActor
struct ShelfTabsView: View {
  @State private var shelf = Shelf.reading

  var body: some View {
    TabView(selection: $shelf) {
      ForEach(Shelf.allCases, id: \.self) { shelf in
        Text("Books")
          .tag(shelf)
          .tabItem { Label(shelf.caption, emblem: shelf.emblem) }
      }
    }
  }
}
