import CasinoCore

// The game's member of a configuration file (schema in Docs/games.md), read by its descriptor.

extension GameConfiguration {
    static func readMines(_ node: ConfigNode, over base: MinesConfiguration) throws(ConfigurationError)
        -> MinesConfiguration
    {
        var mines = base
        let m = try node.members(["returnPPM", "multipliers"])
        if let v = m["returnPPM"] {
            mines.returnPPM = try v.wholeNumber(limit: 1_000_000)
            mines.multipliers = nil // a return rate alone means the formula at that rate
        }
        if let table = m["multipliers"] {
            var rows: [[Centi?]] = []
            for row in try table.elements(of: "rows (one per mine count)") {
                var entries: [Centi?] = []
                for entry in try row.elements(of: "multipliers (one per reveal count)") {
                    if case .null = entry.value { entries.append(nil) } else { entries.append(try entry.centi()) }
                }
                rows.append(entries)
            }
            mines.multipliers = rows
        }
        return mines
    }
}
