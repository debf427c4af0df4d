/// One child's reward apps as the parent chose them: named apps and categories
/// (`ShieldConfiguration`) and each app's own rule (EP-03's `AppRule`), stored with the child.
///
/// The app never hands the shields an unresolved choice: `selection` applies S-505's precedence
/// once, and the shields effect receives that value (selection as data, as the casino's shields
/// receive `appSelection`), so an adapter never reads storage or re-derives the rules.
public struct RewardApps: Hashable, Sendable, Codable {
    /// The reward apps and categories.
    public var configuration: ShieldConfiguration
    /// Per-app overrides (opaque app token → rule), which beat the categories.
    public var appRules: [String: AppRuleKind]

    public init(configuration: ShieldConfiguration, appRules: [String: AppRuleKind] = [:]) {
        self.configuration = configuration
        self.appRules = appRules
    }

    /// What the shields cover for this child, S-505's precedence applied.
    public var selection: RewardSelection { configuration.rewardSelection(rules: appRules) }
}

/// What one child's shields cover: the seed's `FamilyActivitySelection` from
/// `buildRewardSelection`, in the form ManagedSettings takes it (`shield.applications = apps`,
/// `shield.applicationCategories = .specific(categories, except: exceptApps)`), because an app
/// cannot list every app of a category to filter them one by one.
public struct RewardSelection: Hashable, Sendable, Codable {
    /// Apps shielded by name: the named reward apps and the apps ruled `reward`, without the apps
    /// ruled `learning`.
    public var apps: Set<String>
    /// Categories whose apps are shielded.
    public var categories: Set<String>
    /// Apps never shielded, even in a shielded category: the apps ruled `learning`.
    public var exceptApps: Set<String>

    public init(apps: Set<String>, categories: Set<String>, exceptApps: Set<String>) {
        self.apps = apps
        self.categories = categories
        self.exceptApps = exceptApps
    }

    /// Whether the shields cover `app`, in `appCategories`: always the same answer as
    /// `ShieldConfiguration.shields(app:categories:rule:)` with the app's own rule.
    public func shields(app: String, appCategories: Set<String>) -> Bool {
        if exceptApps.contains(app) { return false }
        if apps.contains(app) { return true }
        return !appCategories.isDisjoint(with: categories)
    }
}

extension ShieldConfiguration {
    /// The selection the shields take, given each app's own rule: the seed's
    /// `buildRewardSelection(config:rules:)`.
    ///
    /// - Complexity: O(rewardApps + rules).
    public func rewardSelection(rules: [String: AppRuleKind]) -> RewardSelection {
        var apps = rewardApps
        var except: Set<String> = []
        for (app, rule) in rules {
            switch rule {
            case .reward: apps.insert(app)
            case .learning:
                apps.remove(app)
                except.insert(app)
            }
        }
        return RewardSelection(apps: apps, categories: rewardCategories, exceptApps: except)
    }
}
