/// The SF Symbols the view models name, as characters a browser can show.
enum Icons {
    static func character(for systemImage: String) -> String {
        switch systemImage {
        case "pills": "💊"
        case "figure.walk": "🚶"
        case "person.3": "👥"
        case "graduationcap": "🎓"
        case "fork.knife": "🍽️"
        case "doc.text": "📄"
        case "star": "⭐"
        case "sparkles": "✨"
        case "leaf": "🍃"
        case "target": "🎯"
        case "checklist": "✅"
        case "heart": "💛"
        case "calendar": "📅"
        case "arrow.clockwise": "↻"
        default: "•"
        }
    }
}
