import GRDB

extension AppDatabase {
    /// `value` read now and again after every transaction through this database that changes what it reads (GRDB's
    /// `ValueObservation`), each distinct result once, until the iterating task ends. What view models follow
    /// instead of reloading one another.
    package func observe<Value: Sendable & Equatable>(
        _ value: @escaping @Sendable (Database) throws -> Value
    ) -> AsyncValueObservation<Value> {
        ValueObservation.tracking(value).removeDuplicates().values(in: writer)
    }
}
