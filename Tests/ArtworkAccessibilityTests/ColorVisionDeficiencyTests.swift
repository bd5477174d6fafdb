import ArtworkAccessibility
import Graphics
import Render
import XCTest

final class ColorVisionDeficiencyTests: XCTestCase {
    /// Machado, Oliveira and Fernandes (2009), severity 1.0, as published on the paper's
    /// supplementary page (and reproduced in colorspacious and prismatic), typed in here.
    func testMachadoMatrices() {
        let published: [ColorVisionDeficiency: [Double]] = [
            .protanopia: [
                0.152286, 1.052583, -0.204868,
                0.114503, 0.786281, 0.099216,
                -0.003882, -0.048116, 1.051998,
            ],
            .deuteranopia: [
                0.367322, 0.860646, -0.227968,
                0.280085, 0.672501, 0.047413,
                -0.011820, 0.042940, 0.968881,
            ],
            .tritanopia: [
                1.255528, -0.076749, -0.178779,
                -0.078411, 0.930809, 0.147602,
                0.004733, 0.691367, 0.303900,
            ],
            .achromatopsia: [
                0.2126, 0.7152, 0.0722,
                0.2126, 0.7152, 0.0722,
                0.2126, 0.7152, 0.0722,
            ],
        ]
        for deficiency in ColorVisionDeficiency.allCases {
            let matrix = deficiency.matrix
            let expected = published[deficiency]!
            XCTAssertEqual(matrix.count, 9)
            for i in 0..<9 {
                XCTAssertEqual(matrix[i], expected[i], accuracy: 1e-6, "\(deficiency) [\(i)]")
            }
            for row in 0..<3 {
                XCTAssertEqual(matrix[3 * row] + matrix[3 * row + 1] + matrix[3 * row + 2], 1, accuracy: 2e-6)
            }
        }
    }

    func testRawValuesAndCodable() throws {
        XCTAssertEqual(
            ColorVisionDeficiency.allCases.map(\.rawValue),
            ["protanopia", "deuteranopia", "tritanopia", "achromatopsia"])
        let data = try JSONEncoder().encode([ColorVisionDeficiency.tritanopia])
        XCTAssertEqual(try JSONDecoder().decode([ColorVisionDeficiency].self, from: data), [.tritanopia])
    }

    func testGreysStayGrey() {
        for deficiency in ColorVisionDeficiency.allCases {
            for v in 0...255 {
                let grey = Color(red8: UInt8(v), green8: UInt8(v), blue8: UInt8(v))
                let seen = deficiency.simulate(grey).rgba8
                for channel in [seen.red, seen.green, seen.blue] {
                    XCTAssertLessThanOrEqual(abs(Int(channel) - v), 1, "\(deficiency) grey \(v)")
                }
            }
        }
    }

    func testRedIsDarkerUnderProtanopia() {
        let red = Color(red8: 255, green8: 0, blue8: 0)
        let seen = ColorVisionDeficiency.protanopia.simulate(red)
        XCTAssertLessThan(ContrastMath.relativeLuminance(seen), ContrastMath.relativeLuminance(red) * 0.7)
        XCTAssertLessThan(LabColor(seen).L, LabColor(red).L - 10)
    }

    func testAchromatopsiaGivesTheGreyOfTheLuminance() {
        let colour = Color(hex: "#6d28d9")!
        let seen = ColorVisionDeficiency.achromatopsia.simulate(colour)
        XCTAssertEqual(seen.red, seen.green, accuracy: 1e-12)
        XCTAssertEqual(seen.green, seen.blue, accuracy: 1e-12)
        XCTAssertEqual(ContrastMath.relativeLuminance(seen), ContrastMath.relativeLuminance(colour), accuracy: 0.005)
    }

    func testSimulateKeepsAlpha() {
        let colour = Color(red: 0.8, green: 0.2, blue: 0.1, alpha: 0.37)
        for deficiency in ColorVisionDeficiency.allCases {
            XCTAssertEqual(deficiency.simulate(colour).alpha, 0.37)
        }
    }

    func testPixmapEqualsPerColourSimulation() {
        var random = ColorTestRandom(seed: 0xD1C4_0A11)
        let width = 211, height = 97
        var pixmap = Pixmap(width: width, height: height)!
        var straight: [Color] = []
        for i in 0..<(width * height) {
            let alpha8: UInt8
            switch i % 7 {
            case 0: alpha8 = 0
            case 1: alpha8 = random.byte()
            default: alpha8 = 255
            }
            let colour = Color(red8: random.byte(), green8: random.byte(), blue8: random.byte(), alpha8: alpha8)
            // A run of equal pixels now and then, for the one-pixel memo; and now and then a
            // transparent pixel with stray colour bits, which must be left as it is too.
            var pixel = i % 11 == 3 && i > 0 ? pixmap.pixels[i - 1] : colour.premultiplied.pixel
            if i % 14 == 7 { pixel = UInt32(random.byte()) << 16 | UInt32(random.byte()) << 8 | 0x40 }
            pixmap.pixels[i] = pixel
            straight.append(PremultipliedColor(pixel: pixel).straight)
        }
        for deficiency in ColorVisionDeficiency.allCases {
            var simulated = pixmap
            deficiency.simulate(&simulated)
            for i in 0..<(width * height) {
                let before = PremultipliedColor(pixel: pixmap.pixels[i])
                let after = PremultipliedColor(pixel: simulated.pixels[i])
                XCTAssertEqual(after.alpha, before.alpha, "\(deficiency) pixel \(i)")
                if before.alpha == 0 {
                    XCTAssertEqual(simulated.pixels[i], pixmap.pixels[i], "\(deficiency) transparent pixel \(i)")
                    continue
                }
                let expected = deficiency.simulate(straight[i]).premultiplied
                for (got, want) in [
                    (after.red, expected.red), (after.green, expected.green), (after.blue, expected.blue),
                ] {
                    XCTAssertLessThanOrEqual(abs(Int(got) - Int(want)), 1, "\(deficiency) pixel \(i)")
                }
            }
        }
    }

    func testEveryOpaqueChannelCombinationOfAGridIsWithinOneStep() {
        var pixmap = Pixmap(width: 52, height: 52 * 52)!
        var colours: [Color] = []
        for r in stride(from: 0, through: 255, by: 5) {
            for g in stride(from: 0, through: 255, by: 5) {
                for b in stride(from: 0, through: 255, by: 5) {
                    colours.append(Color(red8: UInt8(r), green8: UInt8(g), blue8: UInt8(b)))
                }
            }
        }
        XCTAssertEqual(colours.count, pixmap.pixels.count)
        for (i, colour) in colours.enumerated() { pixmap.pixels[i] = colour.premultiplied.pixel }
        for deficiency in ColorVisionDeficiency.allCases {
            var simulated = pixmap
            deficiency.simulate(&simulated)
            var worst = 0
            for (i, colour) in colours.enumerated() {
                let want = deficiency.simulate(colour).rgba8
                let got = PremultipliedColor(pixel: simulated.pixels[i])
                worst = max(
                    worst, abs(Int(got.red) - Int(want.red)), abs(Int(got.green) - Int(want.green)),
                    abs(Int(got.blue) - Int(want.blue)))
            }
            XCTAssertLessThanOrEqual(worst, 1, "\(deficiency)")
        }
    }
}
