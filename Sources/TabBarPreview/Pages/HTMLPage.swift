import TabBarRender

/// Writes the preview's HTML pages as well-formed XHTML, so both browsers and XML parsers read
/// them: a fixed head, inline SVG built with ``SVGElement``, and scripts in CDATA sections.
enum HTMLPage {
  /// A whole page: `title` (escaped), `style` (CSS), attributes of `<body>` (escaped), `body`
  /// (markup written by the caller with escaped text) and `script` (JavaScript, wrapped so XML
  /// parsers skip it).
  static func document(
    title: String, style: String, bodyAttributes: [(String, String)] = [], body: String, script: String
  ) -> String {
    let attributes = bodyAttributes.map { " \($0.0)=\"\(XMLEscaping.attribute($0.1))\"" }.joined()
    return """
      <!DOCTYPE html>
      <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
      <head>
      <meta charset="utf-8"/>
      <meta name="viewport" content="width=device-width, initial-scale=1"/>
      <title>\(XMLEscaping.text(title))</title>
      <style>
      \(style)
      </style>
      </head>
      <body\(attributes)>
      \(body)
      <script>
      //<![CDATA[
      \(script)
      //]]>
      </script>
      </body>
      </html>

      """
  }
}
