import CasinoCore

/// The part of a configuration file a tuning changes, as JSON in the schema `--config` reads
/// (Docs/games.md): `crash.returnPPM`, `mines.returnPPM`, `plinko.tables["n"].risk`, `slots.paytable`.
///
/// `tune --output` applies the patches to the `--config` file it started from (or to `{}`),
/// so the written file is that configuration with only the tuned part replaced: everything else,
/// key order and number text included, is kept as it was.
package struct ConfigurationPatch: Hashable, Sendable {
    /// Object keys from the top of the file.
    package var path: [String]
    /// What goes there.
    var value: JSONValue

    /// `crash.returnPPM`.
    static func crash(returnPPM: Int) -> ConfigurationPatch {
        ConfigurationPatch(path: ["crash", "returnPPM"], value: .number(String(returnPPM)))
    }

    /// `mines.returnPPM`.
    static func mines(returnPPM: Int) -> ConfigurationPatch {
        ConfigurationPatch(path: ["mines", "returnPPM"], value: .number(String(returnPPM)))
    }

    /// `mines.multipliers`: the per-plan table in x, null for a plan not offered.
    static func mines(multipliers: [[Centi?]]) -> ConfigurationPatch {
        ConfigurationPatch(
            path: ["mines", "multipliers"],
            value: .array(
                multipliers.map { row in
                    .array(row.map { $0.map { .number($0.configurationText) } ?? .null })
                }))
    }

    /// `plinko.tables["rows"].risk`: the table's multipliers in x.
    static func plinko(_ options: PlinkoOptions, table: PlinkoTable) -> ConfigurationPatch {
        ConfigurationPatch(
            path: ["plinko", "tables", String(options.rows), options.risk.rawValue],
            value: .array(table.centis.map { .number($0.configurationText) }))
    }

    /// `slots.paytable`: every line with its label, multiplier and pattern.
    static func slots(paytable: [SlotsPayline]) -> ConfigurationPatch {
        ConfigurationPatch(path: ["slots", "paytable"], value: .array(paytable.map(\.configurationJSON)))
    }

    /// `document` with every patch applied in order.
    package static func apply(_ patches: [ConfigurationPatch], to document: JSONValue) -> JSONValue {
        patches.reduce(document) { $0.setting($1.value, at: $1.path[...]) }
    }

    /// The configuration document: `base` (a parsed `--config` file, or nil for `{}`) with the
    /// patches applied; the writers print it (`JSONValue.jsonText`, OddsReports).
    package static func document(_ patches: [ConfigurationPatch], over base: JSONValue?) -> JSONValue {
        apply(patches, to: base ?? .object(pairs: []))
    }
}

extension Centi {
    /// The multiplier as the shortest exact decimal in x: `5.5`, `0.77`, `1000`.
    var configurationText: String {
        let whole = hundredths / 100
        let fraction = hundredths % 100
        if fraction == 0 { return String(whole) }
        if fraction % 10 == 0 { return "\(whole).\(fraction / 10)" }
        return "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

extension SlotsPayline {
    /// `{"label": …, "multiplier": …, "line": […]}` or `{…, "count": {"symbol": …, "atLeast": …}}`.
    var configurationJSON: JSONValue {
        var pairs: [(String, JSONValue)] = [("label", .string(label)), ("multiplier", .number(centi.configurationText))]
        switch pattern {
        case .line(let reels):
            pairs.append(
                (
                    "line",
                    .array(
                        reels.map { options in
                            // One symbol is written bare, any symbol as "*"; a symbol literally named "*" stays a list.
                            if options.isEmpty { return .string("*") }
                            if options.count == 1 && options[0] != "*" { return .string(options[0]) }
                            return .array(options.map(JSONValue.string))
                        })
                ))
        case .count(let symbol, let atLeast):
            pairs.append(
                ("count", .object(pairs: [("symbol", .string(symbol)), ("atLeast", .number(String(atLeast)))])))
        }
        return .object(pairs: pairs)
    }
}
