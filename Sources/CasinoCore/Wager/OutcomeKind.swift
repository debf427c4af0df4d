/// What one outcome does to the player's stake, for the result screen: the app celebrates a gain
/// and nothing else.
///
/// A "win" that pays back no more than the stake is not a win (a loss disguised as a win, UK RTS
/// 14): after floor rounding and the midnight cap, a 1.01x outcome on 99 minutes pays 99 and is
/// `stakeBack`, and a 3.00x outcome the cap cuts to the stake is `stakeBack` too.
public enum OutcomeKind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The player ends with more minutes than they staked (a capped delta of at least 1 minute).
    case gain
    /// The player gets exactly the stake back (delta 0).
    case stakeBack
    /// The player gets part of the stake back (0 < minutes kept < stake).
    case partialLoss
    /// The player loses the whole stake.
    case loss

    /// The kind of a settled round that staked `wager` minutes and changed them by `deltaMinutes`
    /// (after the cap): the figure a `Transaction` records.
    @inlinable
    public init(deltaMinutes: Int, wager: Int) {
        if deltaMinutes > 0 {
            self = .gain
        } else if deltaMinutes == 0 {
            self = .stakeBack
        } else if deltaMinutes > -wager {
            self = .partialLoss
        } else {
            self = .loss
        }
    }

    /// True only for `gain`: the one kind the app celebrates (sound, animation, "You won").
    public var isCelebrated: Bool { self == .gain }

    /// `"gain"`, `"stake back"`, `"partial loss"`, `"loss"`.
    public var description: String {
        switch self {
        case .gain: return "gain"
        case .stakeBack: return "stake back"
        case .partialLoss: return "partial loss"
        case .loss: return "loss"
        }
    }
}

extension WagerPreview.Line {
    /// This outcome's kind after rounding and the cap (`payout − deltaMinutes` is the stake for
    /// every outcome the cap did not touch, and a capped outcome is never below the stake).
    public var kind: OutcomeKind {
        OutcomeKind(deltaMinutes: deltaMinutes, wager: deltaMinutes > 0 ? payout : payout - deltaMinutes)
    }
}

extension Transaction {
    /// The settled round's kind, for the result screen (a forfeit is a `loss`).
    public var outcomeKind: OutcomeKind { OutcomeKind(deltaMinutes: deltaMinutes, wager: wager) }
}
