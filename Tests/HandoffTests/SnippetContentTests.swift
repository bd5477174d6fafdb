import Foundation
import Handoff
import LoaderKitCore
import XCTest

/// What the code holds: only what differs from the defaults, numbers as the playground writes them.
final class SnippetContentTests: XCTestCase {
    private func snippet(_ params: [String: Double] = [:], colors: [String] = [], speed: Double = 1, size: Double = 48)
        -> IndicatorSnippet
    {
        SnippetConfigurations.builtin("BallPulse", params: params, colors: colors, speed: speed, size: size)
    }

    func testParamsEqualToTheDefaultsAndASpeedOfOneAreLeftOut() {
        let code = snippet(["count": 3, "minScale": 0.3]).code(for: .webTypeScript)
        XCTAssertFalse(code.contains("params"))
        XCTAssertFalse(code.contains("speed"))
        XCTAssertTrue(
            snippet(speed: 1.0004).code(for: .uikit).contains("loader.speed = 1\n"),
            "1.0004 is not 1, so it is written, rounded to 1 (as the playground does)")
    }

    func testOnlyTheChangedParamsAreWrittenInDeclaredOrder() {
        let code = snippet(["count": 5, "minScale": 0.3]).code(for: .webTypeScript)
        XCTAssertTrue(code.contains("params: { count: 5 },"), code)
        let both = snippet(["minScale": 0.5, "count": 4]).code(for: .uikit)
        XCTAssertTrue(both.contains(##"loader.params = ["count": 4, "minScale": 0.5]"##), both)
    }

    func testNumbersAreRoundedToThreeDecimalsAndOnlyKotlinDoublesHaveADecimalPoint() {
        let s = snippet(["count": 5], speed: 2, size: 40)
        XCTAssertTrue(s.code(for: .android).contains(##"mapOf("count" to 5.0)"##))
        XCTAssertTrue(s.code(for: .android).contains("speed = 2.0"))
        XCTAssertTrue(s.code(for: .compose).contains("speed = 2.0,"))
        XCTAssertTrue(s.code(for: .swiftui).contains(".speed(2)"))
        XCTAssertTrue(s.code(for: .swiftui).contains(".frame(width: 40, height: 40)"))
        XCTAssertTrue(s.code(for: .csharp).contains("Speed = 2,"))
        XCTAssertTrue(s.code(for: .reactNative).contains("speed={2}"))
        let rounded = snippet(["minScale": 0.123456], speed: 1.23456)
        XCTAssertTrue(
            rounded.code(for: .web).contains(##"params='{"minScale":0.123456}'"##), "the element's JSON keeps the value"
        )
        XCTAssertTrue(rounded.code(for: .webTypeScript).contains("params: { minScale: 0.123 },"))
        XCTAssertTrue(rounded.code(for: .web).contains(##"speed="1.235""##))
        XCTAssertTrue(rounded.code(for: .uikit).contains("loader.speed = 1.235"))
    }

    func testOneColourOrAList() {
        let one = snippet(colors: ["#7C3AED"])
        XCTAssertTrue(one.code(for: .web).contains(##"color="#7c3aed""##))
        XCTAssertTrue(one.code(for: .compose).contains("color = Color(0xFF7C3AED),"))
        XCTAssertTrue(one.code(for: .csharp).contains("Color = ColorHelper.FromArgb(255, 124, 58, 237),"))
        XCTAssertTrue(one.code(for: .xaml).contains(##"Color="#7C3AED""##))
        XCTAssertTrue(
            one.code(for: .uikit).contains("loader.color = UIColor(red: 0.486, green: 0.227, blue: 0.929, alpha: 1)"))
        let list = snippet(colors: ["#7C3AED", "#10B981"])
        XCTAssertTrue(list.code(for: .web).contains(##"colors="#7c3aed, #10b981""##))
        XCTAssertTrue(
            list.code(for: .android).contains(
                ##"colors = intArrayOf(Color.parseColor("#7C3AED"), Color.parseColor("#10B981"))"##))
        XCTAssertTrue(
            list.code(for: .xaml).contains("<!-- Params and Colors are set from code, see WinUI (C#). -->"),
            "XAML sets a list from code only")
        XCTAssertFalse(snippet().code(for: .webTypeScript).contains("color"), "no colour: the platform's text colour")
    }

    func testACustomSpecIsGivenFromItsFileOnEveryPlatform() {
        let code = SnippetConfigurations.custom()
        for platform in SnippetPlatform.allCases {
            XCTAssertTrue(code.code(for: platform).contains("first-params"), "\(platform) names the file")
            XCTAssertFalse(code.code(for: platform).contains("BallPulse"))
        }
        XCTAssertTrue(code.code(for: .web).contains(##"spec='{"$schema":"##))
        XCTAssertTrue(code.code(for: .swiftui).contains("LoaderKitIndicator(spec: spec, params: [\"count\": 4])"))
    }

    func testNamesAndStringsAreEscaped() {
        let json = IndicatorSpec.builtinJSON(named: "BallPulse")!
            .replacingOccurrences(of: #""name":"BallPulse""#, with: #""name":"It's""#)
            .replacingOccurrences(of: #""params":{"#, with: #""params":{"my-size":1,"#)
        let spec = try! IndicatorSpec(json: json)
        let s = IndicatorSnippet(source: .file(name: "a\"b$c.json", json: json), spec: spec, params: ["my-size": 2])
        XCTAssertTrue(s.code(for: .webTypeScript).contains("params: { 'my-size': 2 },"))
        XCTAssertTrue(s.code(for: .web).contains("It&#39;s"))
        XCTAssertTrue(s.code(for: .android).contains(##""a\"b\$c.json""##))
        XCTAssertTrue(s.code(for: .csharp).contains(##""a\"b$c.json""##))
        let odd = IndicatorSnippet(source: .builtin("a\\b'c\u{1}"), spec: spec, params: [:])
        XCTAssertTrue(
            odd.code(for: .webTypeScript).contains(#"indicator: 'a\\b\'c\u0001',"#), odd.code(for: .webTypeScript))
        XCTAssertTrue(
            odd.code(for: .uikit).contains(#"LoaderKitView(indicator: "a\\b'c\u{1}")"#), odd.code(for: .uikit))
    }
}
