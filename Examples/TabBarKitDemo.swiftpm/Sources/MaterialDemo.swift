import SwiftUI
import TabBarKit

/// The material design, in Spanish: a translucent bar, semibold icons, the selected one 1.2
/// times larger with a bold label. With `usesSystemBar` the same tabs show in the system's tab
/// bar (Liquid Glass on iOS 26).
struct MaterialDemo: View {
  enum Tab: Hashable { case inicio, buscar, avisos, perfil }

  let usesSystemBar: Bool
  @State private var tab = Tab.inicio

  var body: some View {
    TabBarContainer(selection: $tab) {
      TabBarTab("Inicio", systemImage: "house.fill", value: Tab.inicio) {
        DemoFeed(title: "Inicio")
      }
      TabBarTab("Buscar", systemImage: "magnifyingglass", value: Tab.buscar) {
        DemoFeed(title: "Buscar")
      }
      TabBarTab("Avisos", systemImage: "bell.fill", value: Tab.avisos) {
        DemoFeed(title: "Avisos")
      }
      .tabBarBadge(3)
      TabBarTab("Perfil", systemImage: "person.fill", value: Tab.perfil) {
        DemoFeed(title: "Perfil")
      }
    }
    .tabBarStyle(.material)
    .tabBarUsesSystemBar(usesSystemBar)
    .environment(\.locale, Locale(identifier: "es"))
  }
}
