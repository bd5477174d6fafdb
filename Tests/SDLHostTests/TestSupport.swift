import Graphics
import SDLHost

/// A framebuffer for host tests: remembers its size, keeps opaque black pixels and counts the
/// renders it is asked for.
@MainActor
final class CountingFramebuffer: Framebuffer {
    private(set) var width = 1, height = 1
    private var pixels: [UInt32] = [0]
    private(set) var renders = 0

    func resize(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = [UInt32](repeating: 0xFF00_0000, count: width * height)
    }

    func render(_ list: DisplayList, dirty: [IntRect]) { renders += 1 }

    func withPixels(_ body: (UnsafeBufferPointer<UInt32>) -> Void) { pixels.withUnsafeBufferPointer(body) }
}
