@testable import SDLHost
import XCTest

/// The UI scale's order: `--scale` > the setting > GDK_SCALE × GDK_DPI_SCALE > Xft.dpi / 96 >
/// the platform's ratio > 1.
final class DisplayScaleTests: XCTestCase {
    typealias Row = (
        name: String, flag: Double?, setting: Double?, environment: [String: String], resources: String?,
        ratio: Double?, expected: Double, source: DisplayScale.Source
    )

    func testTheFirstGivenSourceWins() {
        let retina = "Xft.dpi:\t192\nXft.antialias:\t1\n"
        let rows: [Row] = [
            ("nothing", nil, nil, [:], nil, nil, 1, .standard),
            ("nothing, no platform scaling", nil, nil, [:], nil, 1, 1, .standard),
            ("flag over everything", 1.5, 3, ["GDK_SCALE": "2"], retina, 2, 1.5, .flag),
            ("flag 1 over a 2x desktop", 1, nil, ["GDK_SCALE": "2"], retina, 2, 1, .flag),
            ("setting over the desktop", nil, 1.25, ["GDK_SCALE": "3"], retina, 2, 1.25, .setting),
            ("GDK_SCALE over Xft.dpi", nil, nil, ["GDK_SCALE": "3"], retina, nil, 3, .environment),
            (
                "GDK_SCALE times GDK_DPI_SCALE", nil, nil, ["GDK_SCALE": "2", "GDK_DPI_SCALE": "0.75"], retina, nil,
                1.5, .environment
            ),
            (
                "GDK_DPI_SCALE multiplies Xft.dpi", nil, nil, ["GDK_DPI_SCALE": "1.5"], "Xft.dpi: 96", nil, 1.5,
                .environment
            ),
            ("GDK_DPI_SCALE alone", nil, nil, ["GDK_DPI_SCALE": "1.25"], nil, nil, 1.25, .environment),
            ("Xft.dpi 192", nil, nil, [:], retina, nil, 2, .xftDPI),
            ("Xft.dpi 144", nil, nil, [:], "Xft.dpi: 144", nil, 1.5, .xftDPI),
            ("Xft.dpi 120 over the platform", nil, nil, [:], "Xft.dpi:120", 2, 1.25, .xftDPI),
            ("Xft.dpi 110 rounds to a quarter", nil, nil, [:], "Xft.dpi: 110", nil, 1.25, .xftDPI),
            ("Xft.dpi 72 is at least 1", nil, nil, [:], "Xft.dpi: 72", nil, 1, .xftDPI),
            ("Xft.dpi 960 is at most 4", nil, nil, [:], "Xft.dpi: 960", nil, 4, .xftDPI),
            ("platform ratio (Wayland)", nil, nil, [:], nil, 2, 2, .platform),
            ("fractional platform ratio", nil, nil, [:], "Xft.antialias: 1", 1.5, 1.5, .platform),
            ("bad GDK_SCALE is ignored", nil, nil, ["GDK_SCALE": "1.5"], retina, nil, 2, .xftDPI),
            ("zero GDK_SCALE is ignored", nil, nil, ["GDK_SCALE": "0"], nil, nil, 1, .standard),
            ("bad GDK_DPI_SCALE is ignored", nil, nil, ["GDK_DPI_SCALE": "big"], retina, nil, 2, .xftDPI),
            ("bad Xft.dpi is ignored", nil, nil, [:], "Xft.dpi: lots", 2, 2, .platform),
            ("out-of-range setting is ignored", nil, 9, [:], retina, nil, 2, .xftDPI),
        ]
        for row in rows {
            let preferences = DisplayScale.Preferences(
                flag: row.flag, setting: row.setting, environment: row.environment,
                xResources: row.resources)
            let scale = preferences.resolve(platformRatio: row.ratio)
            XCTAssertEqual(scale.value, row.expected, row.name)
            XCTAssertEqual(scale.source, row.source, row.name)
        }
    }

    func testTheExplicitScaleIsNilOnlyWhenThePlatformDecides() {
        XCTAssertNil(DisplayScale.Preferences().explicit)
        XCTAssertEqual(DisplayScale.Preferences(flag: 2).explicit, DisplayScale(2, source: .flag))
        XCTAssertEqual(DisplayScale.Preferences(xftDPI: 144).explicit?.value, 1.5)
    }

    func testXftDPIIsReadFromTheResourceDatabaseText() {
        XCTAssertEqual(DisplayScale.xftDPI(inResources: "Xft.antialias:\t1\nXft.dpi:\t192\nXft.hinting:\t1\n"), 192)
        XCTAssertEqual(DisplayScale.xftDPI(inResources: "  Xft.dpi :  144.5  "), 144.5)
        XCTAssertNil(DisplayScale.xftDPI(inResources: "Xft.dpiX: 192\n*.dpi: 192"))
        XCTAssertNil(DisplayScale.xftDPI(inResources: "Xft.dpi: -96"))
        XCTAssertNil(DisplayScale.xftDPI(inResources: ""))
    }

    /// The smallest window (800×600 points) on a 1920×1080 screen: scale 2 would be 1600×1200
    /// pixels, so the window takes the largest quarter that fits (1.75); a scale that fits stays.
    func testAScaleTooLargeForTheScreenFallsToTheLargestQuarterThatFits() {
        let minimum = (width: 800, height: 600)
        XCTAssertEqual(DisplayScale.fitting(2, minimum: minimum, usable: (1920, 1080)), 1.75)
        XCTAssertEqual(DisplayScale.fitting(3, minimum: minimum, usable: (2560, 1600)), 2.5)
        XCTAssertEqual(DisplayScale.fitting(4, minimum: minimum, usable: (1280, 960)), 1.5)
        XCTAssertNil(DisplayScale.fitting(2, minimum: minimum, usable: (2560, 1600)), "1600×1200 fits")
        XCTAssertNil(DisplayScale.fitting(1.75, minimum: minimum, usable: (1920, 1080)), "1400×1050 fits")
        XCTAssertEqual(DisplayScale.fitting(2, minimum: minimum, usable: (640, 480)), 1, "never below 1")
        XCTAssertNil(DisplayScale.fitting(1, minimum: minimum, usable: (640, 480)), "nothing smaller to take")
        XCTAssertNil(DisplayScale.fitting(2, minimum: minimum, usable: (0, 0)))
        let lowered = HostWindow.ScaleLowered(asked: 2, fitted: 1.75, minimum: (800, 600), usable: (1920, 1080))
        XCTAssertEqual([lowered.asked, lowered.fitted], [2, 1.75])
        XCTAssertEqual(
            [lowered.windowWidth, lowered.windowHeight], [1600, 1200], "the smallest window at the asked scale")
        XCTAssertEqual([lowered.screenWidth, lowered.screenHeight], [1920, 1080])
    }
}
