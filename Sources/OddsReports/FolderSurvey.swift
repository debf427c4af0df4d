import CasinoCore

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
/// for a folder, the same mode and group. What cannot be kept that way, or could be turned against
/// the runner, is refused:
/// - an entry on another mount than the folder (a mount point, a bind mount of the same file system
///   included): the writer would otherwise copy its files and, removing the old folder, delete them;
/// - an entry owned by another user — for root too: a root-run writer that re-made another user's
///   folders would act inside folders that user controls; and, for a user other than root, an entry
///   of a group the runner is not in (its replacement could not keep the group);
/// - a device, fifo or socket: not a report's, and not something to open;
/// - folders nested deeper than `FolderRemoval.maximumDepth`.
/// The folder itself must be on the same mount as its parent (it is replaced by a rename there).
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
        /// The mount id where the system tells it (Linux `statx`), else nil.
        var mount: UInt64? = nil
        /// The root of a mount (a bind mount included), where the system tells it.
        var isMountRoot = false
        var depth = 0

        var isFolder: Bool { kind == S_IFDIR }

        init(
            path: String, kind: mode_t, device: UInt64, owner: UInt32, group: UInt32, mode: UInt32,
            mount: UInt64? = nil, isMountRoot: Bool = false
        ) {
            self.path = path
            self.kind = kind
            self.device = device
            self.owner = owner
            self.group = group
            self.mode = mode
            self.mount = mount
            self.isMountRoot = isMountRoot
        }

        init(path: String, _ info: stat, in folder: FolderDescriptor, name: String, depth: Int) {
            self.init(
                path: path, kind: info.st_mode & S_IFMT, device: UInt64(info.st_dev), owner: UInt32(info.st_uid),
                group: UInt32(info.st_gid), mode: UInt32(info.st_mode & 0o7777),
                mount: MountIdentity.of(folder, name), isMountRoot: MountIdentity.isMountRoot(folder, name))
            self.depth = depth
        }
    }

    /// Who runs the writer: whether it can give a file to a group.
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

        /// Root may give a file any group; another user only a group of its own.
        func canKeep(group: UInt32) -> Bool { user == 0 || groups.contains(group) }
    }

    /// The entries of the folder `output` names and below, the folder first, found by descriptor
    /// (a link is never followed); a folder on another mount is listed but not entered.
    ///
    /// - Complexity: O(entries), with at most `FolderRemoval.maximumDepth` descriptors open.
    static func entries(of output: String) -> [Entry] {
        let parentPath = AtomicWriter.parent(of: output)
        let name = output.split(separator: "/").last.map(String.init) ?? output
        guard let parent = FolderDescriptor.named(parentPath), let info = parent.status(name) else { return [] }
        let root = Entry(path: "", info, in: parent, name: name, depth: 0)
        guard root.isFolder, let folder = parent.child(name) else { return [root] }
        var found = [root]
        walk(folder, relative: "", root: root, depth: 1, into: &found)
        return found
    }

    private static func walk(
        _ folder: FolderDescriptor, relative: String, root: Entry, depth: Int, into found: inout [Entry]
    ) {
        for name in folder.names() {
            guard let info = folder.status(name) else { continue }
            let path = relative.isEmpty ? name : relative + "/" + name
            let item = Entry(path: path, info, in: folder, name: name, depth: depth)
            found.append(item)
            guard item.isFolder, depth < FolderRemoval.maximumDepth, sameMount(item, root),
                let inner = folder.child(name)
            else { continue }
            walk(inner, relative: path, root: root, depth: depth + 1, into: &found)
        }
    }

    static func sameMount(_ entry: Entry, _ folder: Entry) -> Bool {
        entry.device == folder.device && entry.mount == folder.mount && !entry.isMountRoot
    }

    /// Why the writer may not replace a folder holding `entry`, or nil: the folder rule above.
    /// `folder` is the folder's own entry; `name` is how the entry is shown.
    static func problem(with entry: Entry, shownAs name: String, folder: Entry, runner: Runner) -> String? {
        if !entry.path.isEmpty && !sameMount(entry, folder) {
            return "\(name) is a mount point (another volume, or a bind mount); a report never copies or removes "
                + "what is not its own: unmount it or move it out"
        }
        switch entry.kind {
        case S_IFDIR, S_IFREG, S_IFLNK: break
        case S_IFCHR, S_IFBLK: return "\(name) is a device; a report folder holds only folders and files: move it out"
        case S_IFIFO: return "\(name) is a fifo; a report folder holds only folders and files: move it out"
        case S_IFSOCK: return "\(name) is a socket; a report folder holds only folders and files: move it out"
        default: return "\(name) is not a regular file; a report folder holds only folders and files: move it out"
        }
        if entry.owner != runner.user {
            return "\(name) is owned by uid \(entry.owner), not by you (uid \(runner.user)); a report replaces "
                + "only what its runner owns: run it as uid \(entry.owner) or move the entry out"
        }
        if !runner.canKeep(group: entry.group) {
            return "\(name) belongs to group \(entry.group), which you are not in; its replacement could not keep "
                + "the group: run the report as a member or move the entry out"
        }
        if entry.isFolder && entry.depth >= FolderRemoval.maximumDepth {
            return "\(name) is nested \(entry.depth) folders deep; a report folder holds at most "
                + "\(FolderRemoval.maximumDepth - 1) levels"
        }
        return nil
    }

    /// The first problem of the folder at `output` (which exists and is a folder), checked before any work.
    static func check(_ output: String, flag: String, runner: Runner = .current) throws {
        let all = entries(of: output)
        guard let root = all.first else { return }
        func refuse(_ problem: String) -> InputError {
            AtomicWriter.folderRefusal(flag, "cannot write reports into \(AtomicWriter.quoted(output)): \(problem)")
        }
        let parentPath = AtomicWriter.parent(of: output)
        if let parent = FolderDescriptor.named(parentPath), let parentInfo = parent.status(),
            UInt64(parentInfo.st_dev) != root.device || MountIdentity.of(parent, "") != root.mount || root.isMountRoot
        {
            throw refuse(
                "it is a mount point; the report replaces the folder as a whole, so give a folder inside the volume")
        }
        for entry in all {
            let name = entry.path.isEmpty ? "the folder" : AtomicWriter.quoted(output + "/" + entry.path)
            if let problem = problem(with: entry, shownAs: name, folder: root, runner: runner) {
                throw refuse(problem)
            }
        }
        // Where the kernel does not give mount ids: every mount point the system lists.
        if let real = realpath(output, nil) {
            defer { free(real) }
            if let point = MountIdentity.mountPoints(under: String(cString: real)).first {
                throw refuse(
                    "\(AtomicWriter.quoted(point)) is a mount point (another volume, or a bind mount); a report never "
                        + "copies or removes what is not its own: unmount it or move it out")
            }
        }
    }
}
