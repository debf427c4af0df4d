// The writers: CSV, Markdown, SVG and JSON renderings of the lab's results.
@_exported import OddsLab
