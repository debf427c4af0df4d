import CasinoCore

extension FloorTuningRequest {
    /// The paytable through `SlotsDayTuner`, for the stake's stretch of the day.
    func floorTuneSlots(over base: GameConfiguration) throws -> FloorTuning {
        var tuned = base
        let tuning = try SlotsDayTuner(
            configuration: base.slots, target: target, stake: slotsStake ?? SlotsDayTuner.defaultStake,
            dayMinutes: slotsDayMinutes ?? DayAcceptance.playableMinutes, floor: goal.floor
        ).tune()
        tuned.slots = tuning.configuration
        try tuned.validate()
        return FloorTuning(
            result: .slots(tuning), configuration: tuned, patches: [.slots(paytable: tuning.configuration.paytable)]
        )
    }
}
