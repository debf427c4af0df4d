#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The names a writer gives what it makes beside an output, and how a later run tells its own
/// leftovers (a `kill -9` stops a writer with no clean-up) from a user's files of a similar name.
///
/// A leftover is removed only when all of these hold: its name is exactly the writer's form (the
/// prefix and six letters or digits, as `mkdtemp` makes them), it is a folder owned by the running
/// user on the parent's mount, and it holds the marker file (`markerName`, written by the writer
/// the moment it made the folder, owned by the running user). Anything else with a similar name
/// is left alone and named in one line. File temporaries are never removed by a later run: the
/// writer makes them unnamed (`O_TMPFILE`) and names one only for the instant before its rename.
enum WriterLeftovers {
    /// Written into a staging folder when it is made, and into the old folder as soon as it is
    /// swapped out; removed from the new set just before the swap.
    static let markerName = ".casino-odds-staging"
    static let markerText = Array("made by casino-odds; removed by its next run in this folder\n".utf8)
    static let suffixLength = 6
    /// Longest name a folder entry may have on the file systems the tool runs on.
    static let nameMax = 255

    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".utf8)

    /// `prefix` and six random letters or digits (the system's cryptographic generator: a name
    /// nobody can guess ahead, as `mkdtemp`'s).
    static func randomName(_ prefix: String) -> String {
        var generator = SystemRandomNumberGenerator()
        var suffix: [UInt8] = []
        for _ in 0..<suffixLength {
            suffix.append(alphabet[Int(generator.next() % UInt64(alphabet.count))])
        }
        return prefix + String(decoding: suffix, as: UTF8.self)
    }

    /// True when `name` is `prefix` and exactly six letters or digits.
    static func hasWriterForm(_ name: String, prefix: String) -> Bool {
        guard name.hasPrefix(prefix) else { return false }
        let suffix = Array(name.utf8.dropFirst(prefix.utf8.count))
        return suffix.count == suffixLength && suffix.allSatisfy { alphabet.contains($0) }
    }

    /// Whether a name of `prefix` + six characters fits a folder entry.
    static func fits(_ prefix: String) -> Bool { prefix.utf8.count + suffixLength <= nameMax }

    /// Whether `name` in `parent` is a leftover this tool made and may remove (see the type's notes).
    static func isOurs(_ name: String, prefix: String, in parent: FolderDescriptor) -> Bool {
        guard hasWriterForm(name, prefix: prefix), let info = parent.status(name),
            info.st_mode & S_IFMT == S_IFDIR, info.st_uid == geteuid(),
            MountIdentity.of(parent, name) == MountIdentity.of(parent, ""),
            !MountIdentity.isMountRoot(parent, name),
            let folder = parent.child(name), let marker = folder.status(markerName)
        else { return false }
        return marker.st_mode & S_IFMT == S_IFREG && marker.st_uid == geteuid()
    }

    /// Writes the marker into `folder` (a folder the writer made or now owns outright).
    static func mark(_ folder: FolderDescriptor) -> Bool {
        let fd = openat(folder.fd, markerName, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return errno == EEXIST }
        defer { close(fd) }
        return writeAll(markerText, to: fd) == 0
    }

    /// Removes the leftovers of killed writers named `prefix…` in `parent` (only with the parent's
    /// lock held); returns one line naming those left alone, or nil.
    static func removeLeftovers(in parent: FolderDescriptor, prefix: String) -> String? {
        var leftAlone: [String] = []
        for name in parent.names() where name.hasPrefix(prefix) {
            if isOurs(name, prefix: prefix, in: parent) {
                if !FolderRemoval.remove(name, in: parent) { leftAlone.append(name) }
            } else {
                leftAlone.append(name)
            }
        }
        return leftAlone.isEmpty ? nil : notice(leftAlone)
    }

    /// One line naming entries of a writer's name form that it did not remove.
    static func notice(_ names: [String]) -> String {
        let shown = names.prefix(3).map { AtomicWriter.quoted($0) }.joined(separator: ", ")
        let more = names.count > 3 ? " and \(names.count - 3) more" : ""
        return "left \(shown)\(more) alone: not a leftover this tool made and may remove (remove it yourself if it is)"
    }
}
