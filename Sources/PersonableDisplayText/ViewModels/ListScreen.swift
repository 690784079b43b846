/// A list screen of the app, naming its copy; the type parameter of `ThemedListViewModel`.
public protocol ListScreen: Sendable {
    static var copy: ListScreenCopy { get }
}

/// The goals list.
public enum GoalsListScreen: ListScreen {
    public static var copy: ListScreenCopy { .goals }
}

/// The actions list.
public enum ActionsListScreen: ListScreen {
    public static var copy: ListScreenCopy { .actions }
}

/// The personal values list.
public enum PersonalValuesListScreen: ListScreen {
    public static var copy: ListScreenCopy { .personalValues }
}

/// The terms list.
public enum TermsListScreen: ListScreen {
    public static var copy: ListScreenCopy { .terms }
}

/// The goals list's view model.
public typealias GoalsListViewModel = ThemedListViewModel<GoalsListScreen>
/// The actions list's view model.
public typealias ActionsListViewModel = ThemedListViewModel<ActionsListScreen>
/// The personal values list's view model.
public typealias PersonalValuesListViewModel = ThemedListViewModel<PersonalValuesListScreen>
/// The terms list's view model.
public typealias TermsListViewModel = ThemedListViewModel<TermsListScreen>
