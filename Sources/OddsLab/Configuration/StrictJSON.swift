import CasinoCore

/// The strict reader's rules for a file read back into a value (a partial result given to `merge`,
/// a history given to `verify`, through `JSONTreeDecoder`): `JSONReader`'s grammar (UTF-8, no
/// trailing comma, nesting at most 64) and no key repeated in one object.
enum StrictJSON {
    /// Why `bytes` is not strict JSON, in words, or nil when it is.
    static func problem(in bytes: [UInt8]) -> String? {
        do throws(InputError) {
            _ = try value(of: bytes)
            return nil
        } catch {
            return error.description
        }
    }
}

extension JSONValue {
    /// The path (`totals.wagers`, `outcomes[2].count`) of the first key given twice in one object,
    /// depth first in file order, or nil.
    func firstRepeatedKey(at path: String) -> String? {
        switch self {
        case .object(let members):
            var seen = Set<String>()
            for member in members {
                let memberPath = path.isEmpty ? member.key : path + "." + member.key
                if !seen.insert(member.key).inserted { return InputQuote.brief(memberPath) }
                if let found = member.value.firstRepeatedKey(at: memberPath) { return found }
            }
            return nil
        case .array(let elements):
            for (i, element) in elements.enumerated() {
                if let found = element.firstRepeatedKey(at: "\(path)[\(i)]") { return found }
            }
            return nil
        default:
            return nil
        }
    }
}

extension StrictJSON {
    /// `bytes` parsed by `JSONReader`, with no key given twice in one object and at most
    /// `maximumValues` values; a refusal is worded by `refusal` (which names the file).
    static func value(
        of bytes: [UInt8], maximumValues: Int = .max, refusal: @escaping (InputError) -> InputError = { $0 }
    ) throws(InputError) -> JSONValue {
        let value = try JSONReader.parse(
            bytes: bytes, maximumValues: maximumValues, errorPrefix: "not JSON: ", refusal: refusal)
        if let key = value.firstRepeatedKey(at: "") {
            throw refusal(InputError("the key \(key) appears twice in one object"))
        }
        return value
    }
}
