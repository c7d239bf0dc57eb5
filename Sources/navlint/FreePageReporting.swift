import Foundation

/// Whether this machine is a virtual machine that hands its free memory back
/// to the host: a virtio balloon that offers free page reporting. Such a
/// balloon reports each free block of 2 MB or more (`page_reporting_order`,
/// 9 by default), the host drops what backed it, and touching the block again
/// makes the host back it anew. `MallocTuning` asks for no huge pages there.
enum FreePageReporting {
    /// `VIRTIO_BALLOON_F_REPORTING`: the balloon reports free pages.
    static let reportingFeatureBit = 5
    /// The balloon driver's folder: a link to each device it drives (`virtio0`).
    private static let driver = "/sys/bus/virtio/drivers/virtio_balloon"

    /// Whether a balloon on this machine reports free pages, read from sysfs at
    /// start: the driver's folder and one file per balloon, not two files for
    /// every virtio device.
    static func active() -> Bool {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: driver) else { return false }
        return names.contains { name in
            guard name.hasPrefix("virtio"),
                  let features = try? String(contentsOfFile: driver + "/" + name + "/features", encoding: .utf8)
            else { return false }
            return reportsFreePages(features: features)
        }
    }

    /// Whether a virtio device's sysfs `features` (one `0` or `1` per feature
    /// bit, bit 0 first) has the reporting bit set.
    static func reportsFreePages(features: String) -> Bool {
        let bits = Array(features.utf8)
        return bits.count > reportingFeatureBit && bits[reportingFeatureBit] == UInt8(ascii: "1")
    }
}
