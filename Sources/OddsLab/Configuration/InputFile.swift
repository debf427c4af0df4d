import CasinoCore
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads an input file (a configuration, a day profile, a partial result) as untrusted bytes:
/// once, so the digest recorded for a run is of the very bytes parsed; only a regular file, so a
/// fifo or a device can never block or feed the tool forever; and at most `limit` bytes, so memory
/// stays bounded whatever the file.
package enum InputFile {
    /// The largest configuration or day-profile file read (Docs/scaling.md, "Limits").
    static let maximumConfigurationBytes = 1 << 20

    /// The bytes of the regular file at `path`.
    ///
    /// - Throws: a one-line reason, to follow the path: `does not exist`, `is not a regular file`,
    ///   `is larger than 1048576 bytes`, worded by `refusal` (which names the option and the path).
    package static func read(
        _ path: String, limit: Int, refusal: (InputText) -> InputError = { InputError($0) }
    ) throws(InputError) -> [UInt8] {
        // O_NONBLOCK: opening a fifo must not wait for a writer; it is refused just below.
        let fd = open(path, O_RDONLY | O_NONBLOCK)
        guard fd >= 0 else {
            throw refusal(
                errno == ENOENT ? "does not exist" : "cannot be read (\(String(cString: strerror(errno))))")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            throw refusal("cannot be read (\(String(cString: strerror(errno))))")
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw refusal("is a folder, not a file")
        default: throw refusal("is not a regular file")
        }
        guard Int(info.st_size) <= limit else { throw refusal("is larger than \(limit) bytes") }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        var count = 0
        while count < bytes.count {
            let n = bytes.withUnsafeMutableBytes { raw in Glibc_read(fd, raw.baseAddress! + count, raw.count - count) }
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw refusal("cannot be read (\(String(cString: strerror(errno))))")
            }
            if n == 0 { break }
            count += n
        }
        // A file that grew while being read is refused rather than read past the limit.
        guard count <= limit else { throw refusal("is larger than \(limit) bytes") }
        // Trimmed in place: a copy would hold the file twice at the peak (a 64 MiB history).
        bytes.removeSubrange(count...)
        return bytes
    }
}

private func Glibc_read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}

/// At most ~80 characters of untrusted text for an error line, control characters made visible,
/// so a hostile key, value or path cannot flood a terminal or a log.
package enum InputQuote {
    static let maximumCharacters = 80

    /// `text` clipped to `limit` characters (80 for file contents; paths the user typed get more).
    /// A control character shows as `?`; an invisible one or a space other than U+0020 as its code
    /// point, `<U+200B>`, so an error about `"no win\u{200B}"` shows what makes it differ.
    package static func brief(_ text: String, limit: Int = maximumCharacters) -> String {
        var out = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit { return out + "…" }
            if isControl(scalar) {
                out += "?"
            } else if DisplayName.isInvisible(scalar) || (scalar.properties.isWhitespace && scalar != " ") {
                out += "<" + DisplayName.codePoint(scalar) + ">"
            } else {
                out.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return out
    }

    /// C0 and C1 controls (an ESC or CSI could drive a terminal), the Unicode line separators, and
    /// the direction marks, embeddings, overrides and isolates (U+202E shows the text that follows
    /// it reversed, so an error line or a table could read as something else).
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v < 0x20 || (0x7F...0x9F).contains(v) || v == 0x2028 || v == 0x2029 || v == 0x200E || v == 0x200F
            || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) || v == 0x061C
    }
}
