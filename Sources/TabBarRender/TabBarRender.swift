// Everything the renderer draws comes from the core: `import TabBarRender` brings it along.
@_exported import TabBarCore
