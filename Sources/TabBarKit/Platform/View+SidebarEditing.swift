#if canImport(SwiftUI)
  import SwiftUI

  extension View {
    /// Puts a sidebar list in edit mode where the platform has one (iOS, for `onMove`); lists
    /// elsewhere reorder by dragging without it.
    @ViewBuilder
    func tabBarSidebarEditing(_ isEditing: Bool) -> some View {
      #if os(iOS) || os(visionOS)
        environment(\.editMode, .constant(isEditing ? .active : .inactive))
      #else
        self
      #endif
    }
  }
#endif
