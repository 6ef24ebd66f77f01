/// The large payloads of case (c), built by the page itself so both paths echo the same text.
///
/// `makePayload(bytes, japanese)` returns deterministic JSON text of at least `bytes`
/// UTF-8 bytes: `{"items":[…]}` with records shaped like a catalogue (numbers, booleans,
/// short strings, a label each): about 170,000 quotes, which the JSON-in-JSON request
/// must escape. With `japanese` the label is Japanese (19 % of the bytes, as in a
/// Rakuten mini app's catalogue), which NonLossyASCII turns into `\uXXXX` escapes the
/// page must decode; without, the text is plain ASCII.
enum BenchmarkPayload: CaseIterable {
    case japanese
    case ascii

    /// How the table names it.
    var name: String {
        switch self {
        case .japanese: "JSON with Japanese text"
        case .ascii: "ASCII JSON"
        }
    }

    /// The `japanese` argument of `makePayload`.
    var javaScriptFlag: String { self == .japanese ? "true" : "false" }

    static let script = #"""
    function utf8Length(text) {
      let bytes = 0;
      for (let i = 0; i < text.length; i++) {
        const unit = text.charCodeAt(i);
        if (unit < 0x80) bytes += 1;
        else if (unit < 0x800) bytes += 2;
        else if (unit >= 0xd800 && unit < 0xdc00) { bytes += 4; i++; }
        else bytes += 3;
      }
      return bytes;
    }

    function makePayload(bytes, japanese) {
      const records = [];
      let size = '{"items":[]}'.length;
      for (let i = 0; size < bytes; i++) {
        const record = JSON.stringify({
          id: i,
          sku: 'SKU-' + (100000 + i * 7919 % 900000),
          label: (japanese ? '楽天ミニアプリ商品 ' : 'Rakuten mini app item ') + (i % 997),
          price: (i * 3719 % 100000) / 100,
          stock: i * 31 % 500,
          tags: ['tag' + (i % 13), 'group' + (i % 29)],
          active: i % 3 !== 0,
        });
        size += utf8Length(record) + (records.length > 0 ? 1 : 0);
        records.push(record);
      }
      return '{"items":[' + records.join(',') + ']}';
    }
    """#
}
