/// Runs the redemption rules against the effects, in an order that fails closed: whatever
/// write a kill lands after, the child never gets unshielded time that was not paid for.
///
/// - Shields go **on before** the state that ends a window is saved, and come **off after**
///   the state that starts one is saved: a kill in between leaves shields on (time lost to the
///   child until the next launch, never time given away).
/// - The re-lock wake-up for a window is scheduled **before** the state naming it is saved, so
///   a saved window always has a wake-up at its end.
/// - A redemption that starts a window now also asks for a wake-up now, before the save: if the
///   app dies between the save and unshielding, the wake-up (which runs without the app)
///   unshields within its latency, so failing closed costs the child seconds, not the window.
/// - Balance and windows are saved together (`RedemptionState`), so points are deducted iff a
///   window is created.
public struct RedemptionController: Hashable, Sendable {
    public let rules: RedemptionRules

    public init(rules: RedemptionRules) { self.rules = rules }

    /// What a launch (or a re-lock wake-up) found.
    public enum Recovery: Hashable, Sendable {
        /// No window was held: shields applied.
        case locked
        /// `endedWindows` windows had ended while nobody looked: shields re-applied at once.
        case relocked(endedWindows: Int)
        /// A window is running: shields cleared and its wake-up scheduled.
        case restored(EarnedTimeWindow)
    }

    /// App launch (S-504 restart recovery): load the state, drop ended windows, and make the
    /// shields and the wake-up match it: an expired window re-applies shields at once, an
    /// active one is restored.
    ///
    /// - Parameter openingBalancePoints: the balance of a first launch, when nothing is stored.
    /// - Throws: whatever the effects throw.
    /// - Complexity: O(windows) plus at most three writes.
    @discardableResult
    public func launch<Device: RedemptionEffects>(
        at instant: Int64, openingBalancePoints: Int = 0,
        device: inout Device
    ) throws -> Recovery {
        let stored = device.loadRedemptionState()
        let state = stored ?? RedemptionState(openingBalancePoints: openingBalancePoints)
        return try settle(state, changed: stored == nil, at: instant, device: &device)
    }

    /// The re-lock wake-up: the same recovery as a launch, run by whoever wakes up.
    @discardableResult
    public func reconcile<Device: RedemptionEffects>(at instant: Int64, device: inout Device) throws -> Recovery {
        try launch(at: instant, device: &device)
    }

    /// Adds earned points (one write, plus the shields the state already implies).
    ///
    /// - Returns: false if `points` is not positive (nothing written).
    @discardableResult
    public func earn<Device: RedemptionEffects>(points: Int, at instant: Int64, device: inout Device) throws -> Bool {
        let state = (device.loadRedemptionState() ?? RedemptionState()).reconciled(at: instant)
        guard let next = state.earning(points: points, at: instant) else { return false }
        try commit(next, at: instant, device: &device)
        return true
    }

    /// Redeems `points` at `instant`: validate, then one write of balance + window, then the
    /// shields come off (S-502: at once).
    ///
    /// - Returns: the grant, or the refusal (nothing written on a refusal).
    /// - Throws: whatever the effects throw.
    public func redeem<Device: RedemptionEffects>(
        points: Int, at instant: Int64,
        device: inout Device
    ) throws -> Result<RedemptionGrant, RedemptionError> {
        let state = device.loadRedemptionState() ?? RedemptionState()
        let grant: RedemptionGrant
        do {
            grant = try state.redeeming(points: points, at: instant, rules: rules)
        } catch {
            return .failure(error)
        }
        switch grant.effect {
        case .started, .replaced: try device.scheduleWakeUp(at: instant)
        case .extended, .queued: break // Shields are already off, or stay as they are.
        }
        try commit(grant.state, at: instant, device: &device)
        return .success(grant)
    }

    private func settle<Device: RedemptionEffects>(
        _ state: RedemptionState, changed: Bool, at instant: Int64,
        device: inout Device
    ) throws -> Recovery {
        let next = state.reconciled(at: instant)
        let ended = next.endedWindowCount - state.endedWindowCount
        if changed || ended > 0 {
            try commit(next, at: instant, device: &device)
        } else {
            try enforce(next, at: instant, device: &device)
        }
        if let window = next.activeWindow(at: instant) { return .restored(window) }
        return ended > 0 ? .relocked(endedWindows: ended) : .locked
    }

    /// Saves `state` with the fail-closed ordering described on the type.
    private func commit<Device: RedemptionEffects>(
        _ state: RedemptionState, at instant: Int64,
        device: inout Device
    ) throws {
        let active = state.activeWindow(at: instant)
        if let active {
            try device.scheduleWakeUp(at: active.endInstant)
        } else {
            try device.applyShields()
        }
        try device.saveRedemptionState(state)
        if active != nil { try device.clearShields() }
    }

    /// Makes shields and wake-up match an unchanged stored state (no save needed).
    private func enforce<Device: RedemptionEffects>(
        _ state: RedemptionState, at instant: Int64,
        device: inout Device
    ) throws {
        if let active = state.activeWindow(at: instant) {
            try device.scheduleWakeUp(at: active.endInstant)
            try device.clearShields()
        } else {
            try device.applyShields()
        }
    }
}
