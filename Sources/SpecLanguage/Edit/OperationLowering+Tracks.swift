import LoaderKitCore

extension OperationLowering {
    /// A track of `property` in the part's `tracks` (or `groupTracks`), keyTimes [0, 1] and its
    /// rest value twice: the part's `rest` value for an element track, else the property's
    /// identity (1 for scales, opacity and strokeEnd, 0 otherwise).
    func addTrack(_ part: JSONPath, group: Bool, property: String) throws(SpecEditError) -> [SpecEdit] {
        let partNode = try object(at: part, "part")
        guard let known = Property(rawValue: property) else {
            let names = Property.allCases.map(\.rawValue).joined(separator: ", ")
            throw SpecEditError(.notApplicable, "\"\(property)\" is not a track property (\(names))")
        }
        if group, !Property.groupProperties.contains(known) {
            let names = Property.groupProperties.map(\.rawValue).joined(separator: ", ")
            throw SpecEditError(.notApplicable, "\"\(property)\" is not a group track property (\(names))")
        }
        var rest = SpecNumberText.format(known.restValue)
        if !group, let restObject = tree.value(named: "rest", in: partNode), tree[restObject].kind == .object,
            let value = tree.value(named: property, in: restObject)
        {
            rest = text(value)
        }
        let track =
            "{\"property\": \(EditLowering.quote(property)), \"keyTimes\": [0, 1], \"values\": [\(rest), \(rest)]}"
        let key = group ? "groupTracks" : "tracks"
        let listPath = part.appending(key: key)
        if let list = tree.value(named: key, in: partNode), tree[list].kind == .array {
            return [.insert(listPath.appending(index: tree.children(of: list).count), json: track)]
        }
        return [.set(listPath, json: "[" + track + "]")]
    }
}
