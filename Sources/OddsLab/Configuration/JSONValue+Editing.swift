extension JSONValue {
    /// An object from key–value pairs, in order.
    package static func object(pairs: [(String, JSONValue)]) -> JSONValue {
        .object(pairs.map { JSONMember(key: $0.0, value: $0.1, line: 0, column: 0) })
    }

    /// The member at `key` of an object, if any.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// This value with `value` placed at `path` (object keys), replacing what was there and
    /// creating the objects on the way; members keep their order, a new one goes last. A value on
    /// the way that is not an object is replaced by one.
    func setting(_ value: JSONValue, at path: ArraySlice<String>) -> JSONValue {
        guard let key = path.first else { return value }
        var members: [JSONMember] = []
        if case .object(let existing) = self { members = existing }
        if let i = members.lastIndex(where: { $0.key == key }) {
            members[i].value = members[i].value.setting(value, at: path.dropFirst())
        } else {
            members.append(
                JSONMember(
                    key: key, value: JSONValue.object(pairs: []).setting(value, at: path.dropFirst()),
                    line: 0, column: 0))
        }
        return .object(members)
    }
}
