# The rule mutants of Scripts/rule-mutants.sh: each is one realistic slip in a rule of Docs/rules.md
# (an off-by-one, a strict comparison, a missing clamp, a check skipped), as (name, file, old, new);
# `old` must occur exactly once in `file`. Each must make `swift test` fail.
M = [
 ("cap-strict-room", "Sources/CasinoCore/Wager/PayoutCap.swift", "if deltaMinutes <= room {", "if deltaMinutes < room {"),
 ("cap-room-plus-one", "Sources/CasinoCore/Wager/PayoutCap.swift", "max(0, minutesUntilMidnight - remainingMinutes)", "max(0, minutesUntilMidnight - remainingMinutes + 1)"),
 ("gain-room-le", "Sources/CasinoCore/Wager/GainRule.swift", "remainingMinutes < minutesUntilMidnight", "remainingMinutes <= minutesUntilMidnight"),
 ("gain-least-floor-div", "Sources/CasinoCore/Wager/GainRule.swift", "return (100 + excess - 1) / excess", "return max(1, 100 / excess)"),
 ("wager-may-exceed-by-one", "Sources/CasinoCore/Wager/WagerValidation.swift", "if wager > remainingMinutes {", "if wager > remainingMinutes + 1 {"),
 ("floor-strict", "Sources/CasinoCore/Wager/EffectiveReturn.swift", "return (left.high, left.low) >= (right.high, right.low)", "return (left.high, left.low) > (right.high, right.low)"),
 ("unlock-at-zero", "Sources/CasinoCore/Budget/LockPolicy.swift", "public var unlockAllowed: Bool { remainingMinutes > 0 }", "public var unlockAllowed: Bool { remainingMinutes >= 0 }"),
 ("remaining-unclamped", "Sources/CasinoCore/Budget/TimeBudget.swift", "max(0, dailyAllowanceMinutes + bonusMinutesFromGames - usageMinutesToday)", "dailyAllowanceMinutes + bonusMinutesFromGames - usageMinutesToday"),
 ("reset-same-day", "Sources/CasinoCore/Persistence/PersistedState+Rules.swift", "guard today > budgetDay else { return false }", "guard today >= budgetDay else { return false }"),
 ("usage-may-fall", "Sources/CasinoCore/Persistence/PersistedState+Rules.swift", "usageMinutesToday = max(usageMinutesToday, minutes)", "usageMinutesToday = minutes"),
 ("usage-any-change", "Sources/CasinoCore/Persistence/PersistedState+Rules.swift", "if minutes > usageMinutesToday || reset {", "if minutes != usageMinutesToday || reset {"),
 ("bonus-ignores-wager-day", "Sources/CasinoCore/Persistence/PersistedState+Rules.swift", "let appliesToBonus = pending.day == today && budgetDay == today", "let appliesToBonus = budgetDay == today"),
 ("spent-draw-unchecked", "Sources/CasinoCore/Persistence/PersistedState+Positions.swift", "if position.drawIndex < next.drawIndex {", "if position.drawIndex < next.drawIndex && false {"),
 ("spent-end-not-moved", "Sources/CasinoCore/Persistence/PersistedState+Rules.swift", "let end = max(nextDrawIndex, position.drawIndex &+ 1)", "let end = position.drawIndex &+ 1"),
 ("forfeit-one-minute-short", "Sources/CasinoCore/Wager/PendingWager.swift", "public var forfeitDeltaMinutes: Int { -wager }", "public var forfeitDeltaMinutes: Int { -max(0, wager - 1) }"),
 ("raise-applies-today", "Sources/CasinoCore/Budget/AllowanceChange.swift", "if minutes <= dailyAllowanceMinutes {", "if minutes >= dailyAllowanceMinutes {"),
 ("midnight-minute-rounds-up", "Sources/CorePrimitives/Time/MinutesUntilMidnight.swift", "Minutes.floor(seconds: endOfDay.secondsSinceEpoch - now.secondsSinceEpoch)", "Minutes.floor(seconds: endOfDay.secondsSinceEpoch - now.secondsSinceEpoch + 59)"),
 ("chain-omits-delta", "Sources/CasinoCore/Persistence/Transaction+Chain.swift", "            int(deltaMinutes)\n            flag(capApplied)", "            flag(capApplied)"),
 ("floor-search-skips-lowest", "Sources/CasinoCore/Wager/ReturnFloor.swift", "for wager in lowest...min(remainingMinutes, ReturnFloor.searchLimit) {", "for wager in (lowest + 1)...max(lowest + 1, min(remainingMinutes, ReturnFloor.searchLimit)) {"),
 ("payout-rounded-to-nearest", "Sources/CorePrimitives/Units/Centi.swift", "        wager * hundredths / 100\n", "        (wager * hundredths + 50) / 100\n"),
 ("pending-not-cleared-on-settle", "Sources/CasinoCore/Persistence/PersistedState+Rules.swift", "        transactions.append(transaction)\n        pendingWager = nil", "        transactions.append(transaction)\n        if resolution == .forfeited { pendingWager = nil }"),
]
