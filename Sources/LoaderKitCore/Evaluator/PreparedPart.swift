import Foundation

extension IndicatorEvaluator {
    /// An element's place from the layout: centre and size in box units, rotation in radians.
    public struct Geometry: Sendable, Hashable {
        public var cx: Double
        public var cy: Double
        public var width: Double
        public var height: Double
        public var rotate: Double

        public init(cx: Double, cy: Double, width: Double, height: Double, rotate: Double) {
            self.cx = cx
            self.cy = cy
            self.width = width
            self.height = height
            self.rotate = rotate
        }
    }

    /// A shape with its defaults filled in and its params resolved (nothing clamped).
    public enum Shape: Sendable, Hashable {
        case circle(startAngle: Double, sweep: Double)
        case rect(cornerRadius: Double)
        case ring(strokeWidth: Double, startAngle: Double, sweep: Double, segments: Int)
        case triangle
        case line
    }

    /// One part, prepared: its elements, shape, clocks and tracks.
    public final class PreparedPart: Sendable {
        /// The elements' layout geometry, in index order within the part.
        public let elements: [Geometry]
        public let shape: Shape
        /// The part's cycle in seconds (group tracks run on it).
        public let duration: Double
        /// Global index of the part's first element.
        public let firstIndex: Int
        /// Start offset of each element, in seconds.
        public let offsets: [Double]
        /// Cycle of each element, in seconds.
        public let elementDurations: [Double]
        let rest: PropertyValues
        let tracks: TrackTable
        let groupTracks: TrackTable

        init(_ part: Part, count: Int, firstIndex: Int, duration: Double, params: [String: Double])
            throws(IndicatorSpecError)
        {
            elements = try part.layout.geometry(count: count, params)
            shape = try part.shape.resolved(params)
            self.duration = duration
            self.firstIndex = firstIndex
            offsets = (0..<count).map { part.stagger?.offset(ofElement: $0) ?? 0 }
            elementDurations = (0..<count).map { part.durations?[$0] ?? duration }
            var rest = PropertyValues()
            for (property, value) in part.rest { rest[property] = try value.resolved(params) }
            self.rest = rest
            tracks = try TrackTable(part.tracks, params: params)
            groupTracks = try TrackTable(part.groupTracks, params: params)
        }

        /// Writes this part's element states at time `t` into `out` at their global indices.
        func write(at t: Double, partIndex: Int, into out: UnsafeMutableBufferPointer<ElementState>) {
            var group = PropertyValues()
            if t >= 0 && !groupTracks.isEmpty {
                groupTracks.apply(at: PreparedPart.phase(t, duration), to: &group)
            }
            let groupScaleX = group.scale * group.scaleX
            let groupScaleY = group.scale * group.scaleY
            elements.withUnsafeBufferPointer { elements in
                offsets.withUnsafeBufferPointer { offsets in
                    elementDurations.withUnsafeBufferPointer { durations in
                        for i in 0..<elements.count {
                            var v = rest
                            let local = t - offsets[i]
                            if local >= 0 { tracks.apply(at: PreparedPart.phase(local, durations[i]), to: &v) }
                            let g = elements[i]
                            out[firstIndex + i] = ElementState(
                                index: firstIndex + i, part: partIndex, cx: g.cx, cy: g.cy, width: g.width,
                                height: g.height,
                                scaleX: v.scale * v.scaleX, scaleY: v.scale * v.scaleY,
                                opacity: v.opacity * group.opacity,
                                rotate: g.rotate + v.rotate, rotateX: v.rotateX, rotateY: v.rotateY,
                                translateX: v.translateX, translateY: v.translateY, strokeStart: v.strokeStart,
                                strokeEnd: v.strokeEnd, groupScaleX: groupScaleX, groupScaleY: groupScaleY,
                                groupRotate: group.rotate, groupTranslateX: group.translateX,
                                groupTranslateY: group.translateY)
                        }
                    }
                }
            }
        }

        /// `(time mod cycle) / cycle` with JavaScript's `%` (fmod), skipping the call in the
        /// first cycle where it is the identity.
        @inline(__always)
        static func phase(_ time: Double, _ cycle: Double) -> Double {
            (time < cycle ? time : fmod(time, cycle)) / cycle
        }
    }
}
