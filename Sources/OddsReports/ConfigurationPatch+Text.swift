import OddsLab

extension ConfigurationPatch {
    /// The configuration file text: `base` (a parsed `--config` file, or nil for `{}`) with the
    /// patches applied, ending in a newline; `JSONReader` reads it back to the same document.
    package static func fileText(_ patches: [ConfigurationPatch], over base: JSONValue?) -> String {
        document(patches, over: base).jsonText() + "\n"
    }
}
