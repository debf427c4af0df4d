import CasinoCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folder case, committing: the staging folder sealed and swapped in, the old folder removed,
/// and what a killed run left put back or cleared.
extension AtomicWriter {
    /// Just before the swap: the staging folder given the old folder's mode and group (755 for a
    /// new one). Until now it was 700, so no one else could look in.
    func seal(_ staging: FolderDescriptor, like old: FolderDescriptor?, flag: String) throws {
        var entry: FolderSurvey.Entry?
        if let old, let info = old.status() { entry = FolderSurvey.Entry(path: "", info, in: old, name: "", depth: 0) }
        try keepAttributes(of: entry, on: staging, shownAs: "the staging folder", flag: flag)
        staging.sync()
    }

    /// Puts the staged folder in the output's place with one exchange, then removes the old one.
    /// The marker leaves the staging folder only in the instant before the rename that makes it the
    /// output (a kill before that leaves a marked leftover the next run removes).
    func commit(
        staging: String, staged: FolderDescriptor, old: FolderDescriptor?, name: String, output: String,
        in parent: FolderDescriptor, flag: String
    ) throws {
        func unmark() { unlinkat(staged.fd, WriterLeftovers.markerName, 0) }
        guard let old else {
            unmark()
            guard renameat(parent.fd, staging, parent.fd, name) == 0 else {
                throw AtomicWriter.folderRefusal(
                    flag,
                    "cannot move the reports into \(AtomicWriter.quoted(output)): \(AtomicWriter.lastError())")
            }
            parent.sync()
            try afterStep(.exchanged)
            return
        }
        if useExchange {
            unmark()
            if exchange(staging, name, in: parent) {
                _ = WriterLeftovers.mark(old) // The old folder, now under the staging name: the next run's to remove.
                parent.sync()
                try afterStep(.exchanged)
                removeOld(staging, in: parent)
                try afterStep(.removedOld)
                return
            }
            _ = WriterLeftovers.mark(staged)
        }
        // Fallback: two renames, the old folder kept under a name the next run restores from.
        let previous = WriterLeftovers.randomName(AtomicWriter.previousPrefix(name))
        guard renameat(parent.fd, name, parent.fd, previous) == 0 else {
            throw AtomicWriter.folderRefusal(flag, "cannot move the old reports aside: \(AtomicWriter.lastError())")
        }
        _ = WriterLeftovers.mark(old)
        try afterStep(.movedOldAside)
        unmark()
        guard renameat(parent.fd, staging, parent.fd, name) == 0 else {
            let reason = AtomicWriter.lastError()
            _ = renameat(parent.fd, previous, parent.fd, name)
            unlinkat(old.fd, WriterLeftovers.markerName, 0)
            throw AtomicWriter.folderRefusal(
                flag, "cannot move the reports into \(AtomicWriter.quoted(output)): \(reason)")
        }
        parent.sync()
        try afterStep(.exchanged)
        removeOld(previous, in: parent)
        try afterStep(.removedOld)
    }

    /// Removes the swapped-out old folder; what it cannot (another user's entry put in a folder
    /// they may write to) stays, named in one line.
    func removeOld(_ name: String, in parent: FolderDescriptor) {
        if !FolderRemoval.remove(name, in: parent) {
            writeStderr(
                "casino-odds: kept \(AtomicWriter.quoted(name)), the old folder: it holds entries of other users; "
                    + "remove it when they are moved out")
        }
    }

    /// After a run killed between the fallback's two renames the output is missing and its old
    /// contents wait under `.name.previous-…`: put them back. With the output present, such a
    /// folder is a leftover of a finished swap, removed only if it is this tool's (marked).
    func recoverFromAKilledFallback(output: String, name: String, in parent: FolderDescriptor, flag: String) throws {
        let prefix = AtomicWriter.previousPrefix(name)
        let leftovers = parent.names().filter {
            WriterLeftovers.hasWriterForm($0, prefix: prefix)
                && parent.status($0).map { $0.st_uid == geteuid() } == true
                && parent.status($0).map { $0.st_mode & S_IFMT == S_IFDIR } == true
        }
        if parent.status(name) == nil, let newest = leftovers.max(by: { changed($0, parent) < changed($1, parent) }) {
            guard renameat(parent.fd, newest, parent.fd, name) == 0 else {
                throw AtomicWriter.folderRefusal(
                    flag,
                    "cannot restore \(AtomicWriter.quoted(output)) from \(newest): \(AtomicWriter.lastError())")
            }
            if let restored = parent.child(name) { unlinkat(restored.fd, WriterLeftovers.markerName, 0) }
        }
        if let line = WriterLeftovers.removeLeftovers(in: parent, prefix: prefix) {
            writeStderr("casino-odds: " + line)
        }
    }

    func changed(_ name: String, _ parent: FolderDescriptor) -> Int {
        guard let info = parent.status(name) else { return 0 }
        #if canImport(Glibc)
            return info.st_ctim.tv_sec * 1_000_000_000 + info.st_ctim.tv_nsec
        #else
            return info.st_ctimespec.tv_sec * 1_000_000_000 + info.st_ctimespec.tv_nsec
        #endif
    }

    /// Exchanges two entries of `parent` atomically; false where the system or file system cannot.
    func exchange(_ a: String, _ b: String, in parent: FolderDescriptor) -> Bool {
        #if canImport(Glibc)
            typealias RenameAt2 =
                @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
            // glibc declares renameat2 only under _GNU_SOURCE, which Swift's Glibc module does not set.
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return false }
            let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
            let renameExchange: UInt32 = 1 << 1
            return renameat2(parent.fd, a, parent.fd, b, renameExchange) == 0
        #elseif canImport(Darwin)
            return renameatx_np(parent.fd, a, parent.fd, b, UInt32(RENAME_SWAP)) == 0
        #else
            return false
        #endif
    }
}
