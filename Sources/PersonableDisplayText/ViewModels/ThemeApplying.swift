/// A view model whose text follows the app's display theme.
@MainActor
public protocol ThemeApplying: AnyObject {
    /// Switches to `theme`: text shows at once what is known and updates as themed text arrives.
    func applyTheme(_ theme: DisplayTheme) async
}
