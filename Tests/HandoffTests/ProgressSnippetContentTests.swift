@testable import Handoff
import LoaderKitCore
@testable import LoaderStudioCLI
import XCTest

/// What a progress snippet leaves out and how it prints numbers, beyond the goldens.
final class ProgressSnippetContentTests: XCTestCase {
    private func snippet(_ words: String) -> ProgressSnippet { ProgressSnippetConfigurations.snippet(words) }

    func testOptionsEqualToThePairsDefaultsAreLeftOut() {
        let defaults = snippet(
            "linear:segmented thickness=6 segments=10 trackGap=4 stopIndicator=true strokeCap=round sweepAngle=270")
        XCTAssertEqual(defaults, snippet("linear:segmented"))
        XCTAssertEqual(
            defaults.code(for: .webTypeScript),
            """
            import { LoaderKitProgressView } from '@loader-kit/web';

            const host = document.querySelector<HTMLElement>('#progress')!;
            host.style.height = '10px'; // the width comes from your layout

            const progress = new LoaderKitProgressView(host, {
              type: 'linear',
              variant: 'segmented',
            });
            progress.value = 0.4; // glides to every new value; null is indeterminate
            """)
        let flat = snippet("circular:flat")
        XCTAssertEqual(
            flat.code(for: .webTypeScript),
            """
            import { LoaderKitProgressView } from '@loader-kit/web';

            const host = document.querySelector<HTMLElement>('#progress')!;
            host.style.width = '48px';
            host.style.height = '48px';

            const progress = new LoaderKitProgressView(host);
            progress.value = 0.4; // glides to every new value; null is indeterminate
            """)
        XCTAssertEqual(
            snippet("circular indeterminate").code(for: .csharp),
            "using LoaderKit.WinUI;\n\nvar progress = new LoaderKitProgress();")
        XCTAssertEqual(
            snippet("circular indeterminate").code(for: .android),
            """
            val progress = LoaderKitProgressView(context)
            container.addView(
                progress,
                ViewGroup.LayoutParams(ViewGroup.LayoutParams.WRAP_CONTENT, ViewGroup.LayoutParams.WRAP_CONTENT),
            )
            """)
    }

    func testTheStateDecidesWhatIsWritten() {
        XCTAssertFalse(snippet("linear smooth=false buffer indeterminate").code(for: .react).contains("smooth"))
        XCTAssertFalse(snippet("linear buffer indeterminate").code(for: .react).contains("buffer"))
        XCTAssertTrue(snippet("linear buffer").code(for: .react).contains("buffer={0.6}"))
        XCTAssertFalse(
            snippet("linear size=64").code(for: .react).contains("size"), "linear takes its width from the layout")
        XCTAssertFalse(snippet("border size=64").code(for: .react).contains("size"), "a border wraps its content")
        XCTAssertTrue(snippet("bars size=64").code(for: .react).contains("size={64}"))
        XCTAssertEqual(snippet("linear:steps segments=4.4"), snippet("linear:steps"), "4.4 resolves to the default 4")
        XCTAssertTrue(
            snippet("linear:steps segments=6.6").code(for: .react).contains("segments={7}"), "the resolved count")
        var options = ProgressOptions(
            type: .circular, variant: .flat, color: ProgressColor(red: 1, green: 0, blue: 0, alpha: 0.3))
        let red = ProgressSnippet(
            design: ProgressDesign.number(5)!, options: options, indeterminate: false, smooth: true, buffer: false)
        XCTAssertTrue(red.code(for: .react).contains("color=\"#ff0000\""), "alpha is left out")
        options.type = .linear
        let switched = ProgressSnippet(
            design: ProgressDesign.number(24)!, options: options, indeterminate: false, smooth: true, buffer: false)
        XCTAssertTrue(switched.code(for: .react).contains("type=\"linear\""), "the options' type, the design's child")
        XCTAssertTrue(switched.code(for: .react).contains("aria-label=\"Stop\""))
        XCTAssertNotEqual(snippet("circular"), snippet("circular child=stop"))
        let bare = { (type: ProgressType) in ProgressDesign(number: 0, title: "", options: ProgressOptions(type: type))
        }
        XCTAssertEqual(
            ProgressSnippet(
                design: bare(.pie), options: ProgressOptions(type: .pie), indeterminate: true, smooth: true,
                buffer: false), snippet("pie indeterminate"))
        XCTAssertEqual(
            ProgressSnippet(
                design: bare(.linear), options: ProgressOptions(type: .linear), indeterminate: false,
                smooth: true, buffer: true), snippet("linear buffer"))
    }

    func testTheCodeEndsWithoutANewlineAndAllHasTwelveHeaders() {
        let s = snippet("24")
        for platform in SnippetPlatform.allCases {
            XCTAssertFalse(s.code(for: platform).hasSuffix("\n"), platform.rawValue)
        }
        let all = s.allPlatforms()
        XCTAssertEqual(
            all, SnippetPlatform.allCases.map { "// \($0.title)\n" + s.code(for: $0) }.joined(separator: "\n\n"))
        let io = CommandIO.capturing()
        XCTAssertEqual(LoaderStudioCommand.run(["snippet", "--progress", "24", "--platform", "all"], io: io), 0)
        XCTAssertEqual(io.output, all + "\n")
    }

    func testNumbersPrintAsThePlaygroundsDo() {
        typealias N = SnippetNumber
        let cases: [(Double, Int, String)] = [
            (1.005, 2, "1"), (0.125, 2, "0.13"), (2.5, 0, "3"), (-2.5, 0, "-3"), (12.25, 1, "12.3"),
            (0.35, 1, "0.3"), (1.45, 1, "1.4"), (23.25, 1, "23.3"), (9.995, 2, "9.99"),
            (0.0005, 3, "0.001"), (99.95, 1, "100"), (-0.04, 1, "0"),
        ]
        for (x, digits, expected) in cases {
            XCTAssertEqual(N.js(N.fixed(x, digits: digits)), expected, "\(x) to \(digits)")
        }
        XCTAssertEqual(N.kotlinDouble(16), "16.0")
        XCTAssertEqual(N.kotlinDouble(2.5), "2.5")
        XCTAssertEqual(
            SnippetColor(hex: "#7c3aed")!.uiColor, "UIColor(red: 0.486, green: 0.227, blue: 0.929, alpha: 1)")
        XCTAssertEqual(SnippetColor(hex: "#ff0080")!.swiftUIColor, "Color(red: 1, green: 0, blue: 0.502)")
    }

    func testTheCommandLine() {
        func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
            let io = CommandIO.capturing()
            let status = LoaderStudioCommand.run(["snippet", "--progress"] + arguments, io: io)
            return (status, io.output, io.errors)
        }
        let value = run(["linear", "--platform", "web", "--value", "0.5"])
        XCTAssertNotEqual(value.status, 0)
        XCTAssertTrue(value.errors.contains("--indeterminate"), value.errors)
        for bad in [
            ["0"], ["51"], ["linear", "--options", "thickness=thick"], ["linear", "--options", "smooth=maybe"],
            ["linear", "--options", "spin=1"], ["pie:wavy"],
        ] {
            let result = run(bad + ["--platform", "react"])
            XCTAssertNotEqual(result.status, 0, "\(bad)")
            XCTAssertEqual(result.errors.split(separator: "\n").count, 1, "\(bad): \(result.errors)")
        }
        XCTAssertTrue(run(["51", "--platform", "react"]).errors.contains("1 to 50"))
        XCTAssertEqual(run(["17", "--platform", "react"]).output, snippet("linear buffer").code(for: .react) + "\n")
        XCTAssertEqual(
            run(["17", "--platform", "react", "--options", "buffer=0"]).output,
            snippet("linear").code(for: .react) + "\n")
        XCTAssertEqual(
            run(["2", "--platform", "uikit"]).output, snippet("linear indeterminate").code(for: .uikit) + "\n")
        XCTAssertEqual(run(["27", "--platform", "vue"]).output, snippet("border child=button").code(for: .vue) + "\n")
        XCTAssertEqual(
            run(["linear:wavy", "--platform", "compose", "--options", "smooth=false,thickness=6", "--buffer"]).output,
            snippet("linear:wavy smooth=false thickness=6 buffer").code(for: .compose) + "\n")
        let usage = SnippetCommand.usage
        XCTAssertTrue(
            usage.contains("--indeterminate") && usage.contains("--buffer") && !usage.contains("--value"), usage)
    }
}
