import OddsLab

extension CheckPart {
    /// A check part as JSON: its header (format first, so `merge` tells it from other parts), then
    /// each case's run as `simulate` writes a complete result, in case order.
    package var json: String {
        let header = JSONText(CheckPartHeader(self), rows: []).rendered
        var out = String(header.dropLast(3))
        out += ",\n  \"results\": [\n"
        out += results.map { String($0.json.dropLast()) }.joined(separator: ",\n")
        out += "\n  ]\n}\n"
        return out
    }
}
