import CasinoCore
import OddsLab

/// `acceptance.csv`: every offered choice at every common stake (1, 5, 10, 15, 20, 30, 60, 120
/// minutes) over an ordinary day, holding only the bet (remaining = the stake), as the core decides
/// (`DayAcceptance`): the minutes of the 1440 at which the bet is accepted, that share of the day,
/// and the stretch (acceptance only gets easier with more minutes until 23:59, so the accepted
/// minutes are always one stretch from 00:00). Then every choice off the offer, with its figures at
/// the multiplier it would have and the reason.
enum AcceptanceCSV {
    static let header = [
        "game", "variant", "stake_minutes", "minutes_accepted", "day_percent", "accepted_from", "accepted_until",
        "offered", "note"
    ]

    /// - Complexity: O(rows).
    static func table(_ disclosure: Disclosure) -> CSVTable {
        var table = CSVTable(header: header)
        for row in disclosure.day.rows {
            let note =
                row.isPlayable
                ? "" : "no common stake accepted for half the day: the offer check fails"
            for cell in row.cells {
                table.append(cells(row.game.game, row.game.variant, cell, offered: true, note: note))
            }
        }
        for off in disclosure.offTheOffer {
            let variant =
                off.title.hasPrefix(off.game.rawValue + " ")
                ? String(off.title.dropFirst(off.game.rawValue.count + 1)) : off.title
            if off.day.isEmpty {
                table.append([
                    .text(off.game.rawValue), .untrusted(variant), .empty, .empty, .empty, .empty, .empty, .text("no"),
                    .untrusted(off.reason)
                ])
            }
            for cell in off.day {
                table.append(cells(off.game, variant, cell, offered: false, note: "off the offer: " + off.reason))
            }
        }
        return table
    }

    /// One row; the share rounded down to two decimals (never overstating how long a bet is open).
    private static func cells(
        _ game: GameKind, _ variant: String, _ cell: DayAcceptance.Cell, offered: Bool, note: String
    )
        -> [CSVCell]
    {
        [
            .text(game.rawValue), .untrusted(variant), .integer(cell.stake), .integer(cell.minutesAccepted),
            .text(NumberFormat.percent(cell.share, places: 2, rounding: .down)),
            cell.firstAccepted.map { .text($0) } ?? .empty, cell.lastAccepted.map { .text($0) } ?? .empty,
            .text(offered ? "yes" : "no"), note.isEmpty ? .empty : .untrusted(note)
        ]
    }
}

/// The fairness report's section on the offer over an ordinary day.
enum AcceptanceSection {
    static func add(_ disclosure: Disclosure, to doc: inout MarkdownDocument) {
        let day = disclosure.day
        doc.heading("The offer over an ordinary day", level: 2)
        doc.paragraph(
            """
            The midnight cap cuts a win more as the day goes on, so a bet the return floor (\(day.floor)) accepts at 00:00 \
            may be refused later. For every offered choice and common stake \
            (\(day.stakes.map(String.init).joined(separator: ", ")) minutes), holding only the bet, the core was asked at \
            every minute of an ordinary day (00:00–23:59): a bet is accepted from 00:00 up to a last minute, never again \
            after it (the minutes left until 23:59 only ever loosen the cap), so each stake's day is one stretch. Every \
            choice and stake: `acceptance.csv`; the chart: `charts/acceptance.svg`. The rule: every offered choice is \
            accepted at some common stake for at least half the day (\(DayAcceptance.playableMinutes) of \
            \(DayAcceptance.dayMinutes) minutes); `check` fails a configuration that breaks it.
            """)
        doc.image(alt: "When in the day the app takes each stake", path: AcceptanceChart.path)
        var rows: [[String]] = []
        for kind in GameRegistry.kinds {
            let choices = day.rows.filter { $0.game.game == kind }
            guard !choices.isEmpty else { continue }
            let worst = choices.min { a, b in
                let x = a.best?.minutesAccepted ?? 0, y = b.best?.minutesAccepted ?? 0
                return x != y ? x < y : a.game.title < b.game.title
            }
            rows.append([
                kind.rawValue, String(choices.count), String(choices.filter(\.isPlayable).count),
                worst.map { w in
                    w.game.variant + ": " + (w.best.map(AcceptanceSentence.sentence) ?? "no stake")
                } ?? "–"
            ])
        }
        doc.table(
            [
                .init("game"), .init("offered choices", alignment: .right),
                .init("with a stake open half the day", alignment: .right), .init("least open choice, its best stake")
            ], rows: rows)
        let all = disclosure.offTheOffer
        let never = all.filter { !$0.day.isEmpty && ($0.best?.minutesAccepted ?? 0) == 0 }
        let named = all.filter { $0.day.isEmpty || ($0.best?.minutesAccepted ?? 0) > 0 }
        var text = "Off the offer (\(all.count) choices): "
        if all.isEmpty { text += "none." }
        text += named.map { "\($0.title): \($0.reason)" }.joined(separator: "; ")
        if !never.isEmpty {
            text +=
                (named.isEmpty ? "" : "; and ")
                + "\(never.count) accepted at no common stake at any minute of the day (the cap always cuts the win too far): "
                + never.map(\.title).joined(separator: ", ")
        }
        doc.paragraph(text + (all.isEmpty ? "" : "."))
    }
}
