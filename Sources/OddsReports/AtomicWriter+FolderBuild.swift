import CasinoCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folder case, building: the staging folder filled with the new set and the old folder's
/// other entries, on descriptors, each entry checked against the folder rule as it is met.
extension AtomicWriter {
    /// The staging folder: made mode 700 (only the runner may enter it until it is sealed), checked
    /// to be the runner's own, and marked as this tool's.
    func makeStaging(_ stagingName: String, in parent: FolderDescriptor, beside output: String, flag: String)
        throws -> FolderDescriptor
    {
        guard mkdirat(parent.fd, stagingName, 0o700) == 0, let staging = parent.child(stagingName),
            staging.status()?.st_uid == geteuid(), WriterLeftovers.mark(staging)
        else {
            let reason = AtomicWriter.lastError()
            if parent.status(stagingName) != nil { FolderRemoval.remove(stagingName, in: parent) }
            throw AtomicWriter.folderRefusal(
                flag, "cannot create a staging folder beside \(AtomicWriter.quoted(output)): \(reason)")
        }
        _ = fchmod(staging.fd, 0o700) // mkdirat's mode is narrowed by the umask, never widened
        return staging
    }

    /// The files of the set, as a tree of folders.
    final class SetFolder {
        var files: [String: ReportFile] = [:]
        var folders: [String: SetFolder] = [:]
    }

    func tree(_ files: [ReportFile], flag: String) throws -> SetFolder {
        let root = SetFolder()
        for file in files {
            var folder = root
            let parts = try file.components(flag: flag)
            for part in parts.dropLast() {
                let next = folder.folders[String(part)] ?? SetFolder()
                folder.folders[String(part)] = next
                folder = next
            }
            folder.files[String(parts.last!)] = file
        }
        return root
    }

    /// Fills `staging` with the new set and the old folder's other entries, flushed to disk.
    func build(
        _ files: [ReportFile], in staging: FolderDescriptor, from old: FolderDescriptor?, output: String, flag: String
    ) throws {
        let runner = FolderSurvey.Runner.current
        var root: FolderSurvey.Entry?
        if let old, let info = old.status() {
            root = FolderSurvey.Entry(path: "", info, in: old, name: "", depth: 0)
        }
        let context = BuildContext(output: output, flag: flag, root: root, runner: runner)
        try fill(try tree(files, flag: flag), into: staging, from: old, relative: "", depth: 1, context)
        staging.sync()
    }

    struct BuildContext {
        var output: String
        /// The option that named the output folder, for errors.
        var flag: String
        var root: FolderSurvey.Entry?
        var runner: FolderSurvey.Runner

        /// A refusal, naming the option (`--output-dir: …`).
        func refusal(_ words: String) -> InputError { AtomicWriter.folderRefusal(flag, words) }
        /// `path` below the output folder, quoted for an error line.
        func shown(_ path: String) -> String { AtomicWriter.quoted(output + "/" + path) }
    }

    /// One folder of the new set: its files written, its old entries carried over, its folders
    /// made and filled in turn (depth first, so only one descriptor per level is open).
    func fill(
        _ node: SetFolder, into folder: FolderDescriptor, from old: FolderDescriptor?, relative: String, depth: Int,
        _ context: BuildContext
    ) throws {
        var names = Set(node.files.keys).union(node.folders.keys)
        if let old { names.formUnion(old.names()) }
        for name in names.sorted() {
            let path = relative.isEmpty ? name : relative + "/" + name
            let before = try oldEntry(name, at: path, in: old, depth: depth, context)
            if let file = node.files[name] {
                if before?.isFolder == true {
                    throw context.refusal("cannot write \(file.path): \(context.shown(path)) is a folder")
                }
                let replaced = before.flatMap { $0.kind == S_IFREG ? $0 : nil }
                try writeDurably(
                    file.bytes, named: name, in: folder, shownAs: file.path, keeping: replaced, flag: context.flag)
                try afterStep(.staged(file.path))
                try stopIfAsked()
            } else if node.folders[name] != nil || before?.isFolder == true {
                if let before, !before.isFolder {
                    throw context.refusal("cannot write into \(context.shown(path)): it is not a folder")
                }
                guard mkdirat(folder.fd, name, 0o700) == 0, let made = folder.child(name) else {
                    throw context.refusal("cannot create folder \(path): \(AtomicWriter.lastError())")
                }
                var oldInner: FolderDescriptor?
                if before != nil {
                    guard let opened = old?.child(name) else {
                        throw context.refusal(
                            "cannot open \(context.shown(path)) without following a link: \(AtomicWriter.lastError())")
                    }
                    oldInner = opened
                }
                try fill(
                    node.folders[name] ?? SetFolder(), into: made, from: oldInner, relative: path, depth: depth + 1,
                    context)
                try keepAttributes(of: before, on: made, shownAs: path, flag: context.flag)
                made.sync()
            } else if let old {
                // Neither in the set nor a folder: the old entry itself, as a hard link (never followed).
                guard linkat(old.fd, name, folder.fd, name, 0) == 0 else {
                    throw context.refusal(
                        "cannot keep \(AtomicWriter.quoted(path)) exactly as it is (\(AtomicWriter.lastError())): move it "
                            + "out of the report folder")
                }
                try afterStep(.carriedOver(path))
            }
        }
    }

    /// The old folder's entry `name` (at `path` below the output), checked against the folder rule
    /// as it is met; nil when the old folder has none.
    func oldEntry(
        _ name: String, at path: String, in old: FolderDescriptor?, depth: Int, _ context: BuildContext
    ) throws -> FolderSurvey.Entry? {
        guard let old, let info = old.status(name) else { return nil }
        let entry = FolderSurvey.Entry(path: path, info, in: old, name: name, depth: depth)
        if let root = context.root,
            let problem = FolderSurvey.problem(
                with: entry, shownAs: context.shown(path), folder: root, runner: context.runner)
        {
            throw context.refusal("cannot write reports into \(AtomicWriter.quoted(context.output)): \(problem)")
        }
        return entry
    }

    /// Gives a made folder the old one's mode and group (a new folder 755), on its descriptor.
    func keepAttributes(
        of entry: FolderSurvey.Entry?, on folder: FolderDescriptor, shownAs path: String, flag: String
    ) throws {
        if let entry, let info = folder.status(), UInt32(info.st_gid) != entry.group {
            guard fchown(folder.fd, uid_t.max, gid_t(entry.group)) == 0 else {
                throw AtomicWriter.folderRefusal(
                    flag,
                    "cannot keep the group of \(AtomicWriter.quoted(path)): \(AtomicWriter.lastError())")
            }
        }
        // After fchown, which clears set-id bits.
        guard fchmod(folder.fd, mode_t(entry?.mode ?? 0o755)) == 0 else {
            throw AtomicWriter.folderRefusal(
                flag, "cannot keep the mode of \(AtomicWriter.quoted(path)): \(AtomicWriter.lastError())")
        }
    }

    /// Writes a new file in `folder`, made private (600) and given its final mode only once written:
    /// the old file's permission bits (and group) when it replaces one, so a private report stays private.
    func writeDurably(
        _ bytes: [UInt8], named name: String, in folder: FolderDescriptor, shownAs path: String,
        keeping replaced: FolderSurvey.Entry?, flag: String
    ) throws {
        let fd = openat(folder.fd, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            throw AtomicWriter.folderRefusal(flag, "cannot create \(path): \(AtomicWriter.lastError())")
        }
        defer { close(fd) }
        let failure = writeAll(bytes, to: fd)
        guard failure == 0 else {
            throw AtomicWriter.folderRefusal(flag, "cannot write \(path): \(String(cString: strerror(failure)))")
        }
        if let replaced {
            var info = stat()
            if fstat(fd, &info) == 0 && UInt32(info.st_gid) != replaced.group {
                _ = fchown(fd, uid_t.max, gid_t(replaced.group))
            }
        }
        _ = fchmod(fd, mode_t(replaced.map { $0.mode & 0o777 } ?? 0o644))
        guard fsync(fd) == 0 else {
            throw AtomicWriter.folderRefusal(flag, "cannot flush \(path) to disk: \(AtomicWriter.lastError())")
        }
    }
}
