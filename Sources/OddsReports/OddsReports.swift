// The writers: the lab's results as files for machines and for people.
//
// - CSVTable / CSVCell: RFC 4180 CSV, numbers by NumberFormat, config text neutralised.
// - MarkdownDocument: headings, paragraphs, lists, aligned tables, code, chart images.
// - SVGChart (ChartAxis, ChartSeries, ChartPoint): self-contained SVG charts, no dependency.
// - NumberFormat: locale-free, deterministic number text shared by all of the above.
// - AtomicWriter / ReportFile: replace a file or a report set atomically, so a failed run leaves old files whole.
// - DirectoryComparison: what `report --check` reports when the folder differs.
//
// No layer re-exports another (no `@_exported import`): a file imports every module whose names
// it uses, so each file's imports show which layers it touches.
