/// The nine targets the LoaderKit playground writes code for, in its order.
public enum SnippetPlatform: String, CaseIterable, Sendable, Hashable {
    case web
    case webTypeScript = "web-ts"
    case android
    case compose
    case uikit
    case swiftui
    case xaml
    case csharp
    case reactNative = "react-native"

    /// The name shown in the platform picker and in the headers of `snippet --platform all`.
    public var title: String {
        switch self {
        case .web: return "Web (HTML)"
        case .webTypeScript: return "Web (TypeScript)"
        case .android: return "Android View (Kotlin)"
        case .compose: return "Jetpack Compose"
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
        case .web, .xaml: return .markup
        case .webTypeScript, .reactNative: return .typeScript
        case .android, .compose: return .kotlin
        case .uikit, .swiftui: return .swift
        case .csharp: return .cSharp
        }
    }

    /// The platform whose command-line name is `name` (`web`, `web-ts`, … `react-native`).
    public init?(commandName name: String) { self.init(rawValue: name) }
}

/// The languages snippets are written in.
public enum SnippetLanguage: Sendable, Hashable {
    case markup, typeScript, kotlin, swift, cSharp
}

extension SnippetPlatform {
    /// A short name for the picker's segments.
    public var shortTitle: String {
        switch self {
        case .web: return "HTML"
        case .webTypeScript: return "TS"
        case .android: return "Android"
        case .compose: return "Compose"
        case .uikit: return "UIKit"
        case .swiftui: return "SwiftUI"
        case .xaml: return "XAML"
        case .csharp: return "C#"
        case .reactNative: return "RN"
        }
    }
}
