/// The columns of a kept mask's row that the blender visits: `head..<end` holds every covered
/// pixel; `head..<start` (at most three) are blended one by one, `start..<end` four at a time, and
/// `insideStart..<insideEnd` within it (both a multiple of four from `start`) is the first stretch
/// of whole steps of four fully covered pixels.
struct MaskRow {
    var head: UInt16 = 0
    var start: UInt16 = 0
    var insideStart: UInt16 = 0
    var insideEnd: UInt16 = 0
    var end: UInt16 = 0

    init() {}

    /// The row whose covered pixels lie in `first..<last` of a row of `width` coverage factors
    /// (`c | c << 16`): widened to whole steps of four where the width allows (the extra pixels
    /// have coverage 0, which the blender leaves as they are), else with a head of up to three
    /// pixels, and its first stretch of fully covered steps found.
    init(start first: Int, end last: Int, width: Int, coverage: UnsafePointer<UInt32>) {
        var head = first, start = first, end = last
        let padded = (last - first + 3) & ~3
        if padded <= width {
            head = min(first, width - padded)
            start = head
            end = head + padded
        } else {
            start = first + (last - first) & 3
        }
        var x = start
        while x < end, !Self.fullStep(coverage + x) { x += 4 }
        var inside = x
        while x < end, Self.fullStep(coverage + x) { x += 4 }
        var insideEnd = x
        if inside == insideEnd { inside = start; insideEnd = start }
        self.head = UInt16(head)
        self.start = UInt16(start)
        self.insideStart = UInt16(inside)
        self.insideEnd = UInt16(insideEnd)
        self.end = UInt16(end)
    }

    private static func fullStep(_ p: UnsafePointer<UInt32>) -> Bool {
        p[0] == 0x00FF_00FF && p[1] == 0x00FF_00FF && p[2] == 0x00FF_00FF && p[3] == 0x00FF_00FF
    }
}
