import AppGroupStore
import Foundation
import Testing

/// A fresh container folder under the system's temporary folder.
func makeContainer() throws -> String {
    var template = Array((NSTemporaryDirectory() + "/app-group-test-XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else {
        throw AppGroupStoreError.io(path: "mkdtemp", operation: "mkdtemp", errno: errno)
    }
    return String(cString: made)
}

func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

@Suite("The App Group record file")
struct RecordFileTests {
    @Test func aRecordIsStoredWithItsVersionAndReadBack() throws {
        let file = RecordFile(folder: try makeContainer(), name: "casino-state")
        #expect(try file.read() == nil)
        #expect(try file.readVersion() == 0)
        #expect(try file.write(bytes("one"), replacing: 0) == 1)
        #expect(try file.write(bytes("two"), replacing: 1) == 2)
        let stored = try #require(try file.read())
        #expect(stored.version == 2 && stored.body == bytes("two"))
        let onDisk = try String(contentsOfFile: file.path, encoding: .utf8)
        #expect(onDisk == "STC-RECORD 2 3\ntwo")
    }

    /// The compare-and-swap: a writer that read version 1 stores nothing once another wrote 2.
    @Test func aWriteAgainstAnOlderVersionStoresNothing() throws {
        let folder = try makeContainer()
        let app = RecordFile(folder: folder, name: "casino-state")
        let monitor = RecordFile(folder: folder, name: "casino-state")
        #expect(try app.write(bytes("first"), replacing: 0) == 1)
        #expect(try monitor.write(bytes("monitor's"), replacing: 1) == 2)
        #expect(try app.write(bytes("app's stale"), replacing: 1) == nil)
        #expect(try app.write(bytes("app's stale"), replacing: 0) == nil)
        #expect(try app.read()?.body == bytes("monitor's"))
        #expect(try app.read()?.version == 2)
    }

    /// `update` tries again on a fresh read, and gives up by name after its last try.
    @Test func retriesEndWithConflictsExhausted() throws {
        let folder = try makeContainer()
        let mine = RecordFile(folder: folder, name: "monitored-usage")
        let other = RecordFile(folder: folder, name: "monitored-usage")
        var tries = 0
        #expect(throws: AppGroupStoreError.conflictsExhausted(path: mine.path, attempts: 3)) {
            _ = try mine.update(maximumAttempts: 3) { current in
                tries += 1
                // Another process writes between this read and this write, every time.
                _ = try other.write(bytes("other \(tries)"), replacing: current?.version ?? 0)
                return bytes("mine")
            }
        }
        #expect(tries == 3)
        #expect(try mine.read()?.body == bytes("other 3"))
        // Undisturbed, the same update lands at its first try.
        #expect(try mine.update(maximumAttempts: 3) { _ in bytes("mine") } == 4)
        #expect(try mine.update { _ in nil } == 4) // nothing to write: nothing written
    }

    /// A lock held by a live process (here another open file description) is waited for a
    /// bounded number of tries, then the write ends by name with nothing written.
    @Test func aLockHeldThroughEveryTryEndsWithLockBusy() throws {
        var file = RecordFile(folder: try makeContainer(), name: "casino-state")
        #expect(try file.write(bytes("kept"), replacing: 0) == 1)
        let holder = open(file.path.replacingOccurrences(of: ".record", with: ".lock"), O_RDWR)
        #expect(holder >= 0)
        #expect(flock(holder, LOCK_EX | LOCK_NB) == 0)
        file.lockAttempts = 3
        #expect(throws: AppGroupStoreError.lockBusy(path: file.folder + "/casino-state.lock", attempts: 3)) {
            _ = try file.write(bytes("blocked"), replacing: 1)
        }
        close(holder) // the kernel drops the lock with its holder, however it ends
        #expect(try file.write(bytes("after"), replacing: 1) == 2)
    }

    /// A writer killed mid-write leaves a torn temporary: readers never see it, and the next
    /// writer (holding the lock, so it knows no live writer owns it) removes it.
    @Test func aTornTemporaryIsIgnoredAndRemovedByTheNextWrite() throws {
        let folder = try makeContainer()
        let file = RecordFile(folder: folder, name: "casino-state")
        #expect(try file.write(bytes("whole"), replacing: 0) == 1)
        let torn = folder + "/.casino-state.tmp-424242"
        try Data("STC-RECORD 2 999\n{\"sta".utf8).write(to: URL(fileURLWithPath: torn))
        let stored = try #require(try file.read())
        #expect(stored.version == 1 && stored.body == bytes("whole"))
        #expect(try file.write(bytes("next"), replacing: 1) == 2)
        #expect(!FileManager.default.fileExists(atPath: torn))
        #expect(try file.read()?.body == bytes("next"))
    }

    /// A record file cut short or without its header (not what a write leaves) is refused by name.
    @Test func aRecordWithAWrongLengthOrHeaderIsRefused() throws {
        let file = RecordFile(folder: try makeContainer(), name: "casino-state")
        try Data("STC-RECORD 3 10\nshort".utf8).write(to: URL(fileURLWithPath: file.path))
        #expect(
            throws: AppGroupStoreError.damagedRecord(
                path: file.path, reason: "the body has 5 bytes, the header says 10")
        ) {
            _ = try file.read()
        }
        try Data("{\"state\":{}}".utf8).write(to: URL(fileURLWithPath: file.path))
        #expect(throws: AppGroupStoreError.damagedRecord(path: file.path, reason: "no header line")) {
            _ = try file.read()
        }
        // A damaged record is not replaced by a writer that did not read it (no version matches).
        #expect(throws: AppGroupStoreError.self) { _ = try file.write(bytes("fresh"), replacing: 0) }
    }

    /// A symlink, a folder or a FIFO where the record goes is refused, for reads and writes alike.
    @Test func aNonRegularFileIsRefused() throws {
        let folder = try makeContainer()
        let file = RecordFile(folder: folder, name: "casino-state")
        let elsewhere = RecordFile(folder: try makeContainer(), name: "casino-state")
        #expect(try elsewhere.write(bytes("planted"), replacing: 0) == 1)
        #expect(symlink(elsewhere.path, file.path) == 0)
        #expect(throws: AppGroupStoreError.notARegularFile(path: file.path)) { _ = try file.read() }
        #expect(throws: AppGroupStoreError.notARegularFile(path: file.path)) {
            _ = try file.write(bytes("x"), replacing: 1)
        }
        unlink(file.path)
        #expect(mkdir(file.path, 0o700) == 0)
        #expect(throws: AppGroupStoreError.notARegularFile(path: file.path)) { _ = try file.read() }
        rmdir(file.path)
        #expect(mkfifo(file.path, 0o600) == 0)
        #expect(throws: AppGroupStoreError.notARegularFile(path: file.path)) { _ = try file.read() }
        #expect(try elsewhere.read()?.body == bytes("planted"))
    }
}
