#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(Glibc)
    private let systemRead = Glibc.read
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    private let systemRead = Darwin.read
    private let systemWrite = Darwin.write
#endif

/// One record family's file in an App Group container folder, shared by the app and its
/// extensions (separate processes): read without a lock, replaced whole by a compare-and-swap.
///
/// The file is `<name>.record`: a header line `STC-RECORD <version> <body length>` and the body
/// (the record's JSON). A write, under an exclusive `flock` on `<name>.lock`:
///
/// 1. reads the stored version (from the header) and compares it with the version the writer read
///    (nothing is written when another process wrote since: the compare-and-swap);
/// 2. removes temporaries a killed writer left (only a lock holder writes one, so any found now is
///    a dead writer's), writes `.<name>.tmp-<pid>`, `fsync`s it;
/// 3. `rename`s it over `<name>.record` (atomic: a reader sees the old record or the new one,
///    never half of one) and `fsync`s the folder, so the rename itself is durable.
///
/// A reader opens `<name>.record` only (temporaries are never read), refuses anything but a
/// regular file (a symlink, a folder, a FIFO planted in the container), and checks the header and
/// the body's length, so a record is whole or refused by name. The kernel drops a `flock` when its
/// process dies, however it dies, so a writer killed with the lock held blocks no one.
public struct RecordFile: Sendable {
    /// The container folder.
    public let folder: String
    /// The record family's name (`casino-state`, `commitment-lock-in`, …).
    public let name: String
    /// How many times a write tries the lock, a little longer apart each time, before it gives up
    /// with `AppGroupStoreError.lockBusy` (a holder alive but stuck: the kernel releases a dead one).
    public var lockAttempts: Int = 400
    /// For the kill harness and its mutation tests only (never set by an app): what a write skips.
    package var discipline: WriteDiscipline = .full
    /// For the kill harness only: called at each stage of a write (it may end the process there).
    package var stageHook: (@Sendable (WriteStage) -> Void)?
    /// For the kill harness only: a folder where every write, before its rename, leaves a copy of
    /// itself named by its version, with `journalTag` on a first line (who wrote it, and for what).
    package var journalFolder: String?
    package var journalTag = ""

    /// The file of record family `name` in `folder` (the App Group container's path).
    public init(folder: String, name: String) {
        self.folder = folder
        self.name = name
    }

    public var path: String { folder + "/" + name + ".record" }
    var lockPath: String { folder + "/" + name + ".lock" }
    var temporaryPrefix: String { "." + name + ".tmp-" }

    /// The stored record: its version and body, or nil when none was ever written.
    public func read() throws(AppGroupStoreError) -> (version: UInt64, body: [UInt8])? {
        guard let bytes = try readWhole(path) else { return nil }
        return try Self.parse(bytes, path: path)
    }

    /// The stored record's version (0: none written), from its header only.
    public func readVersion() throws(AppGroupStoreError) -> UInt64 {
        try read()?.version ?? 0
    }

    /// Replaces the record with `body` at version `expected + 1` if the stored version is still
    /// `expected` (0: none stored yet).
    ///
    /// - Returns: the new version, or nil when another process wrote since `expected` was read
    ///   (nothing written).
    /// - Throws: `lockBusy` after `lockAttempts` tries, or the I/O call that failed (nothing is
    ///   replaced then: the old record stays whole).
    public func write(_ body: [UInt8], replacing expected: UInt64) throws(AppGroupStoreError) -> UInt64? {
        try write(replacing: expected) { _ in body }
    }

    /// `write(_:replacing:)` with the body made for the version being written (a record that
    /// carries its version in its body too).
    public func write(
        replacing expected: UInt64, body makeBody: (UInt64) -> [UInt8]
    ) throws(AppGroupStoreError) -> UInt64? {
        let lock = discipline == .noLock ? -1 : try acquireLock()
        defer { if lock >= 0 { close(lock) } }
        stageHook?(.lockHeld)
        let current = try readVersion()
        if discipline != .noVersionCheck && current != expected { return nil }
        // Without the version check the write still moves the version on (a blind write).
        let version = (discipline == .noVersionCheck ? current : expected) + 1
        if lock >= 0 { removeLeftoverTemporaries() }
        let body = makeBody(version)
        var bytes = Array("STC-RECORD \(version) \(body.count)\n".utf8)
        bytes += body
        let temporary = folder + "/" + temporaryPrefix + String(getpid())
        try writeSynced(bytes, to: temporary)
        stageHook?(.temporarySynced)
        if let journalFolder { try journal(bytes, version: version, in: journalFolder) }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw .io(path: path, operation: "rename", errno: code)
        }
        stageHook?(.renamed)
        try syncFolder()
        stageHook?(.folderSynced)
        return version
    }

    // MARK: - The lock

    func acquireLock() throws(AppGroupStoreError) -> Int32 {
        let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw .io(path: lockPath, operation: "open", errno: errno) }
        var pause: Int = 50_000 // ns
        for _ in 0..<max(1, lockAttempts) {
            if flock(fd, LOCK_EX | LOCK_NB) == 0 { return fd }
            let code = errno
            guard code == EWOULDBLOCK || code == EINTR else {
                close(fd)
                throw .io(path: lockPath, operation: "flock", errno: code)
            }
            var wait = timespec(tv_sec: 0, tv_nsec: pause)
            nanosleep(&wait, nil)
            pause = min(pause * 2, 20_000_000)
        }
        close(fd)
        throw .lockBusy(path: lockPath, attempts: max(1, lockAttempts))
    }

    /// Temporaries of this family a killed writer left (called with the lock held).
    func removeLeftoverTemporaries() {
        guard let dir = opendir(folder) else { return }
        defer { closedir(dir) }
        var leftovers: [String] = []
        while let entry = readdir(dir) {
            let entryName = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if entryName.hasPrefix(temporaryPrefix) { leftovers.append(entryName) }
        }
        for leftover in leftovers { unlink(folder + "/" + leftover) }
    }

    // MARK: - Files

    /// The whole file at `path`, or nil when there is none; anything but a regular file is refused.
    func readWhole(_ path: String) throws(AppGroupStoreError) -> [UInt8]? {
        // O_NONBLOCK: opening a FIFO planted in the container must not wait for a writer.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT { return nil }
            if code == ELOOP { throw .notARegularFile(path: path) }
            throw .io(path: path, operation: "open", errno: code)
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .io(path: path, operation: "fstat", errno: errno) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw .notARegularFile(path: path) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .io(path: path, operation: "read", errno: errno)
            }
            if n == 0 { break }
            bytes += chunk[0..<n]
        }
        return bytes
    }

    /// `STC-RECORD <version> <length>\n<body>`: the version and the body, or why not.
    package static func parse(_ bytes: [UInt8], path: String) throws(AppGroupStoreError) -> (
        version: UInt64, body: [UInt8]
    ) {
        guard let newline = bytes.firstIndex(of: 10), newline <= 64 else {
            throw .damagedRecord(path: path, reason: "no header line")
        }
        let fields = String(decoding: bytes[0..<newline], as: UTF8.self).split(separator: " ")
        guard fields.count == 3, fields[0] == "STC-RECORD", let version = UInt64(fields[1]), version > 0,
            let length = Int(fields[2])
        else {
            throw .damagedRecord(path: path, reason: "the header is not `STC-RECORD <version> <length>`")
        }
        let body = Array(bytes[(newline + 1)...])
        guard body.count == length else {
            throw .damagedRecord(path: path, reason: "the body has \(body.count) bytes, the header says \(length)")
        }
        return (version, body)
    }

    func writeSynced(_ bytes: [UInt8], to file: String) throws(AppGroupStoreError) {
        unlink(file)
        let fd = open(file, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw .io(path: file, operation: "open", errno: errno) }
        // In two halves, so a kill between them (`temporaryPartlyWritten`) leaves a torn temporary.
        var offset = 0
        let half = bytes.count / 2
        while offset < bytes.count {
            let end = offset < half ? half : bytes.count
            let n = bytes.withUnsafeBytes { systemWrite(fd, $0.baseAddress! + offset, end - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                let code = errno
                close(fd)
                unlink(file)
                throw .io(path: file, operation: "write", errno: code)
            }
            offset += n
            if offset == half { stageHook?(.temporaryPartlyWritten) }
        }
        stageHook?(.temporaryWritten)
        guard fsync(fd) == 0 else {
            let code = errno
            close(fd)
            unlink(file)
            throw .io(path: file, operation: "fsync", errno: code)
        }
        close(fd)
    }

    func syncFolder() throws(AppGroupStoreError) {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw .io(path: folder, operation: "open", errno: errno) }
        defer { close(fd) }
        guard fsync(fd) == 0 else { throw .io(path: folder, operation: "fsync", errno: errno) }
    }

    /// The harness's journal: `v<version>` holds the tag line and the record as written. Written
    /// before the rename and replaced by a later write of the same version, so under the lock the
    /// journal's versions up to the stored one are exactly the writes that landed.
    func journal(_ bytes: [UInt8], version: UInt64, in journalFolder: String) throws(AppGroupStoreError) {
        let staged = journalFolder + "/.v\(version)-\(getpid())"
        var entry = Array((journalTag + "\n").utf8)
        entry += bytes
        // A new file, no link followed, whole or refused (as the record's own temporary).
        unlink(staged)
        let fd = open(staged, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw .io(path: staged, operation: "open", errno: errno) }
        let written = entry.withUnsafeBytes { systemWrite(fd, $0.baseAddress, $0.count) }
        let code = written < 0 ? errno : EIO
        close(fd)
        guard written == entry.count else {
            unlink(staged)
            throw .io(path: staged, operation: "write", errno: code)
        }
        guard rename(staged, journalFolder + "/v\(version)") == 0 else {
            throw .io(path: staged, operation: "rename", errno: errno)
        }
    }
}

/// Where a write is (`RecordFile.stageHook`): the kill harness ends a process at one of these.
package enum WriteStage: String, CaseIterable, Sendable {
    case lockHeld = "lock-held"
    case temporaryPartlyWritten = "temporary-partly-written"
    case temporaryWritten = "temporary-written"
    case temporarySynced = "temporary-synced"
    case renamed
    case folderSynced = "folder-synced"
}

/// What a write skips: `.full` in every app; the two others are the mutations the kill harness
/// shows it catches (a store without the version check, a store without the lock).
package enum WriteDiscipline: String, Sendable {
    case full
    case noVersionCheck = "no-version-check"
    case noLock = "no-lock"
}

extension RecordFile {
    /// A read-modify-write as a compare-and-swap loop with a bound: `transform` gets the stored
    /// record (nil: none) and returns the body to store (nil: nothing to write); a write refused
    /// because another process wrote first is tried again on a fresh read, at most
    /// `maximumAttempts` times in all.
    ///
    /// - Returns: the version written, or the stored one when `transform` wrote nothing.
    /// - Throws: `conflictsExhausted` when every attempt was refused (nothing written), or what
    ///   `read`/`write` throw, or what `transform` throws.
    public func update(
        maximumAttempts: Int = 16, _ transform: ((version: UInt64, body: [UInt8])?) throws -> [UInt8]?
    ) throws -> UInt64 {
        for _ in 0..<max(1, maximumAttempts) {
            let current = try read()
            guard let body = try transform(current) else { return current?.version ?? 0 }
            if let written = try write(body, replacing: current?.version ?? 0) { return written }
        }
        throw AppGroupStoreError.conflictsExhausted(path: path, attempts: max(1, maximumAttempts))
    }
}
