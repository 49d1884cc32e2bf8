// What the documentation's TabBarKit examples take as the app's own: its screens, its tab
// values, its state. scripts/check-doc-snippets compiles this into a module of its own
// (DocSnippetGivens) that every TabBarKit block imports, so a block that declares one of these
// names itself (its own `AppTab`, say) shadows it, as an app's names would.
import SwiftUI
import TabBarKit

/// The tabs of the examples' app.
public enum AppTab: Hashable, Sendable {
  case home, search, inbox, profile, feed, listenNow
  case library(LibraryTab)
}

/// A library's tabs, as the sectioned examples list them.
public enum LibraryTab: Hashable, CaseIterable, Sendable {
  case home, search, albums, artists, downloads

  public var title: String { "\(self)" }
  public var symbol: String { "square.stack" }
  @MainActor public var view: some View { Text(title) }
}

/// A post that a feed pushes.
public struct Post: Hashable, Sendable {
  public init() {}
}

/// The screens.
public struct HomeView: View {
  public init() {}
  public var body: some View { Text("Home") }
}

public struct SearchView: View {
  public init() {}
  public var body: some View { Text("Search") }
}

public struct InboxView: View {
  public init() {}
  public var body: some View { Text("Inbox") }
}

public struct ProfileView: View {
  public init() {}
  public var body: some View { Text("Profile") }
}

public struct FeedList: View {
  public init() {}
  public var body: some View { Text("Feed") }
}

public struct PostView: View {
  public init(_ post: Post) {}
  public var body: some View { Text("Post") }
}

public struct AlbumsView: View {
  public init() {}
  public var body: some View { Text("Albums") }
}

public struct ArtistsView: View {
  public init() {}
  public var body: some View { Text("Artists") }
}

public struct DownloadsView: View {
  public init() {}
  public var body: some View { Text("Downloads") }
}

public struct ListenNowView: View {
  public init() {}
  public var body: some View { Text("Listen Now") }
}

public struct NowPlayingBar: View {
  public init() {}
  public var body: some View { Text("Now Playing") }
}

/// The app's state that the examples read.
public let unreadCount = 3
public let unread = 3
public let isSignedIn = true

/// The app's theme, as a designer would give it: from the core's public types alone.
public let brandTheme = TabBarTheme(light: brandPalette, dark: brandPalette)

private let brandPalette = TabBarPalette(
  barFill: .solid(RGBAColor(red255: 255, green255: 255, blue255: 255)),
  selectedItemColor: RGBAColor(red255: 88, green255: 86, blue255: 214),
  unselectedItemColor: RGBAColor(red255: 142, green255: 142, blue255: 147),
  indicatorFill: .solid(RGBAColor(red255: 88, green255: 86, blue255: 214)),
  actionButtonFill: .solid(RGBAColor(red255: 88, green255: 86, blue255: 214)))

/// Opens the composer.
@MainActor public func compose() {}
