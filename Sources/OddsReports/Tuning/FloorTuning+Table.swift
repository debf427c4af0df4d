import CasinoCore
import OddsLab

extension FloorTuning {
    /// The text `tune --for-floor` prints: per table, the accepted stakes before and after, the
    /// worst effective return among them and its bound, then the totals and the configuration to
    /// paste (the patches alone, whatever file `--output` wrote them over).
    package func table(request: FloorTuningRequest) -> String {
        let goal = request.goal
        let moment = BetMoment(minutesUntilMidnight: goal.minutesUntilMidnight).clockTime ?? "00:00"
        var out =
            "\(request.game) for the return floor \(goal.floor): stakes \(goal.stakes.map(String.init).joined(separator: ", ")) min at \(moment) (remaining = stake), nominal \(request.target) ± band\n"
        // A game's own kind of result, in its folder (`GameTuningText`): its section, and its heading
        // when it tunes for something else than the stakes at one moment.
        for text in GameTuningText.all {
            guard let (heading, section) = text.floor?(self, request) else { continue }
            if let heading { out = heading }
            out += section
        }
        return out + "\nconfiguration (paste into a --config file, or use --output FILE):\n"
            + ConfigurationPatch.fileText(patches, over: nil)
    }

    static func stakeList(_ j: FloorJudgement) -> String {
        "\(j.acceptedStakes.count)/\(j.stakes.count)"
            + (j.acceptedStakes.isEmpty ? "" : " (" + j.acceptedStakes.map(String.init).joined(separator: ",") + ")")
    }
}
