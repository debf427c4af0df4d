import CasinoCore

/// An exported history (`verify`'s input) read from untrusted bytes in memory bounded by what the
/// format can hold, not by the file's size.
///
/// A whole-file `JSONValue` tree costs tens of bytes per `0` of the file (1.9 GB for a 66 MB array
/// of zeros), so the reader walks the top-level object itself (`JSONReader+Pull`) and builds a tree
/// only for one member's value or one element of `seeds` or `transactions` at a time, each at most
/// `maximumPieceBytes` of the file, decoding an element at once and keeping only what it decodes
/// to. What cannot be part of an export is refused where it starts, before it is built: a key of no
/// version of the format, a piece larger than the bound, a round or seed past the 500 the app keeps.
/// So memory is the file's bytes plus at most 500 decoded rounds and one piece's tree.
///
/// The strict rules are `StrictJSON`'s: `JSONReader`'s grammar and positions, and no key given twice
/// in one object at any depth. Decoding is `JSONTreeDecoder`'s, of the same `Codable` types; an
/// element that does not decode is held until the format and version are read, so an older export
/// is still named by its version (its `transactions` may come before its `version`).
struct HistoryReader {
    /// The most rounds an export holds: the app keeps its latest 500 (`TransactionHistory.capacity`)
    /// and exports those.
    static let maximumRounds = TransactionHistory.capacity
    /// The most seeds an export reveals: only seeds a kept round uses (`SeedLedger.rotate`).
    static let maximumSeeds = TransactionHistory.capacity
    /// The most bytes of the file one member's value, round or seed may take: the app writes a round
    /// in about 700 bytes; 64 KiB leaves room for pretty printing and long options, and keeps one
    /// piece's tree to a few MB.
    static let maximumPieceBytes = 64 << 10
    /// The keys of the current version, in the order the app writes them.
    static let currentKeys = [
        "format", "version", "timeZone", "seeds", "currentCommitment", "configurationDigest", "headHash",
        "exportHash", "transactions"
    ]
    /// The keys of every version (1 and 2 had `seed`): a key of none is refused where it is read; an
    /// older version's is read, so that the export is refused by its version.
    static let knownKeys = Set(currentKeys + ["seed"])

    /// The top-level members as trees, but for `seeds` and `transactions` when they are arrays.
    private(set) var members: [JSONMember] = []
    /// The decoded seeds, when `seeds` is an array.
    private(set) var seeds: [RevealedSeed]?
    /// The decoded rounds, when `transactions` is an array.
    private(set) var transactions: [Transaction]?
    /// The path of the first element that does not decode, held until the version is known.
    private(set) var undecoded: String?
    /// How many `JSONValue`s were built, all pieces together: what the bounds keep small.
    private(set) var valuesBuilt = 0
    /// How the caller words a refusal (the file's name, what it should have been).
    private let refusal: (InputError) -> InputError

    /// Reads the whole of `bytes`, decoding each element of `seeds` and `transactions`.
    ///
    /// - Throws: at once, why the bytes cannot be an export of any version: not strict JSON, not an
    ///   object, a key of no version, a piece or a count past its bound; worded by `refusal`.
    init(bytes: [UInt8], refusal: @escaping (InputError) -> InputError = { $0 }) throws(InputError) {
        self.refusal = refusal
        var reader = JSONReader(pulling: bytes)
        reader.refusal = refusal
        try read(&reader)
        try reader.end()
        valuesBuilt = reader.valuesBuilt
    }

    /// A refusal at `place`, why: `line 1, column 9: the key "x" is not one of the format's (…)`.
    static func refused(_ place: JSONReader.Place, _ why: String) -> InputError { InputError("\(place): \(why)") }

    /// The key (its path) given twice in one object.
    static func repeated(_ path: String) -> InputError {
        InputError("the key \(InputQuote.brief(path)) appears twice in one object")
    }

    private mutating func read(_ reader: inout JSONReader) throws(InputError) {
        guard reader.nextByte == UInt8(ascii: "{") else {
            // Not JSON at all is named as such (the grammar's error); other JSON is not an export.
            _ = try reader.value(ofAtMost: 0)
            throw refusal(HistoryReader.refused(JSONReader.Place(offset: 0, line: 1, column: 1), "not a JSON object"))
        }
        var object = try reader.beginObject()
        var seen = Set<String>()
        while let (key, at) = try reader.nextKey(in: &object) {
            guard HistoryReader.knownKeys.contains(key) else {
                throw refusal(
                    HistoryReader.refused(
                        at,
                        "the key \"\(InputQuote.brief(key))\" is not one of the format's ("
                            + HistoryReader.currentKeys.joined(separator: ", ") + ")"))
            }
            guard seen.insert(key).inserted else { throw refusal(HistoryReader.repeated(key)) }
            switch key {
            case "transactions" where reader.nextByte == UInt8(ascii: "["):
                transactions = try elements(
                    of: &reader, key: key, limit: HistoryReader.maximumRounds,
                    why: "the app exports its latest \(TransactionHistory.capacity) rounds")
            case "seeds" where reader.nextByte == UInt8(ascii: "["):
                seeds = try elements(
                    of: &reader, key: key, limit: HistoryReader.maximumSeeds,
                    why: "an export reveals only the seeds of its rounds")
            default:
                let value = try piece(of: &reader, path: key)
                members.append(JSONMember(key: key, value: value, line: at.line, column: at.column))
            }
        }
    }

    /// The elements of the array that starts here, each decoded as it is read and its tree dropped.
    private mutating func elements<Element: Decodable>(
        of reader: inout JSONReader, key: String, limit: Int, why: String
    ) throws(InputError) -> [Element] {
        var array = try reader.beginArray()
        var decoded: [Element] = []
        var index = 0
        while try reader.nextElement(in: &array) {
            guard index < limit else {
                throw refusal(HistoryReader.refused(reader.place, "\(key) has more than \(limit) elements (\(why))"))
            }
            let path = "\(key)[\(index)]"
            let value = try piece(of: &reader, path: path)
            if undecoded == nil {
                do { decoded.append(try JSONTreeDecoder.decode(Element.self, from: value)) } catch { undecoded = path }
            }
            index += 1
        }
        return decoded
    }

    /// The value that starts here as a tree, refused unbuilt when it is larger than a piece may be.
    private func piece(of reader: inout JSONReader, path: String) throws(InputError) -> JSONValue {
        let at = reader.place
        guard let value = try reader.value(ofAtMost: HistoryReader.maximumPieceBytes) else {
            throw refusal(
                HistoryReader.refused(
                    at,
                    "\(path) takes more than \(HistoryReader.maximumPieceBytes) bytes, more than any part of an export")
            )
        }
        if let repeated = value.firstRepeatedKey(at: path) { throw refusal(HistoryReader.repeated(repeated)) }
        return value
    }
}
