/// The pixels of a pixmap while a render holds them: a base pointer, width and height.
struct PixelTarget {
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int
    let height: Int
}
