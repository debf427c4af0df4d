import CasinoCore
import Foundation

/// What every `merge` does the same way, whatever its parts are (simulate's, check's, day's,
/// certify's): tell which kind the first file is, read each file within its kind's size limit, and
/// refuse a part another producer made.
enum MergeParts {
    /// The first 256 bytes of the first of `paths`, to tell which kind of part it is; nil unless it
    /// is a regular file that opens (a FIFO would block: anything else is left to the simulate
    /// reader, which says what is wrong).
    static func head(_ paths: [String]) -> [UInt8]? {
        guard let path = paths.first,
            (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeRegular,
            let handle = FileHandle(forReadingAtPath: path)
        else { return nil }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: 256)).map { [UInt8]($0) }
    }

    /// The part at `path`: its name as the messages quote it, and its bytes (at most `limit`).
    ///
    /// - Throws: `InputError`, one line naming the file.
    static func read(_ path: String, limit: Int) throws(InputError) -> (name: String, bytes: [UInt8]) {
        let name = InputQuote.brief(path, limit: 240)
        return (name, try InputFile.read(path, limit: limit) { InputError("\(name) \($0)") })
    }

    /// Refuses the part `name` unless this tool (`producer`) made it (`madeBy`).
    ///
    /// - Throws: `InputError`, one line.
    static func checkProducer(_ madeBy: String, of name: String, is producer: String) throws(InputError) {
        guard madeBy == producer else {
            throw InputError(
                "\(name) was made by '\(InputQuote.brief(madeBy))'; this is \(producer), which merges only its own parts"
            )
        }
    }
}
