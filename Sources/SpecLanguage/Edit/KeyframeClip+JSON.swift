import LoaderKitCore

// TEMPORARY until the helper's file lands.
extension KeyframeClip {
    public var json: String { "" }
    public init(parsing text: String) throws(SpecEditError) { throw SpecEditError(.notApplicable, "not built") }
    public static func copying(_ keys: KeyframeSelection.TrackKeys, from bytes: [UInt8]) throws(SpecEditError)
        -> KeyframeClip
    { throw SpecEditError(.notApplicable, "not built") }
}
