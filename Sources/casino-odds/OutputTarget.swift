import OddsReports

// The tool's side of the one writer (`AtomicOutput` in OddsReports): its errors as exit-code-2 lines.

/// Fails before any work, not after it, when `path` could not or must not be written: only a
/// regular file or nothing may be replaced (never a folder, device, fifo, socket or symbolic link).
func checkOutputTarget(_ path: String, flag: String) throws {
    do {
        try AtomicOutput.checkFileTarget(path, flag: flag)
    } catch let error as ReportWriteError {
        throw ToolError(error.message)
    }
}

/// Writes `bytes` to `path` through the one atomic writer.
func writeOutputFile(_ bytes: [UInt8], to path: String, flag: String) throws {
    do {
        try AtomicOutput.writeFile(bytes, to: path, flag: flag)
    } catch let error as ReportWriteError {
        throw ToolError(error.message)
    }
}
