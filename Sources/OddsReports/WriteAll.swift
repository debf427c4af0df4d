#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes all of `bytes` to the open file descriptor `fd`, retrying short writes and writes a
/// signal interrupted (`EINTR`).
///
/// - Returns: 0 when every byte was written, otherwise the `errno` of the failed write (`EIO` if
///   the system wrote nothing without saying why), for `strerror`.
public func writeAll(_ bytes: [UInt8], to fd: Int32) -> Int32 {
    bytes.withUnsafeBytes { writeAll($0, to: fd) }
}

/// Writes all of `raw` to `fd`, as `writeAll(_:to:)` does for an array: for callers that fill a
/// buffer of their own (the raw RNG export writes blocks of words without copying them).
public func writeAll(_ raw: UnsafeRawBufferPointer, to fd: Int32) -> Int32 {
    guard let base = raw.baseAddress else { return 0 }
    var offset = 0
    while offset < raw.count {
        let written = write(fd, base + offset, raw.count - offset)
        if written < 0 {
            if errno == EINTR { continue }
            return errno
        }
        if written == 0 { return EIO }
        offset += written
    }
    return 0
}
