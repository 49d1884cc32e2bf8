import TabBarRender

/// Writes the preview's HTML pages as well-formed XHTML, so both browsers and XML parsers read
/// them: a fixed head, inline SVG built with ``SVGElement``, and scripts in CDATA sections.
enum HTMLPage {
  /// A whole page: `title` (escaped), `style` (CSS), `body` (markup written by the caller with
  /// escaped text) and `script` (JavaScript, wrapped so XML parsers skip it).
  static func document(title: String, style: String, body: String, script: String) -> String {
    """
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
    <body>
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
