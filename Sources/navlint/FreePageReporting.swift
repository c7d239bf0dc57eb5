import Foundation

/// Whether this machine is a virtual machine that hands its free memory back
/// to the host: a virtio balloon that offers free page reporting. Such a
/// balloon reports each free block of 2 MB or more (`page_reporting_order`,
/// 9 by default), the host drops what backed it, and touching the block again
/// makes the host back it anew. `MallocTuning` asks for no huge pages there.
enum FreePageReporting {
    /// virtio's device ID of a memory balloon.
    static let balloonDeviceID = 5
    /// `VIRTIO_BALLOON_F_REPORTING`: the balloon reports free pages.
    static let reportingFeatureBit = 5
    private static let devices = "/sys/bus/virtio/devices"

    /// Whether a balloon on this machine reports free pages (read from sysfs).
    static func active() -> Bool {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: devices) else { return false }
        return names.contains { name in
            let folder = devices + "/" + name
            guard let device = try? String(contentsOfFile: folder + "/device", encoding: .utf8),
                  let features = try? String(contentsOfFile: folder + "/features", encoding: .utf8) else { return false }
            return reports(device: device, features: features)
        }
    }

    /// Whether a virtio device's sysfs `device` (`0x0005`) and `features` (one
    /// `0` or `1` per feature bit, bit 0 first) name a balloon that reports.
    static func reports(device: String, features: String) -> Bool {
        let id = device.trimmingCharacters(in: .whitespacesAndNewlines)
        guard id.hasPrefix("0x"), Int(id.dropFirst(2), radix: 16) == balloonDeviceID else { return false }
        let bits = Array(features.utf8)
        return bits.count > reportingFeatureBit && bits[reportingFeatureBit] == UInt8(ascii: "1")
    }
}
