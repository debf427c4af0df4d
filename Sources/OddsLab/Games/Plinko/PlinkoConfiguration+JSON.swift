import CasinoCore

// The game's member of a configuration file (schema in Docs/games.md), read by its descriptor.

extension GameConfiguration {
    static func readPlinko(_ node: ConfigNode, over base: PlinkoConfiguration) throws(ConfigurationError)
        -> PlinkoConfiguration
    {
        var plinko = base
        let m = try node.members(["tables"])
        guard let tables = m["tables"] else { return plinko }
        for (key, rowsNode) in try tables.anyMembers(keyPath: { "[\($0)]" }) {
            guard let rows = Int(key), PlinkoOptions.rowRange.contains(rows), String(rows) == key else {
                throw ConfigurationError(path: rowsNode.path, rule: "is not a row count this product offers (8…16)")
            }
            let risks = try rowsNode.members(PlinkoRisk.allCases.map(\.rawValue))
            for risk in PlinkoRisk.allCases {
                guard let tableNode = risks[risk.rawValue] else { continue }
                var centis: [Centi] = []
                for element in try tableNode.elements(of: "multipliers") { centis.append(try element.centi()) }
                plinko.tables[PlinkoOptions(rows: rows, risk: risk)] = PlinkoTable(centis)
            }
        }
        return plinko
    }
}
