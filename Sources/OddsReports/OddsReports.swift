// The writers: the lab's results as files and text for machines and for people.
//
// - CSVTable / CSVCell: RFC 4180 CSV, numbers by NumberFormat, config text neutralised.
// - MarkdownDocument: headings, paragraphs, lists, aligned tables, code, chart images.
// - SVGChart (ChartAxis, ChartSeries, ChartPoint): self-contained SVG charts, no dependency.
// - NumberFormat: locale-free, deterministic number text shared by all of the above.
// - AtomicWriter / ReportFile: replace a file or a report set atomically, so a failed run leaves old files whole.
// - DirectoryComparison: what `report --check` reports when the folder differs.
// - What each command prints, as a view of the lab's value (folders named as the lab's): `analyze`
//   (AnalysisText, OfferText), `simulate`/`merge` (MonteCarloResult.table, .json), `check`
//   (CheckReport.table, .json, CheckPlan.table), `tune` (VerifiedTuning.table, .json,
//   FloorTuning.table), `sweep` (Sweep.table, .csv, .json), `report` (ReportSummary), `day`
//   (DayReport, DayReplayResult.text), the progress
//   line (ProgressLine); every terminal table through TextTable. The tool parses flags, calls the
//   lab and prints what these return, so a command's output is testable without the binary (the
//   exceptions left: `rng --chi-square`'s one line, `verify`'s verdict lines, which the lab writes
//   beside its history reader for the fuzzer, and one-line messages on stderr).
//
// No layer re-exports another (no `@_exported import`): a file imports every module whose names
// it uses, so each file's imports show which layers it touches.
