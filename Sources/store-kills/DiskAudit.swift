import AppGroupStore
import CasinoAppGroupStore
import CasinoCore
import Foundation

/// The day invariants that concern a store shared by processes (`no-lost-unlock`, `no-stale-write`,
/// `no-double-forfeit`, `no-wager-settled-twice`, `no-draw-reused`: Docs/days.md), checked on
/// what is on disk: every landed write, in version order, against the one it replaced.
///
/// The writes that landed are the journal's `v1 … vN` up to the stored version N (each write
/// leaves its copy there, with who wrote it and for what, before its rename; a killed write's copy
/// is replaced by the next write of that version). The stored record must be the journal's `vN`
/// byte for byte: two writes landing as one version (a store without the lock) differ there.
struct DiskAudit {
    static let invariants = [
        "no-lost-unlock", "no-stale-write", "no-double-forfeit", "no-wager-settled-twice", "no-draw-reused"
    ]

    let record: RecordFile
    let journal: String
    var checkedVersion: UInt64 = 0
    var previous: PersistedState?
    var highestResolved: UInt64 = 0
    var seenPending: Set<UInt64> = []
    /// The first draw of the installation's stream no committed round spent.
    var drawFrontier: UInt64 = 0
    /// Each landed write's lock wish, by version (for the taps' reports).
    var wishes: [UInt64: Bool] = [:]
    var pendingTaps: [(wish: Bool, version: UInt64)] = []
    var checks: [String: Int] = [:]
    var violations: [String: Int] = [:]
    var firstViolations: [String] = []
    var writesAudited = 0

    init(folder: String, journal: String) {
        record = RecordFile(folder: folder, name: "casino-state")
        self.journal = journal
    }

    var violationCount: Int { violations.values.reduce(0, +) }

    mutating func fail(_ invariant: String, _ message: String) {
        violations[invariant, default: 0] += 1
        if firstViolations.count < 10 { firstViolations.append("\(invariant): \(message)") }
    }

    mutating func count(_ invariant: String) { checks[invariant, default: 0] += 1 }

    /// Audits every write landed since the last audit, and the taps reported since.
    mutating func audit(context: String) {
        let stored: (version: UInt64, body: [UInt8])?
        do {
            stored = try record.read()
        } catch {
            fail("no-stale-write", "\(context): the stored record is unreadable: \(error)")
            return
        }
        guard let stored else { return }
        if stored.version < checkedVersion {
            fail(
                "no-stale-write", "\(context): the stored version went back from \(checkedVersion) to \(stored.version)"
            )
            return
        }
        guard auditJournal(upTo: stored, context: context) else { return }
        checkedVersion = stored.version
        auditTaps(context: context)
    }

    /// Each write journaled since the last audit, up to the stored version: the stored record must
    /// be the last one's bytes, and each one a state checked against the one before it. False
    /// (with the failure counted) when one is missing, unreadable or not a state.
    private mutating func auditJournal(upTo stored: (version: UInt64, body: [UInt8]), context: String) -> Bool {
        var v = checkedVersion + 1
        while v <= stored.version {
            guard let entry = try? Data(contentsOf: URL(fileURLWithPath: journal + "/v\(v)")),
                let newline = entry.firstIndex(of: 10)
            else {
                fail("no-stale-write", "\(context): no journaled write landed as version \(v)")
                return false
            }
            let tag = String(decoding: entry[..<newline], as: UTF8.self)
            let bytes = Array(entry[(newline + 1)...])
            if v == stored.version {
                var disk = Array("STC-RECORD \(stored.version) \(stored.body.count)\n".utf8)
                disk += stored.body
                count("no-stale-write")
                if disk != bytes {
                    fail(
                        "no-stale-write",
                        "\(context): the record stored as version \(v) is not the write journaled as \(v) "
                            + "(\(tag)): two writes landed as one version")
                }
            }
            guard let parsed = try? RecordFile.parse(bytes, path: "v\(v)"),
                let state = try? CasinoStateFile.decodeUnchecked(parsed.body).state
            else {
                fail("no-stale-write", "\(context): the write journaled as version \(v) is not a state")
                return false
            }
            check(state, tag: tag, version: v, context: context)
            if v > 1 { unlink(journal + "/v\(v - 1)") }
            v += 1
        }
        return true
    }

    /// The taps reported since the last audit against the writes they name; a tap whose write has
    /// not landed yet waits for the next audit.
    private mutating func auditTaps(context: String) {
        var waiting: [(wish: Bool, version: UInt64)] = []
        for tap in pendingTaps {
            guard let wish = wishes[tap.version] else {
                if tap.version > checkedVersion { waiting.append(tap) }
                continue
            }
            count("no-lost-unlock")
            if wish != tap.wish {
                fail(
                    "no-lost-unlock",
                    "\(context): a tap reported \(tap.wish ? "unlocked" : "locked") as the write at version \(tap.version), "
                        + "which stored \(wish ? "unlocked" : "locked")")
            }
        }
        pendingTaps = waiting
    }

    /// One landed write against the one before it (the rules of the lab's `WriteAudit`).
    mutating func check(_ next: PersistedState, tag: String, version: UInt64, context: String) {
        writesAudited += 1
        for invariant in Self.invariants { count(invariant) }
        wishes[version] = next.userWantsUnlocked
        let at = "\(context), version \(version) (\(tag))"
        if let previous {
            // Besides a tap, only running out ends an unlock (seed 002: the wish is off at 0), as in
            // the lab's WriteAudit.
            let unlockEndedAtZero =
                previous.userWantsUnlocked && !next.userWantsUnlocked && !next.lockPolicy.unlockAllowed
            if next.userWantsUnlocked != previous.userWantsUnlocked && !tag.hasSuffix(":toggleLock")
                && !unlockEndedAtZero
            {
                fail(
                    "no-lost-unlock",
                    "\(at): a write that handled no tap changed the wish to \(next.userWantsUnlocked ? "unlocked" : "locked")"
                )
            }
            let old = previous.transactions.appendedCount, new = next.transactions.appendedCount
            if new < old {
                fail("no-stale-write", "\(at): the history went back from \(old) to \(new) transactions")
            } else if next.nextWagerID < previous.nextWagerID {
                fail(
                    "no-stale-write",
                    "\(at): the next wager id went back from \(previous.nextWagerID) to \(next.nextWagerID)")
            } else if let pending = next.pendingWager, pending.id <= highestResolved {
                fail("no-stale-write", "\(at): wager \(pending.id), already resolved, is pending again")
            } else if next.budgetDay < previous.budgetDay {
                fail(
                    "no-stale-write", "\(at): the budget day went back from \(previous.budgetDay) to \(next.budgetDay)")
            } else if next.budgetDay == previous.budgetDay && next.usageMinutesToday < previous.usageMinutesToday {
                fail(
                    "no-stale-write",
                    "\(at): usage went down from \(previous.usageMinutesToday) to \(next.usageMinutesToday)")
            }
            if new > old {
                for t in next.transactions.newest(min(new - old, next.transactions.count)) {
                    if t.wagerID <= highestResolved {
                        fail(
                            t.resolution == .forfeited ? "no-double-forfeit" : "no-wager-settled-twice",
                            "\(at): wager \(t.wagerID) was resolved again (\(t.resolution.rawValue), \(t.deltaMinutes) min)"
                        )
                    }
                    if !seenPending.contains(t.wagerID) { checkDraws(from: t.position.drawIndex, to: nil, at: at) }
                    highestResolved = max(highestResolved, t.wagerID)
                }
            }
        }
        if let pending = next.pendingWager, !seenPending.contains(pending.id), pending.id > highestResolved {
            seenPending.insert(pending.id)
            checkDraws(from: pending.position.drawIndex, to: pending.nextDrawIndex, at: at)
        }
        previous = next
    }

    /// A round starting at `start` must start at or after the first draw earlier rounds left unspent.
    mutating func checkDraws(from start: UInt64, to end: UInt64?, at: String) {
        if start < drawFrontier {
            fail(
                "no-draw-reused",
                "\(at): a round starts at draw \(start), before the first unspent draw \(drawFrontier)")
        }
        drawFrontier = max(drawFrontier, end ?? start + 1)
    }
}
