extension ProgressGeometryInput {
    mutating func border() {}
    mutating func bars() {}
    mutating func grid() {}
    mutating func battery() {}
    mutating func hourglass() {}
}
