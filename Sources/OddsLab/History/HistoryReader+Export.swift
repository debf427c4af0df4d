import CasinoCore

extension HistoryReader {
    /// The `format` and `version` members as a string and an integer, or nil when either is
    /// missing or of another type.
    var header: (format: String, version: Int)? {
        try? JSONTreeDecoder.decode(Header.self, from: .object(members)).pair
    }

    private struct Header: Decodable {
        var format: String
        var version: Int
        var pair: (String, Int) { (format, version) }
    }

    /// The export, read as the current version: its members decoded as `HistoryExport` decodes
    /// them, with the seeds and rounds decoded on the way.
    ///
    /// - Throws: `InputError` naming the first element or key that is not the
    ///   current version's (worded by `refusal`), or the decoder's error for the members.
    func export(refusal: (InputError) -> InputError = { $0 }) throws -> HistoryExport {
        if let undecoded { throw refusal(InputError("\(undecoded) is not a round or seed of this version")) }
        if let stray = members.first(where: { !HistoryReader.currentKeys.contains($0.key) }) {
            throw refusal(InputError("the key \"\(InputQuote.brief(stray.key))\" is an older version's"))
        }
        // The arrays read on the way stand in as empty ones, so a missing one is still missing.
        var tree = members
        if seeds != nil { tree.append(JSONMember(key: "seeds", value: .array([]), line: 0, column: 0)) }
        if transactions != nil { tree.append(JSONMember(key: "transactions", value: .array([]), line: 0, column: 0)) }
        var export = try JSONTreeDecoder.decode(HistoryExport.self, from: .object(tree))
        if let seeds { export.seeds = seeds }
        if let transactions { export.transactions = transactions }
        return export
    }
}
