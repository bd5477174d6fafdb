extension ProgressGeometryInput {
    mutating func pie() {}
    mutating func gauge() {}
    mutating func liquid() {}
    mutating func border() {}
    mutating func bars() {}
    mutating func grid() {}
    mutating func battery() {}
    mutating func hourglass() {}
}
