extension Duration {
    /// The duration in (fractional) milliseconds.
    var milliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e3 + Double(attoseconds) * 1e-15
    }

    /// The duration in (fractional) seconds.
    var seconds: Double { milliseconds / 1e3 }
}
