/// The frames of an export: the spec times of a cycle's frames and the file names of a PNG
/// sequence, one rule for the studio and `render`.
public enum FrameSequence {
    /// The file of frame `index` of the sequence `path` names: `x.png` → `x-0000.png`,
    /// `x-0001.png`, … (4 digits at least).
    public static func path(_ path: String, index: Int) -> String {
        let stem = path.hasSuffix(".png") ? String(path.dropLast(4)) : path
        return stem + "-" + String(repeating: "0", count: max(0, 4 - String(index).count)) + String(index) + ".png"
    }
}
