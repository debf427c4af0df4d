/// Which apps are reward apps, shielded outside earned time (seed 004 S-505): specific apps, whole
/// categories, and each app's own rule (EP-03's `AppRule`), with the seed's precedence.
///
/// Precedence, most specific first: an app's own rule decides (`reward`: shielded; `learning`:
/// never shielded, even in a reward category); else an app named in `rewardApps` is shielded; else
/// an app in any reward category is shielded (an app in several categories is shielded if any of
/// them is a reward category). Tokens are opaque strings (`ApplicationToken`,
/// `ActivityCategoryToken` in the app).
public struct ShieldConfiguration: Hashable, Sendable, Codable {
    public var rewardApps: Set<String>
    public var rewardCategories: Set<String>

    public init(rewardApps: Set<String> = [], rewardCategories: Set<String> = []) {
        self.rewardApps = rewardApps
        self.rewardCategories = rewardCategories
    }

    /// Whether `app`, in `categories`, with its own rule `rule` (nil: none), is a reward app.
    public func shields(app: String, categories: Set<String>, rule: AppRuleKind?) -> Bool {
        if let rule { return rule == .reward }
        if rewardApps.contains(app) { return true }
        return !categories.isDisjoint(with: rewardCategories)
    }

    /// The seed's `buildRewardSelection`: the reward apps among `apps` (each app with its
    /// categories), given each app's own rule.
    public func rewardSelection(apps: [String: Set<String>], rules: [String: AppRuleKind]) -> Set<String> {
        Set(apps.filter { shields(app: $0.key, categories: $0.value, rule: rules[$0.key]) }.keys)
    }
}

/// An app's own rule (EP-03's `AppRule`), which overrides its categories.
public enum AppRuleKind: String, Hashable, Sendable, Codable {
    /// Always a reward app: shielded outside earned time.
    case reward
    /// A learning app: never shielded, whatever its categories.
    case learning
}
