import XCTest
@testable import SpecLanguage
final class PlaceholderTests: XCTestCase {}
