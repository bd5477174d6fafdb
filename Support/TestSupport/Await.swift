import Foundation
import Glibc

/// Waiting for a condition with a deadline, instead of sleeping a fixed time and hoping it held.
public enum Await {
    /// Checks `condition` every `interval` seconds until it holds or `timeout` seconds pass;
    /// returns whether it held (it is checked once more at the deadline).
    @discardableResult
    public static func until(timeout: Double = 5, interval: Double = 0.002, _ condition: () throws -> Bool) rethrows
        -> Bool
    {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(timeout * 1e9)
        while true {
            if try condition() { return true }
            if DispatchTime.now().uptimeNanoseconds >= deadline { return try condition() }
            usleep(UInt32(interval * 1e6))  // the poll interval, not a wait for the condition
        }
    }

    /// Waits until `descriptor` is readable or `timeout` seconds pass; true when it is readable.
    public static func readable(_ descriptor: Int32, timeout: Double = 5) -> Bool {
        var p = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(timeout * 1e9)
        while true {
            let now = DispatchTime.now().uptimeNanoseconds
            let left = now >= deadline ? 0 : Int32((deadline - now) / 1_000_000)
            let ready = poll(&p, 1, left)
            if ready > 0 { return p.revents & Int16(POLLIN) != 0 }
            if ready == 0 || errno != EINTR { return false }
        }
    }
}
