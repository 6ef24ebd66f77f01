import Testing

/// Says, in the test report, whether the PostgreSQL half of the suite ran.
@Suite("PostgreSQL")
struct PostgresAvailabilityTests {
    @Test(
        "the suite also runs on PostgreSQL",
        .enabled(if: TestBackend.postgresURL != nil,
                 "MINIAPP_TEST_DATABASE_URL is not set: PostgreSQL runs are skipped; run under scripts/with-postgres")
    )
    func postgresRuns() {
        #expect(TestBackend.available.contains(.postgres))
    }
}
