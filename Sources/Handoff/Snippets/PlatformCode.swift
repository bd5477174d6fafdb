/// Code written once per platform: a snippet gives the twelve texts, `code(for:)` picks one.
protocol PlatformCode {
    func react() -> String
    func vue() -> String
    func svelte() -> String
    func webElement() -> String
    func webTypeScript() -> String
    func androidView() -> String
    func compose() -> String
    func uiKit() -> String
    func swiftUI() -> String
    func xaml() -> String
    func cSharp() -> String
    func reactNative() -> String
}

extension PlatformCode {
    /// The code for `platform`.
    func platformCode(_ platform: SnippetPlatform) -> String {
        switch platform {
        case .react: return react()
        case .vue: return vue()
        case .svelte: return svelte()
        case .web: return webElement()
        case .webTypeScript: return webTypeScript()
        case .android: return androidView()
        case .compose: return compose()
        case .uikit: return uiKit()
        case .swiftui: return swiftUI()
        case .xaml: return xaml()
        case .csharp: return cSharp()
        case .reactNative: return reactNative()
        }
    }
}
