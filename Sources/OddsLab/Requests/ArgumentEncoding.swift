import CasinoCore

/// The command line's bytes, checked before Swift turns them into strings (issue 38).
///
/// `CommandLine.arguments` repairs bytes that are not UTF-8 to U+FFFD, so `--output $'out\xfe.json'`
/// would silently write `out\u{FFFD}.json`, a different file the user never named (and replace it
/// if it exists). An argument that is not valid UTF-8 is refused instead, before anything reads it.
package enum ArgumentEncoding {
    /// Throws for the first argument that is not valid UTF-8, naming its position (1 is the first
    /// after the program's name, as `OptionVocabulary.refuseControlCharacters` counts) and showing
    /// it with each invalid byte as `\xFE`.
    ///
    /// - Parameter arguments: the raw bytes of each argument, the program's name left out.
    package static func refuseInvalidUTF8(_ arguments: [[UInt8]]) throws(InputError) {
        for (position, bytes) in arguments.enumerated() {
            let (shown, valid) = rendering(bytes)
            guard !valid else { continue }
            throw InputError(
                "argument \(position + 1) ('\(shown)') is not valid UTF-8; the tool reads UTF-8 only, so it refuses "
                    + "the argument rather than change it (a path would name another file)")
        }
    }

    /// `bytes` as printable text, at most 240 characters as a typed path is shown elsewhere: each
    /// byte that is not part of a valid UTF-8 sequence as `\xHH` (never U+FFFD, which would hide
    /// which name was meant), control and direction characters as `?`; and whether all were valid.
    static func rendering(_ bytes: [UInt8], limit: Int = 240) -> (text: String, valid: Bool) {
        var text = ""
        var valid = true
        var count = 0
        var clipped = false
        var index = 0
        var parser = Unicode.UTF8.ForwardParser()
        var input = bytes.makeIterator()
        // Each parse result accounts for the bytes it consumed, so `index` tracks the parser.
        parsing: while true {
            switch parser.parseScalar(from: &input) {
            case .valid(let encoded):
                index += encoded.count
                guard count < limit else {
                    clipped = true
                    continue
                }
                let scalar = Unicode.UTF8.decode(encoded)
                text.unicodeScalars.append(InputQuote.isControl(scalar) ? "?" : scalar)
                count += 1
            case .error(let length):
                valid = false
                for byte in bytes[index..<(index + length)] {
                    guard count < limit else {
                        clipped = true
                        break
                    }
                    text += "\\x" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
                    count += 1
                }
                index += length
            case .emptyInput:
                break parsing
            }
        }
        return (clipped ? text + "…" : text, valid)
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: Swift.max(0, width - count)) + self
    }
}
