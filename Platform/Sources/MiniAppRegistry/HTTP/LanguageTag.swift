/// The `lang` a metadata request may carry: a BCP 47 language tag such as `ja`, `en-US`
/// or `zh-Hant-TW`, or an iOS locale identifier such as `en_US`, or nothing.
///
/// Rakuten's SDK sends `lang=` (empty) unless its host passes a language, so empty means
/// "the default". Anything else that is not a tag (`../etc`, a sentence) is a 400 rather
/// than a silent fallback, so a host that sends the wrong value finds out.
enum LanguageTag {
    /// Whether `value` is empty or a language tag: a primary subtag of 1 to 8 letters,
    /// then subtags of 1 to 8 letters or digits, each after `-` or `_`.
    static func isAcceptable(_ value: String) -> Bool {
        if value.isEmpty { return true }
        guard value.utf8.count <= 64 else { return false }
        let subtags = value.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let primary = subtags.first, (1...8).contains(primary.count), primary.allSatisfy(\.isASCIILetter) else { return false }
        return subtags.dropFirst().allSatisfy { subtag in
            (1...8).contains(subtag.count) && subtag.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit }
        }
    }
}

private extension Character {
    var isASCIILetter: Bool { isASCII && isLetter }
    var isASCIIDigit: Bool { isASCII && isNumber }
}
