import OddsReports

// The tool's side of the one writer (`AtomicWriter` in OddsReports); its `ReportWriteError` is a
// `CasinoError`, printed once by `CasinoOdds.main` (exit 2).

/// Fails before any work, not after it, when `path` could not or must not be written: only a
/// regular file or nothing may be replaced (never a folder, device, fifo, socket or symbolic link).
func checkOutputTarget(_ path: String, flag: String) throws {
    try AtomicWriter().checkFile(path, flag: flag)
}

/// Writes `bytes` to `path` through the one atomic writer.
func writeOutputFile(_ bytes: [UInt8], to path: String, flag: String) throws {
    try AtomicWriter().writeFile(bytes, to: path, flag: flag)
}
