#if canImport(SwiftUI)
  import SwiftUI
  import TabBarKit
  import Testing

  /// Every title form of SwiftUI's `Tab` (`LocalizedStringKey`, `LocalizedStringResource`, a
  /// `StringProtocol` value) with every icon form (`systemImage:`, `image:` by name,
  /// `ImageResource`) declares a tab: written as an app migrated from `Tab` writes them, with
  /// titles in variables as apps keep them. `scripts/typecheck-sdk` compiles this file, so a form
  /// that is missing fails there.
  @MainActor @Suite("Tab title and icon forms")
  struct TabTitleFormTests {
    enum Movie: Hashable { case one, two, three }

    struct Shown {
      let label: String
      let icon: String
    }

    @Test("String, Substring, LocalizedStringKey and LocalizedStringResource titles, each icon form")
    func titleForms() {
      let movie = Shown(label: "Heat", icon: "poster-heat")
      let key: LocalizedStringKey = "Movies"
      let resource: LocalizedStringResource = "Movies"
      let substring = movie.label.dropFirst(0)
      let tabs: [TabBarTab<Movie>] = [
        TabBarTab(movie.label, image: movie.icon, value: .one) { Text("1") },
        TabBarTab(substring, image: movie.icon, value: .two, role: nil) { Text("2") },
        TabBarTab(key, image: movie.icon, value: .three) { Text("3") },
        TabBarTab(resource, image: movie.icon, value: .one) { Text("1") },
        TabBarTab(movie.label, systemImage: "film", value: .two) { Text("2") },
        TabBarTab(key, systemImage: "film", value: .three, role: nil) { Text("3") },
        TabBarTab(resource, systemImage: "film", value: .one) { Text("1") },
        TabBarTab(value: .two) { Text("2") },
        TabBarTab(value: .three, role: nil) { Text("3") },
      ]
      #expect(tabs.map(\.value) == [.one, .two, .three, .one, .two, .three, .one, .two, .three])
    }

    @Test("ImageResource icons take every title form")
    func imageResourceForms() {
      guard #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) else { return }
      let poster = ImageResource(name: "poster", bundle: .main)
      let key: LocalizedStringKey = "Movies"
      let resource: LocalizedStringResource = "Movies"
      let title = "Heat"
      let tabs: [TabBarTab<Movie>] = [
        TabBarTab(title, image: poster, value: .one) { Text("1") },
        TabBarTab(key, image: poster, value: .two) { Text("2") },
        TabBarTab(resource, image: poster, value: .three, role: nil) { Text("3") },
      ]
      #expect(tabs.map(\.value) == [.one, .two, .three])
    }

    @Test("A container with an optional selection takes tabs declared with plain values")
    func optionalSelection() {
      var selection: Movie? = .one
      let binding = Binding(get: { selection }, set: { selection = $0 })
      let title = "Heat"
      let container = TabBarContainer(selection: binding) {
        TabBarTab(title, systemImage: "film", value: Movie.one) { Text("1") }
        TabBarTab("Two", image: "poster", value: Movie.two) { Text("2") }
        TabBarSection(title) {
          TabBarTab(value: Movie.three) { Text("3") }
        }
      }
      _ = container
      #expect(selection == .one)
    }
  }
#endif
