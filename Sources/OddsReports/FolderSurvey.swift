#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What is in a report folder before it is replaced, and whether the report may replace it.
///
/// The folder rule (Docs/inputs.md): the report replaces only what a report writes; everything
/// else in the folder is either refused before any work or kept exactly as it was. Kept means the
/// same file (a hard link to the same inode, so its bytes, mode, owner and times are untouched) and,
/// for a folder, the same mode, owner and group. What cannot be kept that way is refused:
/// - an entry on another volume than the folder (a mount point): the writer would otherwise copy the
///   volume's files and, removing the old folder, delete them from the volume;
/// - an entry owned by another user, or by a group the runner is not in: its replacement or copy
///   would become the runner's (root can keep both, and does);
/// - a device, fifo or socket: not a report's, and not something to open.
/// The folder itself must be on the same volume as its parent (it is replaced by a rename there).
struct FolderSurvey {
    /// One entry of the folder, as `lstat` sees it (links are never followed).
    struct Entry: Equatable {
        /// Relative to the folder; `""` for the folder itself.
        var path: String
        /// `S_IFMT` bits of `st_mode`.
        var kind: mode_t
        var device: UInt64
        var owner: UInt32
        var group: UInt32
        /// The permission bits, set-id and sticky bits included (`st_mode & 0o7777`).
        var mode: UInt32

        var isFolder: Bool { kind == S_IFDIR }
    }

    /// Who runs the writer: whether it can give a file to an owner or group.
    struct Runner: Equatable {
        var user: UInt32
        var groups: Set<UInt32>

        static var current: Runner {
            var groups: Set<UInt32> = [UInt32(getegid())]
            var list = [gid_t](repeating: 0, count: 256)
            let n = getgroups(Int32(list.count), &list)
            if n > 0 { for g in list[0..<Int(n)] { groups.insert(UInt32(g)) } }
            return Runner(user: UInt32(geteuid()), groups: groups)
        }

        /// Root may set any owner and group, so it keeps them.
        func canKeep(owner: UInt32, group: UInt32) -> Bool {
            user == 0 || (owner == user && groups.contains(group))
        }
    }

    /// The entries of `folder` and below, the folder first; a folder on another volume is listed
    /// but not entered (what is on it is not the report's to list).
    ///
    /// - Complexity: O(entries).
    static func entries(of folder: String) -> [Entry] {
        var info = stat()
        guard lstat(folder, &info) == 0 else { return [] }
        let root = entry("", info)
        var found = [root]
        guard root.isFolder else { return found }
        var pending = [""]
        while let relative = pending.popLast() {
            for name in AtomicWriter.entries(of: relative.isEmpty ? folder : folder + "/" + relative).sorted() {
                let path = relative.isEmpty ? name : relative + "/" + name
                guard lstat(folder + "/" + path, &info) == 0 else { continue }
                let item = entry(path, info)
                found.append(item)
                if item.isFolder && item.device == root.device { pending.append(path) }
            }
        }
        return found
    }

    private static func entry(_ path: String, _ info: stat) -> Entry {
        Entry(
            path: path, kind: info.st_mode & S_IFMT, device: UInt64(info.st_dev),
            owner: UInt32(info.st_uid), group: UInt32(info.st_gid), mode: UInt32(info.st_mode & 0o7777))
    }

    /// Why the writer may not replace a folder holding `entry`, or nil: the folder rule above.
    /// `folderDevice` is the folder's volume; `name` is how the entry is shown.
    static func problem(with entry: Entry, shownAs name: String, folderDevice: UInt64, runner: Runner) -> String? {
        if entry.device != folderDevice {
            return "\(name) is on another volume (a mount point); a report never copies or removes what is not its "
                + "own: unmount it or move it out"
        }
        switch entry.kind {
        case S_IFDIR, S_IFREG, S_IFLNK: break
        case S_IFCHR, S_IFBLK: return "\(name) is a device; a report folder holds only folders and files: move it out"
        case S_IFIFO: return "\(name) is a fifo; a report folder holds only folders and files: move it out"
        case S_IFSOCK: return "\(name) is a socket; a report folder holds only folders and files: move it out"
        default: return "\(name) is not a regular file; a report folder holds only folders and files: move it out"
        }
        if !runner.canKeep(owner: entry.owner, group: entry.group) {
            let whose =
                entry.owner != runner.user
                ? "is owned by another user (uid \(entry.owner))"
                : "belongs to a group you are not in (gid \(entry.group))"
            return "\(name) \(whose); the new one would not be: run the report as its "
                + "owner or move it out"
        }
        return nil
    }

    /// The first problem of the folder at `output` (which exists and is a folder), checked before any work.
    static func check(_ output: String, runner: Runner = .current) throws {
        let all = entries(of: output)
        guard let root = all.first else { return }
        var parentInfo = stat()
        let parent = AtomicWriter.parent(of: output)
        if stat(parent, &parentInfo) == 0 && UInt64(parentInfo.st_dev) != root.device {
            throw ReportWriteError(
                "cannot write reports into \(AtomicWriter.quoted(output)): it is a mount point; the report replaces "
                    + "the folder as a whole, so give a folder inside the volume")
        }
        for entry in all {
            let name = entry.path.isEmpty ? "the folder" : AtomicWriter.quoted(output + "/" + entry.path)
            if let problem = problem(with: entry, shownAs: name, folderDevice: root.device, runner: runner) {
                throw ReportWriteError("cannot write reports into \(AtomicWriter.quoted(output)): \(problem)")
            }
        }
    }
}
