// The SVG renderer lands with the preview issue; this file names the module's purpose.
@_exported import TabBarCore
