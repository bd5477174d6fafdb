/// The twelve targets the LoaderKit playground writes code for, in its order, with its ids
/// (the command line's names) and its tab labels.
public enum SnippetPlatform: String, CaseIterable, Sendable, Hashable {
    case react
    case vue
    case svelte
    case web
    case webTypeScript = "web-ts"
    case android
    case compose
    case uikit
    case swiftui
    case xaml
    case csharp
    case reactNative = "react-native"

    /// The playground's tab label, shown in the platform picker and in the headers of
    /// `snippet --platform all`.
    public var title: String {
        switch self {
        case .react: return "React"
        case .vue: return "Vue"
        case .svelte: return "Svelte"
        case .web: return "HTML"
        case .webTypeScript: return "Web (TS)"
        case .android: return "Android View"
        case .compose: return "Compose"
        case .uikit: return "UIKit"
        case .swiftui: return "SwiftUI"
        case .xaml: return "WinUI (XAML)"
        case .csharp: return "WinUI (C#)"
        case .reactNative: return "React Native"
        }
    }

    /// The language of the code, for syntax colours.
    public var language: SnippetLanguage {
        switch self {
        case .web, .xaml, .vue, .svelte: return .markup
        case .react, .webTypeScript, .reactNative: return .typeScript
        case .android, .compose: return .kotlin
        case .uikit, .swiftui: return .swift
        case .csharp: return .cSharp
        }
    }

    /// The platform whose command-line name is `name` (`react`, `web-ts`, … `react-native`).
    public init?(commandName name: String) { self.init(rawValue: name) }
}

/// The languages snippets are written in.
public enum SnippetLanguage: Sendable, Hashable {
    case markup, typeScript, kotlin, swift, cSharp
}

extension SnippetPlatform {
    /// A short name for narrow pickers.
    public var shortTitle: String {
        switch self {
        case .web: return "HTML"
        case .webTypeScript: return "TS"
        case .android: return "Android"
        case .xaml: return "XAML"
        case .csharp: return "C#"
        case .reactNative: return "RN"
        default: return title
        }
    }
}
