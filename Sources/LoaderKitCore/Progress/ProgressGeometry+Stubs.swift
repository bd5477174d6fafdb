extension ProgressGeometryInput {
    mutating func border() {}
}
