import Foundation

/// Turns the values a host sets into the displayed `ProgressState`: value and buffer glides,
/// the wave-amplitude spring (flat near 0 % and 100 %), ambient time and indeterminate time.
/// Hosts call `step` once per frame with the frame's duration.
///
/// A value is any number but NaN: ±∞ clamp like the rest (+∞ to 1, −∞ to 0). nil and NaN are
/// no value: indeterminate for the value, no buffer (0) for the buffer.
public final class ProgressAnimator {
    /// Stiffness of the critically damped wave spring (ω = √120 per second).
    public static let waveStiffness = 120.0

    public private(set) var glide: ProgressGlide
    public private(set) var bufferGlide: ProgressGlide
    /// True while there is no value.
    public private(set) var indeterminate: Bool
    /// Wave amplitude factor (0…1.2) and its velocity, per second.
    public private(set) var wave: Double
    public private(set) var waveVelocity = 0.0
    /// Seconds of ambient motion (does not advance under reduced motion).
    public private(set) var time = 0.0
    /// Seconds of indeterminate animation, scaled by the speed.
    public private(set) var indeterminateTime = 0.0

    /// `value` nil or NaN starts indeterminate; `buffer` nil or NaN means no buffer.
    public init(value: Double? = nil, buffer: Double? = nil) {
        let v = Self.clamped(value)
        indeterminate = v == nil
        glide = ProgressGlide(v ?? 0)
        bufferGlide = ProgressGlide(Self.clamped(buffer) ?? 0)
        wave = 0
        wave = waveTarget
    }

    /// What the geometry draws now.
    public var state: ProgressState {
        ProgressState(
            indeterminate: indeterminate, value: indeterminate ? 0 : glide.value, buffer: bufferGlide.value,
            wave: wave, time: time, indeterminateTime: indeterminateTime)
    }

    /// The real (not displayed) value, nil while indeterminate.
    public var target: Double? { indeterminate ? nil : glide.target }

    /// Whether another frame would change the state apart from the clocks.
    public var moving: Bool {
        glide.active || bufferGlide.active || wave != waveTarget || waveVelocity != 0
    }

    /// 1 while indeterminate or while the real value is strictly between 0.1 and 0.95, else 0.
    public var waveTarget: Double {
        indeterminate || (glide.target > 0.1 && glide.target < 0.95) ? 1 : 0
    }

    /// Sets the value at clock `now` (seconds); nil or NaN means indeterminate. Hosts pass
    /// `smooth && !reduceMotion`.
    public func setValue(_ value: Double?, now: Double, smooth: Bool = true) {
        guard let target = Self.clamped(value) else {
            if !indeterminate { glide.jump(0) }
            indeterminate = true
            return
        }
        if indeterminate {
            indeterminate = false
            glide.jump(0)
            glide.lastAt = nil
        }
        if target == glide.target && (glide.active || glide.value == target) { return }
        glide.move(to: target, now: now, smooth: smooth)
    }

    /// Sets the buffer at clock `now` (seconds); nil or NaN means none (0).
    public func setBuffer(_ buffer: Double?, now: Double, smooth: Bool = true) {
        let target = Self.clamped(buffer) ?? 0
        if target == bufferGlide.target && (bufferGlide.active || bufferGlide.value == target) { return }
        bufferGlide.move(to: target, now: now, smooth: smooth)
    }

    /// Advances by `dt` seconds (ignored unless finite and > 0). `speed` scales only the
    /// indeterminate time (≤ 0 or non-finite pauses it); reduced motion jumps the glides,
    /// freezes `time`, halves the indeterminate speed and sets the wave to its target.
    public func step(_ dt: Double, speed: Double = 1, reduceMotion: Bool = false) {
        guard dt > 0, dt.isFinite else { return }
        if reduceMotion {
            glide.jump(glide.target)
            bufferGlide.jump(bufferGlide.target)
        } else {
            if !indeterminate { glide.step(dt) }
            bufferGlide.step(dt)
            time += dt
        }
        if speed.isFinite && speed > 0 {
            indeterminateTime += dt * speed * (reduceMotion ? 0.5 : 1)
        }
        let target = waveTarget
        if reduceMotion {
            wave = target
            waveVelocity = 0
            return
        }
        let omega = Self.waveStiffness.squareRoot()
        let x = wave - target
        let decay = exp(-omega * dt)
        let drift = (waveVelocity + omega * x) * dt
        waveVelocity = (waveVelocity - omega * drift) * decay
        wave = min(1.2, max(0, target + (x + drift) * decay))
        if abs(wave - target) < 1e-4 && abs(waveVelocity) < 1e-3 {
            wave = target
            waveVelocity = 0
        }
    }

    /// `x` clamped to 0…1 (±∞ included), or nil when it is no value (nil or NaN).
    private static func clamped(_ x: Double?) -> Double? {
        guard let x, !x.isNaN else { return nil }
        return min(1, max(0, x))
    }
}
