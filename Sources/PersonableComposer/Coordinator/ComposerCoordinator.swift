import Foundation
import PersonableCore

/// Composes through the cache: an identical request (message, audience, tone, count, model and prompt version)
/// returns its stored variations without generating; a new one is written by ``ComposerService`` and stored once
/// complete. Refinements are appended to their composition. Nothing is stored for a request that fails, nor
/// when no model is available or it failed mid-way (the adapted variations are not cached, so the model's are
/// written once it is back).
public struct ComposerCoordinator: Sendable {
    public let service: ComposerService
    public let repository: CompositionRepository
    private let now: @Sendable () -> Date

    public init(service: ComposerService, database: AppDatabase, now: @escaping @Sendable () -> Date = Date.init) {
        self.service = service
        self.repository = CompositionRepository(database: database)
        self.now = now
    }

    /// The variations of `request`, streamed as they are written; from the cache, when it has them, as one
    /// `completed(…, cached: true)` event (nothing was written, so nothing is streamed: how cached variations
    /// appear is the surface's choice).
    public func compose(_ request: ComposerRequest) -> AsyncThrowingStream<ComposerEvent, any Error> {
        .producing { emit in
            let request = try request.validated()
            let writer = service.version
            if let cached = try await repository.cached(request, writerVersion: writer) {
                emit(.completed(Array(cached.variations.prefix(request.count)), cached: true))
                return
            }
            var available = await service.model.availability.isAvailable
            for try await event in service.compose(request) {
                if case .modelFailed = event { available = false }
                if case let .completed(variations, _) = event, available {
                    try await repository.save(Composition(request: request, writerVersion: writer, variations: variations, at: now()), for: request)
                }
                emit(event)
            }
        }
    }

    /// The variation `variationID` (or an id prefix) refined by `instruction`, appended to its composition.
    public func refine(variationID: String, instruction: RefineInstruction) -> AsyncThrowingStream<ComposerEvent, any Error> {
        .producing { emit in
            guard let (composition, variation) = try await repository.composition(containing: variationID) else {
                throw ComposerError.unknownVariation(variationID)
            }
            for try await event in service.refine(variation, instruction: instruction, input: composition.input) {
                if case let .completed(variations, _) = event, let refined = variations.first {
                    try await repository.append(refined, to: composition.id, at: now())
                }
                emit(event)
            }
        }
    }

    /// The latest composition, for export.
    public func latest() async throws -> Composition {
        guard let composition = try await repository.latest() else { throw ComposerError.nothingToExport }
        return composition
    }
}
