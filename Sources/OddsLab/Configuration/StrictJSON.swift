/// The strict reader's verdict on a file that is then decoded with `JSONDecoder` (a partial result
/// given to `merge`, a history given to `verify`): `JSONDecoder` lets through what `JSONReader`
/// refuses — a key repeated in one object (the decoder keeps one of them), UTF-16 text, a trailing
/// comma, nesting past 64 — so these files are held to the configuration files' rules first.
public enum StrictJSON {
    /// Why `bytes` is not strict JSON, in words, or nil when it is.
    public static func problem(in bytes: [UInt8]) -> String? {
        let value: JSONValue
        do throws(JSONSyntaxError) {
            value = try JSONReader.parse(bytes: bytes)
        } catch {
            return "not JSON: \(error)"
        }
        return value.firstRepeatedKey(at: "").map { "the key \($0) appears twice in one object" }
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
