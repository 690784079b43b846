import Personable

/// What a display-text command works with: the database and a coordinator on the chosen model.
struct DisplayTextSession {
    let database: AppDatabase
    let coordinator: DisplayTextCoordinator

    init(global: GlobalOptions, model: ModelOptions) async throws {
        let generator = try model.makeGenerator()
        database = try global.openDatabase()
        coordinator = DisplayTextCoordinator(database: database, generator: generator)
    }

    /// Runs `body`, then waits for background refreshes and stores the cache counters.
    func run<T>(_ body: (DisplayTextCoordinator) async throws -> T) async throws -> T {
        let result = try await body(coordinator)
        await coordinator.waitForBackgroundRefreshes()
        try await coordinator.flushStats()
        return result
    }
}
