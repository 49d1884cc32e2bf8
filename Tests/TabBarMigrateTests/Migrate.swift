import TabBarMigrate

/// `source` through the tool: the text it writes and the reasons it lists.
func migrate(_ source: String) throws -> (text: String, findings: [String]) {
  let migration = try FileMigration.migrate(Array(source.utf8))
  return (
    String(decoding: migration.output, as: UTF8.self), migration.findings.map { "\($0.line): \($0.message)" }
  )
}
