import Foundation
import Handoff
import LoaderKitCore
import XCTest

/// The UIKit and SwiftUI snippets of every configuration (indicators and progress designs), and
/// of every progress golden case, type-check with `swiftc -typecheck` against stub modules
/// declaring the LoaderKit API they use (and the few UIKit and SwiftUI names), so a typo in
/// generated Swift fails here.
final class SwiftSnippetTypeCheckTests: XCTestCase {
    private static let swiftc: String? = {
        let candidates = [
            ProcessInfo.processInfo.environment["SWIFTC"], "/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc",
        ]
        return candidates.compactMap { $0 }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    func testUIKitAndSwiftUISnippetsTypeCheck() throws {
        let checker = try Checker(name: "snippet-typecheck")
        defer { checker.remove() }
        var checked = 0
        for configuration in SnippetConfigurations.all {
            for platform in [SnippetPlatform.uikit, .swiftui] {
                let code = configuration.code(platform)
                let result = try checker.typecheck(
                    Self.wrapped([code], platform: platform), named: "\(configuration.name)-\(platform.rawValue)")
                XCTAssertEqual(
                    result.status, 0, "\(configuration.name) \(platform.rawValue):\n\(code)\n\(result.output)")
                checked += 1
            }
        }
        XCTAssertEqual(checked, SnippetConfigurations.all.count * 2)
    }

    /// Every case of the progress golden table, all in one file per platform.
    func testEveryProgressCaseTypeChecks() throws {
        let checker = try Checker(name: "progress-typecheck")
        defer { checker.remove() }
        let codes = ProgressSnippetConfigurations.cases.map { ProgressSnippetConfigurations.snippet($0.words) }
        for platform in [SnippetPlatform.uikit, .swiftui] {
            let result = try checker.typecheck(
                Self.wrapped(codes.map { $0.code(for: platform) }, platform: platform),
                named: "cases-\(platform.rawValue)")
            XCTAssertEqual(result.status, 0, "\(platform.rawValue):\n\(result.output)")
        }
    }

    /// The playground's indicator forms (which the indicator snippets move to) type-check too.
    func testThePlaygroundsIndicatorFormsTypeCheck() throws {
        let checker = try Checker(name: "indicator-forms")
        defer { checker.remove() }
        let uiKit = [
            """
            import LoaderKit

            let loader = LoaderKitView(indicator: "BallPulse")
            loader.frame = CGRect(x: 0, y: 0, width: 48, height: 48)
            loader.params = ["count": 5]
            loader.color = UIColor(red: 0.486, green: 0.227, blue: 0.929, alpha: 1)
            loader.colors = [
                UIColor(red: 1, green: 0, blue: 0, alpha: 1),
                UIColor(red: 0, green: 0.5, blue: 1, alpha: 1),
            ]
            loader.speed = 1.5
            view.addSubview(loader)
            """,
            """
            import LoaderKit

            let spec = try IndicatorSpec(json: \"\"\"
            {"name": "Mine"}
            \"\"\")
            let loader = LoaderKitView(indicator: "Mine")
            loader.spec = spec
            loader.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            view.addSubview(loader)
            """,
        ]
        let swiftUI = [
            """
            import LoaderKit
            import SwiftUI

            LoaderKitIndicator("BallPulse", params: ["count": 5])
                .colors([Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0.5, blue: 1)])
                .color(Color(red: 0.486, green: 0.227, blue: 0.929))
                .speed(1.5)
                .frame(width: 48, height: 48)
            """,
            """
            import LoaderKit
            import SwiftUI

            let spec = try IndicatorSpec(json: \"\"\"
            {"name": "Mine"}
            \"\"\")

            LoaderKitIndicator(spec: spec, params: ["count": 4])
                .frame(width: 48, height: 48)
            """,
        ]
        for (platform, codes) in [(SnippetPlatform.uikit, uiKit), (.swiftui, swiftUI)] {
            let result = try checker.typecheck(
                Self.wrapped(codes, platform: platform), named: "forms-\(platform.rawValue)")
            XCTAssertEqual(result.status, 0, "\(platform.rawValue):\n\(result.output)")
        }
    }

    func testATypoInTheSnippetFailsTheCheck() throws {
        let checker = try Checker(name: "snippet-typo")
        defer { checker.remove() }
        let progress = ProgressSnippetConfigurations.snippet("linear:wavy thickness=6 showLabel trackGap=2")
        let typos: [(code: String, platform: SnippetPlatform, from: String, to: String)] = [
            (SnippetConfigurations.all[1].code(.uikit), .uikit, "loader.params", "loader.parms"),
            (progress.code(for: .uikit), .uikit, "progress.thickness", "progress.thicknes"),
            (progress.code(for: .uikit), .uikit, "progress.trackGap = 2", "progress.trackGap = \"2\""),
            (progress.code(for: .swiftui), .swiftui, ".showLabel()", ".showLabels()"),
            (progress.code(for: .swiftui), .swiftui, "type: .linear", "type: .lineal"),
        ]
        for (index, typo) in typos.enumerated() {
            let good = typo.code
            let bad = good.replacingOccurrences(of: typo.from, with: typo.to)
            XCTAssertNotEqual(good, bad, typo.from)
            XCTAssertEqual(
                try checker.typecheck(Self.wrapped([good], platform: typo.platform), named: "good-\(index)").status, 0,
                good)
            XCTAssertNotEqual(
                try checker.typecheck(Self.wrapped([bad], platform: typo.platform), named: "typo-\(index)").status, 0,
                bad)
        }
    }

    /// The snippets' imports (and UIKit's or SwiftUI's), then each snippet inside what pasted
    /// code expects around it: a UIKit snippet's statements in a method of a host that has a
    /// `view` and `cancel()` and `upload()`; a SwiftUI snippet as a view builder's body in a
    /// view that has a `progress` value and the same actions.
    static func wrapped(_ codes: [String], platform: SnippetPlatform) -> String {
        var imports = [platform == .uikit ? "import UIKit" : "import SwiftUI"]
        var hosts: [String] = []
        for (index, code) in codes.enumerated() {
            let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
            for line in lines where line.hasPrefix("import ") && !imports.contains(String(line)) {
                imports.append(String(line))
            }
            let body = lines.filter { !$0.hasPrefix("import ") }.map { $0.isEmpty ? "" : "        " + $0 }.joined(
                separator: "\n")
            if platform == .uikit {
                hosts.append(
                    """
                    @MainActor struct SnippetHost\(index) {
                        let view = UIView()
                        func cancel() {}
                        func upload() {}
                        func snippet() throws {
                    \(body)
                        }
                    }
                    """)
            } else {
                hosts.append(
                    """
                    struct SnippetView\(index): View {
                        var progress: Double = 0.4
                        func cancel() {}
                        func upload() {}
                        @ViewBuilder func snippet() throws -> some View {
                    \(body)
                        }
                    }
                    """)
            }
        }
        return imports.joined(separator: "\n") + "\n\n" + hosts.joined(separator: "\n\n") + "\n"
    }

    /// The stub modules built once in a scratch folder, and files type-checked against them.
    private struct Checker {
        let swiftc: String
        let dir: URL

        init(name: String) throws {
            swiftc = try XCTUnwrap(SwiftSnippetTypeCheckTests.swiftc, "swiftc not found; set SWIFTC")
            dir = FileManager.default.temporaryDirectory.appendingPathComponent(
                "\(name)-\(ProcessInfo.processInfo.processIdentifier)")
            try? FileManager.default.removeItem(at: dir)
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            for (module, source) in [
                ("UIKit", StubModules.uiKit), ("SwiftUI", StubModules.swiftUI), ("LoaderKit", StubModules.loaderKit),
            ] {
                let file = dir.appendingPathComponent("\(module).swift")
                try source.write(to: file, atomically: true, encoding: .utf8)
                let result = Self.run(
                    swiftc,
                    [
                        "-emit-module", "-parse-as-library", "-module-name", module, "-I", dir.path,
                        "-emit-module-path", dir.appendingPathComponent("\(module).swiftmodule").path, file.path,
                    ])
                XCTAssertEqual(result.status, 0, "stub \(module): \(result.output)")
            }
        }

        func remove() { try? FileManager.default.removeItem(at: dir) }

        func typecheck(_ source: String, named name: String) throws -> (status: Int32, output: String) {
            let file = dir.appendingPathComponent("\(name).swift")
            try source.write(to: file, atomically: true, encoding: .utf8)
            return Self.run(swiftc, ["-typecheck", "-I", dir.path, file.path])
        }

        static func run(_ tool: String, _ arguments: [String]) -> (status: Int32, output: String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = arguments
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            do { try process.run() } catch { return (-1, "\(error)") }
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: data, as: UTF8.self))
        }
    }
}

/// The stub modules: UIKit's and SwiftUI's few names the snippets use, and LoaderKit's API as
/// the playground's snippets call it (progress enums from the core's own lists).
enum StubModules {
    static let uiKit = """
        @_exported import Foundation

        public struct CGSize {
            public var width: Double
            public var height: Double
            public init(width: Double, height: Double) {
                self.width = width
                self.height = height
            }
        }

        public struct CGRect {
            public var size: CGSize
            public init(x: Double, y: Double, width: Double, height: Double) { size = CGSize(width: width, height: height) }
        }

        open class UIView {
            public var frame = CGRect(x: 0, y: 0, width: 0, height: 0)
            public var accessibilityLabel: String?
            open var intrinsicContentSize: CGSize { CGSize(width: 0, height: 0) }
            public init() {}
            public func addSubview(_ view: UIView) {}
        }

        public final class UIColor {
            public init(red: Double, green: Double, blue: Double, alpha: Double) {}
        }

        public final class UIImage {
            public init?(systemName: String) {}
        }

        public final class UIAction {
            public init(title: String = "", image: UIImage? = nil, handler: @escaping (UIAction) -> Void) {}
        }

        open class UIControl: UIView {}

        open class UIButton: UIControl {
            public init(primaryAction: UIAction?) { super.init() }
        }
        """

    static let swiftUI = """
        @_exported import Foundation

        public protocol View {}

        public struct EmptyView: View {
            public init() {}
        }

        public struct TupleView: View {}

        @resultBuilder public enum ViewBuilder {
            public static func buildBlock() -> EmptyView { EmptyView() }
            public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
            public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleView { TupleView() }
        }

        public struct Color {
            public init(red: Double, green: Double, blue: Double) {}
        }

        public struct Text: View {
            public init(_ text: String) {}
        }

        public struct Image: View {
            public init(systemName: String) {}
        }

        public struct Button<Label: View>: View {
            public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {}
        }

        extension Button where Label == Text {
            public init(_ title: String, action: @escaping () -> Void) {}
        }

        public struct ModifiedView: View {}

        extension View {
            public func frame(width: Double?, height: Double?) -> ModifiedView { ModifiedView() }
            public func accessibilityLabel(_ label: String) -> ModifiedView { ModifiedView() }
        }
        """

    static var loaderKit: String {
        let types = ProgressType.allCases.map(\.rawValue).joined(separator: ", ")
        let variants = ProgressVariant.allCases.map(\.rawValue).joined(separator: ", ")
        let caps = ProgressStrokeCap.allCases.map(\.rawValue).joined(separator: ", ")
        return """
            import SwiftUI
            import UIKit

            public struct IndicatorSpec {
                public init(json: String) throws {}
            }

            public final class LoaderKitView: UIView {
                public var params: [String: Double] = [:]
                public var color: UIColor?
                public var colors: [UIColor] = []
                public var speed: Double = 1
                public var spec: IndicatorSpec?
                public init(indicator: String) { super.init() }
                public init(spec: IndicatorSpec) { super.init() }
            }

            public struct LoaderKitIndicator: SwiftUI.View {
                public init(_ name: String, params: [String: Double] = [:]) {}
                public init(spec: IndicatorSpec, params: [String: Double] = [:]) {}
                public func color(_ color: SwiftUI.Color) -> LoaderKitIndicator { self }
                public func colors(_ colors: [SwiftUI.Color]) -> LoaderKitIndicator { self }
                public func speed(_ speed: Double) -> LoaderKitIndicator { self }
            }

            public enum ProgressType: String { case \(types) }
            public enum ProgressVariant: String { case \(variants) }
            public enum ProgressStrokeCap: String { case \(caps) }

            public final class LoaderKitProgressView: UIView {
                public var value: Double?
                public var buffer: Double?
                public var smooth = true
                public var thickness: Double = 4
                public var segments: Int = 1
                public var showLabel = false
                public var size: Double = 48
                public var color: UIColor?
                public var trackGap: Double = 4
                public var stopIndicator = true
                public var strokeCap: ProgressStrokeCap = .round
                public var amplitude: Double = 3
                public var wavelength: Double = 40
                public var waveSpeed: Double = 1
                public var sweepAngle: Double = 270
                public var cornerRadius: Double = 12
                public var speed: Double = 1
                public var trackColor: UIColor?
                public var labelColor: UIColor?
                public var contentView: UIView?
                public init(value: Double?, type: ProgressType = .circular, variant: ProgressVariant? = nil) { super.init() }
            }

            public struct LoaderKitProgress<Content: SwiftUI.View>: SwiftUI.View {
                public init(value: Double?, type: ProgressType = .circular, variant: ProgressVariant? = nil,
                            @ViewBuilder content: () -> Content) {}
                public func smooth(_ smooth: Bool) -> Self { self }
                public func buffer(_ buffer: Double?) -> Self { self }
                public func color(_ color: SwiftUI.Color) -> Self { self }
                public func thickness(_ thickness: Double) -> Self { self }
                public func segments(_ segments: Int) -> Self { self }
                public func showLabel(_ show: Bool = true) -> Self { self }
                public func size(_ size: Double) -> Self { self }
                public func trackGap(_ gap: Double) -> Self { self }
                public func stopIndicator(_ show: Bool) -> Self { self }
                public func strokeCap(_ cap: ProgressStrokeCap) -> Self { self }
                public func amplitude(_ amplitude: Double) -> Self { self }
                public func wavelength(_ wavelength: Double) -> Self { self }
                public func waveSpeed(_ speed: Double) -> Self { self }
                public func sweepAngle(_ degrees: Double) -> Self { self }
                public func cornerRadius(_ radius: Double) -> Self { self }
                public func speed(_ speed: Double) -> Self { self }
                public func trackColor(_ color: SwiftUI.Color) -> Self { self }
                public func labelColor(_ color: SwiftUI.Color) -> Self { self }
            }

            extension LoaderKitProgress where Content == EmptyView {
                public init(value: Double?, type: ProgressType = .circular, variant: ProgressVariant? = nil) {
                    self.init(value: value, type: type, variant: variant) { EmptyView() }
                }
            }
            """
    }
}
