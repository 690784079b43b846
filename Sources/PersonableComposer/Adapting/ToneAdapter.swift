import Foundation

/// Adapts the user's own message to a tone and audience by rules, sentence by sentence: the words that carry
/// the tone change (`ToneWording`: contractions expanded and "got your" → "received your" for formal text, the
/// reverse for casual text, hedges and padding dropped for direct text, "can't" → "won't be able to" for
/// diplomatic text), every sentence starts with a capital, and a line is added only where the message's
/// situation calls for it (`MessageSituation`): an acknowledgement before bad news, thanks after a request in
/// formal and casual text only (in the others "I really appreciate it" and "Thanks for considering it." read as
/// presuming the answer or tacked on). The facts stay the message's own, so this is the composer's answer when
/// the model's attempts all lose a key point. A message's own greeting and sign-off stay first and last, in the
/// tone's register ("Hey team," → "Hello team," for formal text), and no closing line follows a sign-off.
public enum ToneAdapter {
    /// `message` adapted to `context`.
    public static func adapt(_ message: String, to context: CommunicationContext) -> String {
        let frame = MessageFrame(message)
        let situation = MessageSituation(frame.body, audience: context.audience)
        let rules = ToneWording.rules(for: context.tone, person: situation.person)
        var sentences = sentences(context.tone == .casual ? frame.body : Self.endingSentencesAtEmoticons(frame.body)).map { sentence in
            let titled = capitalizingTitles(sentence)
            return reworded(capitalizeFirst(context.tone == .casual ? titled : possessiveNames(titled)), rules: rules, tone: context.tone)
        }.filter { !$0.isEmpty }
        var acknowledged = false
        if !situation.apologizes, let index = sentences.firstIndex(where: isRefusal),
           let gentle = openedGently(sentences[index], tone: context.tone, person: situation.person) {
            sentences[index] = gentle
            acknowledged = true
        } else if context.tone == .diplomatic, !situation.apologizes, !sentences.joined().lowercased().contains("unfortunately"),
                  let index = sentences.firstIndex(where: { MessageSituation(firstClause($0), audience: context.audience).reportsProblem && !sparesACost($0) && !acknowledgesReceipt($0) }),
                  !announcesFormally(sentences[index]), let lowered = lowercasedStart(sentences[index]) {
            // Bad news said with regret, not hidden: "Unfortunately, our supplier in Porto is short on 6mm sheet…".
            sentences[index] = "Unfortunately, " + lowered
        }
        var opening = acknowledged ? "" : opening(for: context, situation: situation)
        if !opening.isEmpty, context.audience == .client || context.audience == .public {
            // An apology follows the news it is for ("…will no longer serve Ashby Lane from Sunday 1 June. We're sorry
            // for the trouble."): before it, readers found it said sorry for nothing yet.
            // Not after what the reader did ("You missed your appointment…"): that is no trouble the writer caused.
            // Nor after what befell someone else ("I know he was really upset… missing his exam is so hard"): the
            // writer caused no trouble there either.
            // Nor after the writer's own loss ("Lost cat since Sunday night…") or a request that gives its reason ("Please
            // bring the spare key too because the other one is broken"): nothing the writer caused.
            if let index = sentences.firstIndex(where: { MessageSituation($0, audience: context.audience).reportsProblem && !acknowledgesReceipt($0) }),
               !sentences[index].hasPrefix("You "), !Self.isAboutSomeoneElse(sentences[index]), !Self.isOwnLossOrRequest(sentences[index]) {
                if let last = sentences[index].last, !".!?".contains(last) { sentences[index] += "." }
                sentences.insert(opening, at: index + 1)
            }
            opening = ""
        }
        var body = sentences.joined(separator: " ")
        // "lmk if ok :)": a casual message that ends with an emoticon gets no full stop after it.
        // "…on the tram 🙏": nor after an emoji.
        if let last = body.last, !".!?".contains(last), body.firstMatch(of: /(?::-?[()]|:D|;\))$/) == nil,
           body.range(of: MessageFrame.emoji + "$", options: .regularExpression) == nil { body += "." }
        // "…Call me anytime, Gemma.": a first name after the last comma signs the message off too.
        let signedByName = frame.body.firstMatch(of: /, ([A-Z][a-z'-]+)[.!]*\s*$/).map { PeopleNames.isFirstName(String($0.output.1)) } ?? false
        let closing = frame.signOff == nil && !signedByName ? closing(for: context, situation: situation, body: body) : ""
        return framed(frame, tone: context.tone).framing([opening, body, closing].filter { !$0.isEmpty }.joined(separator: " "))
    }

    /// Whether `sentence` tells of something the writer lost ("Lost cat since Sunday night…", "my phone was stolen"),
    /// not the reader's, or of what the reader has yet to send ("we are still missing your T4 slip"), or is a request with
    /// its reason ("Please bring the spare key too because the other one is broken").
    static func isOwnLossOrRequest(_ sentence: String) -> Bool {
        let lower = sentence.lowercased()
        return lower.hasPrefix("please ")
            || lower.firstMatch(of: /\b(lost|missing|stolen)\b/) != nil && lower.firstMatch(of: /\b(your|yours)\b/) == nil
            // "we are still missing your T4 slip": what the reader has yet to send.
            || lower.firstMatch(of: /\b(missing|still need|not (yet )?received|haven't (yet )?received|waiting for|awaiting) your\b/) != nil
    }

    /// `text` with an emoticon between two clauses made the full stop it stands for: "my laptop died :( the 2nd half of
    /// the fee is due…" → "my laptop died. The 2nd half of the fee is due…", "the morning shift :( Sipho said…" →
    /// "the morning shift. Sipho said…"; one that ends the message goes ("…if u cant make it thx ;)"). Only casual text
    /// keeps emoticons.
    static func endingSentencesAtEmoticons(_ text: String) -> String {
        MessageFrame.withoutEmoji(text).replacing(/(?:\ ?(?::-?\(|:-?\)|:D|;\))|\ :-?\/) +([\p{L}\d])/) { match in ". " + match.output.1.uppercased() }
            .replacing(/\ *(?::-?\(|:-?\)|:D|;-?\)|\ :-?\/)\s*$/, with: "")
    }

    /// `frame` with its greeting and sign-off in `tone`'s register ("hi mr fairbanks," → "Hello Mr Fairbanks,"), which
    /// frame the rules' variations and the model's alike.
    public static func framed(_ frame: MessageFrame, tone: ToneType) -> MessageFrame {
        MessageFrame(greeting: frame.greeting.map { greeting(capitalizingTitles($0), tone: tone) }, body: frame.body,
                     signOff: frame.signOff.map { signOff(capitalizingTitles($0), tone: tone) })
    }

    /// `message` with texting written out, titles and sentences capitalised, its words otherwise as typed: the copy
    /// of a lower-case draft ``NameCasing`` gives the model, which expects lower case after lower case.
    static func writtenOut(_ message: String) -> String {
        let rules = ToneWording.rules(for: .empathetic, person: .i)
        return sentences(message).map { capitalizeFirst(ToneWording.apply(rules, to: capitalizingTitles($0))) }.joined(separator: " ")
    }

    /// `variation`'s text changed as `instruction` asks, keeping `input`'s facts.
    public static func refine(_ text: String, instruction: RefineInstruction, input: String, context: CommunicationContext) -> String {
        switch instruction {
        case .shorter:
            let sentences = ToneAdapter.sentences(text)
            let keyPoints = KeyPointExtractor.extract(input)
            let kept = sentences.filter { !KeyPointExtractor.check(keyPoints, in: $0).preserved.isEmpty }
            let shorter = ToneWording.apply(ToneWording.directRules, to: (kept.isEmpty ? Array(sentences.prefix(1)) : kept).joined(separator: " "))
            guard TextMeasure.wordCount(shorter) >= TextMeasure.wordCount(text) else { return capitalizeFirst(shorter) }
            return capitalizeFirst(replace(shorter, compressions).trimmingCharacters(in: .whitespaces))
        case .longer:
            let situation = MessageSituation(MessageFrame(input).body, audience: context.audience)
            let closing = closing(for: CommunicationContext(audience: context.audience, tone: .diplomatic), situation: situation, body: text)
            return [text, closing.isEmpty ? "Happy to answer any questions." : closing].joined(separator: " ")
        case .warmer, .moreFormal, .moreCasual, .moreDirect:
            return adapt(input, to: CommunicationContext(audience: context.audience, tone: instruction.tone(from: context.tone)))
        }
    }

    /// `sentence` with `rules` applied, starting with a capital and ending in the tone. A change that would lose one
    /// of its key points ("didn't show up" is not "did not appear", "no kids" is not "no children") is not made, and
    /// the others are: "Sorry, no kids, its a long one." keeps "kids" and still gets its "it is".
    static func reworded(_ sentence: String, rules: [ToneWording.Rule], tone: ToneType) -> String {
        let keyPoints = KeyPointExtractor.extract(sentence)
        let finished = { (text: String) in endingInTone(capitalizeFirst(text.trimmingCharacters(in: .whitespaces)), tone: tone) }
        let keepsKeyPoints = { (text: String) in KeyPointExtractor.check(keyPoints, in: text).missing.isEmpty }
        let changed = finished(ToneWording.apply(rules, to: sentence))
        if keepsKeyPoints(changed) { return changed }
        var text = sentence
        for rule in rules {
            let next = ToneWording.apply([rule], to: text)
            if next != text, keepsKeyPoints(finished(next)) { text = next }
        }
        let kept = finished(text)
        return keepsKeyPoints(kept) ? kept : sentence
    }

    /// Whether `sentence` tells of a third person ("he", "her", "their") and not of the writer's side ("we", "our").
    static func isAboutSomeoneElse(_ sentence: String) -> Bool {
        let words = Set(MessageSituation.words(sentence))
        return !words.isDisjoint(with: ["he", "she", "him", "his", "her", "they", "them", "their"])
            && words.isDisjoint(with: ["we", "our", "us", "we're", "we've", "we'll"])
    }

    /// A sentence in which the writer says they can't do something ("I can't take on the audit", "We're unable
    /// to refund…"), which an empathetic or diplomatic message opens gently. "I get that you're busy, but we
    /// can't skip it" is no refusal: the writer's "can't" must come within two words of the start.
    static func isRefusal(_ sentence: String) -> Bool {
        let words = MessageSituation.words(sentence)
        guard let first = words.first, ["i", "we", "i'm", "we're"].contains(first) else { return false }
        let start = " " + words.prefix(4).joined(separator: " ") + " "
        // "I can't find the receipt", "I can't wait to see you": what the writer can't help, no refusal.
        if let can = words.prefix(4).firstIndex(where: { ["can't", "cannot"].contains($0) }), can + 1 < words.count,
           inabilities.contains(words[can + 1]) {
            return false
        }
        return [" can't ", " cannot ", " won't be able ", " will not be able ", " unable ", " not able "].contains { start.contains($0) }
    }

    /// Verbs after "can't" that say what the writer can't help rather than what they refuse.
    static let inabilities: Set<String> = [
        "find", "remember", "believe", "wait", "see", "hear", "reach", "figure", "understand", "stop", "thank", "sleep", "breathe", "locate",
    ]

    /// The writer's refusal opened gently: "I'm sorry, but …" (empathetic; not before a "but" of its own,
    /// "…, but entries can be transferred"), "Unfortunately, I won't be able to …" (diplomatic); `nil` in the other
    /// tones.
    static func openedGently(_ refusal: String, tone: ToneType, person: MessageSituation.Person) -> String? {
        switch tone {
        case .empathetic where !refusal.lowercased().contains(" but "):
            return (person == .we ? "We're sorry, but " : "I'm sorry, but ") + (lowercasedStart(refusal) ?? refusal)
        case .diplomatic:
            let softened = reworded(refusal, rules: ToneWording.refusalRules, tone: .diplomatic)
            return "Unfortunately, " + (lowercasedStart(softened) ?? softened)
        default:
            return nil
        }
    }

    /// `sentence` with its first word in lower case where that word only starts a sentence ("Our", "The", "Due");
    /// as it is for "I"; `nil` for what may be a name ("Priya"), before which nothing is put.
    static func lowercasedStart(_ sentence: String) -> String? {
        let first = sentence.prefix { $0.isLetter || $0 == "'" }
        if first == "I" || first.hasPrefix("I'") { return sentence }
        guard sentenceStarters.contains(String(first)) else { return nil }
        return first.lowercased() + sentence.dropFirst(first.count)
    }

    /// `sentence` up to its first comma, semicolon or "but": where "Unfortunately," that starts it must find the bad
    /// news. "I checked your e-bike this morning, the motor sensor is broken" and "I'll send you 20k tonight, and I'll
    /// refund you Friday" do not start with theirs.
    static func firstClause(_ sentence: String) -> String {
        guard let end = [", ", "; ", " but "].compactMap({ sentence.range(of: $0)?.lowerBound }).min() else { return sentence }
        return String(sentence[..<end])
    }

    /// Whether `sentence` opens with the writer sparing the reader a cost ("I won't be deducting anything for
    /// ordinary wear, but…", "We will not charge the $28"): good news, which "Unfortunately," can't come before.
    static func sparesACost(_ sentence: String) -> Bool {
        sentence.firstMatch(of: /^(?i:I|we)(?i: won't| will not| don't| do not| am not|'m not| are not|'re not)(?i: be)? (?i:charg|deduct|bill|fine |fining|penali[sz]|invoic|rais|increas|keep|withhold)/) != nil
    }

    /// Whether `sentence` acknowledges the reader's letter ("We acknowledge receipt of your letter regarding the
    /// cancelled booking", "Thank you for your email about…"): the news it names is the reader's, and neither
    /// "Unfortunately," nor an apology goes with it.
    static func acknowledgesReceipt(_ sentence: String) -> Bool {
        sentence.firstMatch(of: /^(?i:(?:we|I) (?:acknowledge|confirm) receipt|(?:we|I) (?:have|'ve) received|we are in receipt|I am in receipt|thank you for|thanks for|many thanks for)\b/) != nil
    }

    /// A sentence that opens with the writer's formal announcement ("We would like to inform you that…") or what the
    /// writer knows or thinks ("I know everyone's been crunching…"), which "Unfortunately," can't come before.
    static func announcesFormally(_ sentence: String) -> Bool {
        let start = MessageSituation.words(sentence).prefix(3).joined(separator: " ")
        return ["we would like", "i would like", "we'd like", "i'd like", "i know", "i think", "i understand", "i get",
                "i realize", "i hope", "i feel", "we know", "we understand", "i don't want", "i do not want", "we don't want",
                "we do not want"].contains { start.hasPrefix($0) }
    }

    /// Words that start a sentence and are written in lower case inside one.
    static let sentenceStarters: Set<String> = [
        "We", "The", "Our", "This", "It", "That", "Your", "There", "Its", "These", "Those", "My", "We're", "We've", "We'll",
        "We'd", "It's", "That's", "There's", "Due", "All", "Some", "Most", "Both", "Each", "Every", "A", "An", "Because",
        "Since", "After", "Before", "From", "On", "In", "At", "As", "If", "When", "Today", "Yesterday", "Tomorrow", "Last",
        "Next", "Starting", "Tracking", "They", "He", "She", "You", "You've", "You're",
    ]

    /// The acknowledgement an empathetic message that brings bad news to a client or the public gets, after the
    /// sentence with the news. Colleagues get none: "I know this isn't the news anyone hoped for." was read as
    /// presuming how the news is taken on every set where it showed (a choir's overdue music, cattle in a field, a
    /// day off), and the message says its news itself.
    static func opening(for context: CommunicationContext, situation: MessageSituation) -> String {
        guard context.tone == .empathetic, situation.reportsProblem else { return "" }
        switch context.audience {
        case .client, .public:
            // A notice with no "we" or "I" ("Brightline Kitchen is recalling…") is not given a voice it lacks.
            guard situation.speaksInFirstPerson else { return "" }
            // A message that apologises gets no second apology, and no "We know this is frustrating.": readers
            // read that as presuming how the reader takes the news, before they have heard it.
            if situation.apologizes { return "" }
            // "closed owing to a scheduled power outage": nobody's fault, nothing to apologise for.
            if situation.blamesOutsideCause { return "" }
            let what = situation.reportsDelay ? "the delay" : "the trouble"
            return situation.person == .we ? "We're sorry for \(what)." : "I'm sorry for \(what)."
        case .executive, .peer, .team:
            return ""
        }
    }

    /// The line after the body, where the message has no sign-off: what the tone says after a request or bad
    /// news, never a second thanks or apology.
    static func closing(for context: CommunicationContext, situation: MessageSituation, body: String) -> String {
        let we = situation.person == .we
        let saysHappy = body.lowercased().contains("happy to")
        switch context.tone {
        case .formal:
            // No "Kind regards." at the end of a message without a sign-off: readers found it tacked on, most of
            // all on a public notice.
            return situation.asks && !situation.thanks ? "Thank you in advance." : ""
        case .casual:
            return situation.asks && !situation.thanks ? "Thanks!" : ""
        case .empathetic:
            if situation.reportsProblem {
                switch context.audience {
                case .client, .public:
                    if situation.reportsDelay { return situation.thanks ? "" : "Thank you for your patience." }
                    guard situation.speaksInFirstPerson else { return "" }
                    return we ? "We're here to help if you need anything." : "I'm here to help if you need anything."
                case .peer, .team:
                    // Not after the writer's own apology ("so sorry I missed your bday dinner"): the reader has
                    // nothing to talk through.
                    guard situation.reportsSetback, !situation.apologizes else { return "" }
                    return we ? "We're here if you want to talk it through." : "I'm here if you want to talk it through."
                case .executive: return saysHappy || !situation.reportsSetback || situation.invitesQuestions ? "" : "Happy to answer any questions."
                }
            }
            return ""
        case .direct:
            return ""
        case .diplomatic:
            if situation.reportsProblem {
                switch context.audience {
                case .client, .public:
                    // Not after the message's own "Questions can be sent to permits@riverton.gov…".
                    guard !situation.invitesQuestions else { return "" }
                    return we ? "Please let us know if you have any questions." : "Please let me know if you have any questions."
                case .executive, .peer, .team:
                    guard situation.reportsSetback, !situation.apologizes else { return "" }
                    return saysHappy ? "Let me know if you'd like to talk it through." : "Happy to talk it through."
                }
            }
            // "Thanks for considering it." read as tacked on after a payment chase and a request for a quote.
            return ""
        }
    }

    /// The message's own greeting in the tone's register, with a capital: "Hey Sam," → "Hello Sam," (formal),
    /// "Hello Sam," → "Hi Sam," (casual); the name stays.
    static func greeting(_ greeting: String, tone: ToneType) -> String {
        // "hej justyna :(": the smiley after a greeting is casual's; the other tones end it with a comma.
        // "hey Kwabena 👋🏾": so does an emoji.
        let unsmiling = tone == .casual ? greeting : greeting.replacingOccurrences(of: "\\s*(?::-?[()DP]|" + MessageFrame.emoji + ")$", with: ",", options: .regularExpression)
        var greeting = capitalizingName(capitalizeFirst(unsmiling))
        // "Guys," alone greets with "Hi guys," outside casual text, and "Selin!!" with "Hi Selin!".
        if tone != .casual, let first = greeting.split(whereSeparator: { ",!".contains($0) }).first {
            if greetingAddressees.contains(first.lowercased()) {
                greeting = "Hi " + greeting.lowercased()
            } else if greeting.hasSuffix("!"), !first.contains(" "), !MessageFrame.greetingWords.contains(first.lowercased()) {
                greeting = "Hi " + greeting
            }
        }
        let adapted = switch tone {
        case .formal:
            // "Yo team!!" → "Hello team,": a formal greeting exclaims nothing.
            replace(greeting, [
                ("hey", "hello"), ("hi", "hello"), ("hiya", "hello"), ("yo", "hello"), ("oi", "hello"), ("alright", "hello"), ("right", "hello"),
                ("guys", "everyone"), ("folks", "everyone"), ("fam", "everyone"), ("peeps", "everyone"), ("gang", "everyone"),
                ("lads", "everyone"), ("fellas", "everyone"), ("y'all", "everyone"), ("yall", "everyone"), ("mates", "everyone"),
            ] + MessageFrame.otherLanguagesTwoWordGreetings.map { ($0, "hello") } + MessageFrame.otherLanguagesGreetings.map { ($0, "hello") } + otherLanguagesGroupPhrases.map { ($0, "everyone") }
                + otherLanguagesGroups.map { ($0, "everyone") }
                + (slangAddressees + ["mate", "hun", "hon", "babe", "bud", "buddy", "pal"]).map { ($0, "") })
                .replacingOccurrences(of: "!+$", with: ",", options: .regularExpression)
                .replacingOccurrences(of: "^Morning\\b", with: "Good morning", options: .regularExpression)
        // "Dear Tenant," → "Hi there,": a role in a letter's greeting names no one a casual message would greet by it.
        // "Dear Colleagues," → "Hi everyone,".
        case .casual:
            replace(greeting, [("hello", "hi"), ("greetings", "hi"), ("dear", "hi")])
                .replacingOccurrences(of: "^Hi (?i:valued |dear )?(?i:" + (addressedRoles + ["sir or madam", "sir/madam", "sir", "madam"]).joined(separator: "|")
                                      + ")(?=[,!:]|$)", with: "Hi there", options: .regularExpression)
                .replacingOccurrences(of: "^Hi (?i:valued |dear )?(?i:" + addressedRoles.map { $0 + "s" }.joined(separator: "|") + ")(?=[,!:]|$)",
                                      with: "Hi everyone", options: .regularExpression)
        // "Yo Sam," is texting's greeting: "Hi Sam," in the other tones, which exclaim once at most.
        // "hey fam!!" → "Hi all!", "yo bro," → "Hi,"; a diplomatic message opens with "Hi", not "Hey".
        default:
            replace(greeting, (tone == .diplomatic ? [("hey", "hi")] : []) + [("guys", "all"), ("yo", "hi"), ("hiya", "hi"), ("oi", "hi"), ("fam", "all"), ("peeps", "all"), ("y'all", "all"), ("yall", "all")]
                    + slangAddressees.map { ($0, "") })
                .replacingOccurrences(of: "!!+", with: "!", options: .regularExpression)
        }
        // "Hi Mr + Mrs Okonkwo,": texting's "+" only in a casual greeting.
        return tone == .casual ? adapted : adapted.replacingOccurrences(of: " + ", with: " and ")
    }

    /// The roles a letter greets its readers by ("Dear Tenant,", "Dear Colleagues,"), each also with an "s".
    static let addressedRoles = [
        "tenant", "customer", "resident", "member", "parent", "guardian", "client", "guest", "patient", "student", "colleague",
        "applicant", "homeowner", "subscriber", "occupant", "householder", "policyholder", "account holder",
    ]

    /// The message's own sign-off in the tone's register, with a capital: "Thanks, Ana" → "Thank you, Ana" and
    /// "thx!!" → "Thank you" (formal), "Sincerely, Marcus" → "Best, Marcus" (casual), "love u" → "Love u".
    static func signOff(_ signOff: String, tone: ToneType) -> String {
        // "cheers - darren": the closing word in the tone's register, and the name after the dash; "Kind regards,
        // Darren" in a formal message, the writer's dash kept in a casual one.
        if let match = signOff.firstMatch(of: /^(\p{L}[\p{L} ]*?[!.,]*) ([-–—] ?.+)$/),
           MessageFrame.signOffOpenings.contains(String(match.output.1.prefix { $0.isLetter || $0 == " " }).lowercased()) {
            let closing = Self.signOff(String(match.output.1), tone: tone)
            // "thx - the choir committee" → "Thanks, the Choir Committee".
            let name = Self.signOff(String(match.output.2), tone: tone).drop { "-–— ".contains($0) }
                .replacing(/^The(?= )/, with: tone == .casual ? "The" : "the")
            return tone == .casual ? closing + " - " + name : String(closing.reversed().drop { "!.,".contains($0) }.reversed()) + ", " + name
        }
        // "- beth", "- lupe + rafa", "- the choir committee": a name after a dash has its capitals in every tone.
        var signOff = signOff
        if signOff.firstMatch(of: /^[-–—]/) != nil, signOff.firstMatch(of: /[,@]/) == nil {
            // "- senait n yonas": texting's "n" is "and", and "+" is "&" but in a casual message.
            signOff = signOff.replacing(/\b[a-z][a-z'-]*/) { word in
                word.output == "n" ? (tone == .casual ? "n" : "and")
                    : ["and", "of", "for", "at"].contains(word.output) ? String(word.output) : MessageFrame.capitalizingFirst(String(word.output))
            }
            if tone != .casual { signOff = signOff.replacingOccurrences(of: " + ", with: " & ") }
        } else if let match = signOff.firstMatch(of: /^([-–—] ?)([a-z])/) {
            signOff.replaceSubrange(match.range, with: match.output.1 + match.output.2.uppercased())
        }
        // "cheers, tom", "thx, kev x", "thx, gary - clearview windows": so has a name after a closing word and its comma.
        if let match = signOff.firstMatch(of: /^((?i:thanks|thank you|thx|cheers|best|regards|kind regards|love|ta)(?i: so much| a lot| again)?,\s*)([a-z][a-z'-]+)(\s*x*!*|\s+[-–—@]\s.*)$/),
           !greetingAddressees.contains(String(match.output.2)) {
            // "- clearview windows" after the name is the business it signs for.
            let business = match.output.3.firstMatch(of: /^\s+[-–—@]/) == nil ? match.output.3 : match.output.3.replacing(/\b[a-z][a-z']+/) { word in
                ["and", "of", "the"].contains(word.output) ? String(word.output) : MessageFrame.capitalizingFirst(String(word.output))
            }
            signOff = match.output.1 + MessageFrame.capitalizingFirst(String(match.output.2)) + business
        }
        // "Thx fam", "cheers bro!", "Thanks mate, Dave": a word of address only a casual sign-off keeps; "thx fam :)":
        // nor a smiley.
        if tone != .casual {
            // "thx hun!! x": a formal, direct or diplomatic message sends no kiss.
            if ![.casual, .empathetic].contains(tone) { signOff = signOff.replacingOccurrences(of: "\\s+x+$", with: "", options: .regularExpression) }
            signOff = MessageFrame.withoutEmoji(signOff).replacingOccurrences(of: "\\s*(?::-?[)D(P]|;-?\\)|<3)+$", with: "", options: .regularExpression)
                .replacingOccurrences(
                of: "^((?i:thanks|thank you|thx|cheers|ta|love you|love u|see you|see ya)(?i: so much| a lot| again| heaps)?),? (?i:man|"
                    + (tone == .formal ? "guys|" : "") + ToneWording.addressWords + ")(?=[!.]*(?:\\s+x+)?$|,)",
                with: "$1", options: .regularExpression)
        }
        // "x Tina": a kiss keeps its small x where it is kept, among friends; a formal, direct or diplomatic message
        // sends none.
        if signOff.firstMatch(of: #/^x+ /#) != nil {
            return [.casual, .empathetic].contains(tone) ? signOff : String(signOff.drop { $0 == "x" }.dropFirst())
        }
        switch tone {
        case .formal:
            // "bless up, Marcia": a closing of Jamaica's, formal as "Best wishes".
            let signOff = replace(signOff, plainClosings)
            // "Best wishes" is formal already; "Best" alone is not.
            let best = signOff.range(of: "best (wishes|regards)", options: [.regularExpression, .caseInsensitive]) == nil ? [("best", "best regards")] : []
            // "Many thanks" is formal already ("Many thank you" is no English).
            let thanks = signOff.range(of: "many thanks", options: .caseInsensitive) == nil ? [("thanks", "thank you")] : []
            let formal = replace(signOff, [("thanks heaps", "thank you very much"), ("thx heaps", "thank you very much"),
                                           ("thanks a lot", "thank you very much"), ("thx a lot", "thank you very much"),
                                           ("thanks a million", "thank you very much"), ("thx a million", "thank you very much")] + thanks
                                 + [("thx", "thank you"), ("cheers", "kind regards"), ("love u", "love you")] + best)
                .replacingOccurrences(of: "^[Ll]ove(?=,)", with: "Kind regards", options: .regularExpression)
                // "Leon @ Keysafe Locksmiths": a formal letter signs "Leon, Keysafe Locksmiths".
                .replacingOccurrences(of: "^([A-Z][\\w'-]*) @ ", with: "$1, ", options: .regularExpression)
            // "Thanks x": no kiss in a formal sign-off ("x Tina" is taken care of above).
            let unkissed = formal.replacingOccurrences(of: "\\s+x+$", with: "", options: .regularExpression)
            return capitalizeFirst(String(unkissed.reversed().drop { $0 == "!" }.reversed()))
        case .casual:
            return capitalizeFirst(replace(signOff, [("thank you", "thanks"), ("yours sincerely", "best"), ("yours faithfully", "best"), ("respectfully", "best"), ("sincerely", "best"), ("kind regards", "best"),
                                     ("best regards", "best"), ("warm regards", "best"), ("warmest regards", "best"), ("regards", "best")]))
        default:
            return capitalizeFirst(replace(signOff, [("thx", "thanks"), ("love u", "love you")] + plainClosings))
                .replacingOccurrences(of: "!!+", with: "!", options: .regularExpression)
        }
    }

    /// The sentences of `text`: each ends at ".", "!" or "?" followed by a space or the end, so "$129.99",
    /// "4.2.0", "Mr. Alvarez", "10 a.m. in the Harbor Room" and "the U.S. office" stay whole.
    static func sentences(_ text: String) -> [String] {
        var result: [String] = [], start = text.startIndex, index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            guard ".!?".contains(character), index == text.endIndex || text[index].isWhitespace else { continue }
            let lastWord = text[start..<index].split(separator: " ").last.map(String.init) ?? ""
            // "by the back door on Church St. no biggie": after a street's name "St." is a street's, and may end a
            // sentence; before one ("at St. Mary's") it is a saint's.
            let words = text[start..<index].split(separator: " ")
            let afterAStreetsName = ["St.", "Rd.", "Ave."].contains(lastWord) && words.count >= 3
                && words[words.count - 2].first?.isUppercase == true && words[words.count - 2].allSatisfy(\.isLetter)
            if character == ".", abbreviations.contains(lastWord), !afterAStreetsName { continue }
            // "on av. Rivera": an avenue's "av." before its name.
            if character == ".", lastWord.lowercased() == "av.", text[index...].first(where: { !$0.isWhitespace })?.isUppercase == true { continue }
            // "Yours faithfully, S. Kalyani", "John F. Kennedy": an initial before a name.
            if character == ".", lastWord.wholeMatch(of: /[A-Z]\./) != nil, text[index...].drop(while: \.isWhitespace).first?.isUppercase == true,
               words.count == 1 || words[words.count - 2].hasSuffix(",") || words[words.count - 2].first?.isUppercase == true { continue }
            // "at 10:00 a.m. in the Harbor Room", "the U.S. office": a dotted abbreviation before a word in lower
            // case ends no sentence.
            // "…from all of us at Petals & Co. we'll drop it…": a subject after it starts a sentence all the same.
            let nextWord = text[index...].drop { $0.isWhitespace }.prefix { $0.isLetter || $0 == "'" }.lowercased()
            // "at st. aidan's hall", "st. kevin": a saint's "st." typed small, before the saint's name.
            if character == ".", lastWord.lowercased() == "st.", nextWord.hasSuffix("'s") || PeopleNames.isFirstName(nextWord) { continue }
            // "on p. burgos st": an initial, in lower case too, before a word in lower case; not "at 3.30pm? need…".
            let dotted = character == "." && lastWord.dropLast().contains(".") && !lastWord.contains(where: \.isNumber)
            // "…if that's ok w/ u. also the taxi…": texting's "u" ends a sentence.
            if dotted || companyAbbreviations.contains(lastWord) || lastWord.wholeMatch(of: /\(?[A-Za-z]\./) != nil && lastWord.lowercased() != "u.",
               text[index...].first(where: { !$0.isWhitespace })?.isLowercase == true, !Self.subjects.contains(nextWord), !afterAStreetsName { continue }
            let sentence = text[start..<index].trimmingCharacters(in: .whitespaces)
            if !sentence.isEmpty { result.append(sentence) }
            start = index
        }
        let rest = text[start...].trimmingCharacters(in: .whitespaces)
        if !rest.isEmpty { result.append(rest) }
        return result
    }

    /// Words that start a clause as its subject: after "Co." or "a.m." they start a sentence.
    static let subjects: Set<String> = [
        "i", "i'm", "i'll", "i've", "i'd", "we", "we're", "we'll", "we've", "we'd", "you", "you're", "you'll", "u", "they",
        "they're", "they'll", "he", "he's", "she", "she's", "it's", "there's", "pls", "please", "thanks", "thx", "cheers",
    ]

    /// Abbreviations that end a sentence only where one ends after them: "Dunmore Flour Co. just called" goes on,
    /// "… Lakeshore Paddle Co." may end the message.
    static let companyAbbreviations: Set<String> = ["Co.", "Inc.", "Ltd.", "Corp.", "Bros.", "Ave.", "Rd.", "Jr.", "Sr.", "co.", "ltd."]

    /// `text` with a title written in lower case, and the name after it, capitalised: "hi mrs delgado" → "hi Mrs
    /// Delgado", "so dr. haddad can" → "so Dr. Haddad can". In every tone, casual too: a sentence that starts with
    /// one would otherwise read "Mrs mwila".
    static func capitalizingTitles(_ text: String) -> String {
        var result = text
        // "mr and mrs bell": "and" is no name.
        // "18 scenic dr in merewether": "dr" before a small word is a drive's.
        // "hola sra. ramírez": Spanish and Portuguese titles too.
        for match in text.matches(of: /\b(?i:(mrs|mr|ms|dr|prof|sra|sr|srta|mme|mlle))(\.?) (?!(?:and|in|on|at|by|for|to|the|is|was|from|near|off|or|so|then)\b)(\p{L}[\p{Ll}'-]+)/).reversed() {
            let (_, title, dot, name) = match.output
            // "350 sr each": a riyal's letters after an amount, no title.
            if text[..<match.range.lowerBound].last(where: { $0 != " " })?.isNumber == true { continue }
            // "mr al-kuwari", "mrs smith-jones": each half of a name with a hyphen.
            let cased = name.split(separator: "-", omittingEmptySubsequences: false).map { MessageFrame.capitalizingFirst(String($0)) }.joined(separator: "-")
            result.replaceSubrange(match.range, with: MessageFrame.capitalizingFirst(String(title)) + dot + " " + cased)
        }
        // "m. ferrand": the French "Monsieur", only with its full stop; not "5 m. away" or "a.m. meeting".
        for match in result.matches(of: /\bm\. (\p{Ll}[\p{Ll}'-]+)/).reversed() {
            if result[..<match.range.lowerBound].last == "." { continue }
            if result[..<match.range.lowerBound].trimmingCharacters(in: .whitespaces).last?.isNumber == true { continue }
            result.replaceSubrange(match.range, with: "M. " + MessageFrame.capitalizingFirst(String(match.output.1)))
        }
        return result
    }

    /// `sentence` with the apostrophe a texting draft leaves out of a name's possessive before a person or an occasion:
    /// "Kiluanjis mum" → "Kiluanji's mum", "Mariyams wedding" → "Mariyam's wedding"; not "Thomas" or "Jones", whose
    /// "s" is their own, nor an English word ("Glass").
    static func possessiveNames(_ sentence: String) -> String {
        let owned = ToneWording.relatives.joined(separator: "|") + "|" + ToneWording.relativesThings + "|reception|ceremony|class|room|team|phone|number|keys|bag"
        guard let possessive = try? Regex("\\b(\\p{Lu}\\p{Ll}{2,})s(?= (?:" + owned + ")\\b)") else { return sentence }
        return sentence.replacing(possessive) { match in
            let word = String(match.output[0].substring ?? "")
            let stem = String(match.output[1].substring ?? "")
            let isOwnS = PeopleNames.isFirstName(word.lowercased()) || PeopleNames.isSurname(word.lowercased()) || EnglishWords.contains(word)
            let isName = PeopleNames.isFirstName(stem.lowercased()) || !EnglishWords.contains(stem)
            return !isOwnS && isName ? stem + "'s" : word
        }
    }

    /// A greeting with the name after its greeting word capitalised, as a texting draft writes it small: "hey
    /// nadia!!" → "hey Nadia!!"; "hi team," and "hey all" stay.
    static func capitalizingName(_ greeting: String) -> String {
        // "hey nipper coaches,": a word before another describes them, and names no one; "hi mr and mrs bell," has a title.
        // "hi rajesh sir,": a name before a word of respect.
        // "bom dia joana!!", "good morning sam,": a greeting of two words.
        // "dobrý den petra,": another language's greeting of two words.
        let twoWords = MessageFrame.otherLanguagesTwoWordGreetings.first { greeting.lowercased().hasPrefix($0 + " ") }.map { greeting.prefix($0.count + 1) }
        if let twoWords, let name = greeting.dropFirst(twoWords.count).firstMatch(of: /^\p{Ll}[\p{Ll}'-]+(?=[,!:]|$)/).map({ String($0.output) }),
           !greetingAddressees.contains(name), !isGroup(name) {
            return twoWords + MessageFrame.capitalizingFirst(name) + greeting.dropFirst(twoWords.count + name.count)
        }
        // "hi ms ramdial 😊": a title and the name after it.
        if twoWords == nil, let match = greeting.firstMatch(of: /^(\w+ )(mrs|mr|ms|dr|prof|rev) (\p{Ll}[\p{Ll}'-]+)(?=[,!:]|$| \S+$)/) {
            return match.output.1 + MessageFrame.capitalizingFirst(String(match.output.2)) + " " + MessageFrame.capitalizingFirst(String(match.output.3))
                + greeting[match.range.upperBound...]
        }
        guard twoWords == nil, let match = greeting.firstMatch(of: /^(\w+ (?:(?:morning|afternoon|evening|day|dia|día|dias|días|tarde|tardes|noite|noches) )?)(\p{Ll}[\p{Ll}'-]+)(?=[,!:]|$| (?:sir|ji|madam|sahib|san)[,!:]?$)/)
                ?? greeting.firstMatch(of: /^(\w+ )(mrs|mr|ms|dr|prof|rev)(?= )/)
        else { return greeting }
        let name = String(match.output.2)
        guard !greetingAddressees.contains(name), !MessageFrame.greetingWords.contains(name), !isGroup(name) else { return greeting }
        return match.output.1 + MessageFrame.capitalizingFirst(name) + greeting[match.range.upperBound...]
    }

    /// Whether a greeting's word is a plural that greets a group ("hey bowlers!!", "hi volunteers,") rather than a
    /// person ("hey james", "hi chris": first names that end in "s").
    static func isGroup(_ word: String) -> Bool {
        word.count > 3 && word.hasSuffix("s") && !word.hasSuffix("ss") && !word.hasSuffix("'s") && !PeopleNames.isFirstName(word)
    }

    /// Words after a greeting word that name no one: "hi team", "hey all", "morning everyone".
    static let greetingAddressees = Set([
        "team", "all", "everyone", "everybody", "guys", "folks", "there", "y'all", "you", "both", "friends", "gang",
        "mom", "mum", "dad", "leaders", "members", "colleagues", "neighbours", "neighbors", "residents", "parents",
        "morning", "afternoon", "evening", "sir", "madam", "again", "crew", "squad", "people", "peeps", "mate", "mates",
        "bro", "bud", "buddy", "pal", "hun", "fam", "lads", "ladies", "fellas", "dude", "dudes", "babe", "hon", "bruv", "sis",
        "cuz", "bestie", "yall",
    ]).union(otherLanguagesGroups)

    /// Other languages' words for everyone a message greets ("hej allihopa!!", "hola cabros", "zivjo ekipa"): no
    /// names, so never capitalised as one.
    static let otherLanguagesGroups: Set<String> = [
        "gente", "pessoal", "galera", "todos", "todas", "chicos", "chicas", "amigos", "gars", "amis", "tutti", "ragazzi",
        "alle", "allemaal", "kaikki", "wszyscy", "allihopa", "alla", "ekipa", "equipe", "equipo", "cabros", "whanau",
        "whānau", "lahat", "semua", "jamaa", "tous", "tout", "zusammen", "svima", "vsem", "everyone", "tuturor", "všem",
        "všichni", "vsichni", "wszystkim", "iedereen", "sabai",
    ]

    /// Closings of Jamaica's only a casual message keeps, and what the other tones say: "bless up, Marcia" → "Best wishes, Marcia".
    static let plainClosings = [("bless up", "best wishes"), ("one love", "best wishes")]

    /// Other languages' words for everyone of more than one word ("hello po sa lahat!!", "namaste sabai lai 🙏").
    static let otherLanguagesGroupPhrases = ["po sa lahat", "sa lahat", "sabai lai", "e te whanau"]

    /// Words of address that are slang, which only a casual greeting keeps ("yo bro," → "Hi,").
    static let slangAddressees = ["bro", "bruv", "dude", "dudes", "cuz", "bestie"]

    /// Words with a full stop that end no sentence.
    static let abbreviations: Set<String> = ["Mr.", "Ms.", "Mrs.", "Dr.", "St.", "e.g.", "i.e.", "vs.", "approx.", "No.", "mr.", "ms.", "mrs.", "dr.", "Prof.", "prof.", "Smt.", "Shri.", "Sri.", "Mx.", "Rev.", "Revd.", "Fr.", "Pr.", "Hon.", "Capt.", "Sgt.", "Rt."]

    /// `text` starting with a capital, unless its first word is written with one inside ("iPhone", "eBay").
    static func capitalizeFirst(_ text: String) -> String {
        guard let first = text.first, !text.prefix(while: { !$0.isWhitespace }).dropFirst().contains(where: \.isUppercase) else { return text }
        return first.uppercased() + text.dropFirst()
    }

    /// A sentence's last mark in the tone: formal text exclaims nothing ("Please let me know by Thursday."), casual
    /// text is glad of what it looks forward to or thanks for ("Looking forward to the sample batch in May!").
    static func endingInTone(_ sentence: String, tone: ToneType) -> String {
        switch tone {
        case .formal where sentence.hasSuffix("??"):
            return String(sentence.reversed().drop { $0 == "?" }.reversed()) + "?"
        case .formal where sentence.hasSuffix("!"):
            return String(sentence.reversed().drop { $0 == "!" }.reversed()) + "."
        case .empathetic, .diplomatic, .direct:
            // "No kids on this one sorry.": an apology tacked on at the end, after a comma.
            let sentence = sentence.replacingOccurrences(
                of: "(?<=[a-z0-9])(?<!\\b(?:so|very|really|am|are|is|was|were|be|been|terribly|truly|deeply|super|extremely|awfully|feel|felt|too|just|not|say|said|m|re|s)) (sorry[.!]*)$",
                with: ", $1", options: [.regularExpression, .caseInsensitive])
            // Texting's "!!" and "??" once: "Owe you one!".
            for mark in ["!", "?"] where sentence.hasSuffix(mark + mark) {
                return String(sentence.reversed().drop { String($0) == mark }.reversed()) + mark
            }
            return sentence
        case .casual where sentence.hasSuffix(".") && ["looking forward", "thanks", "happy to", "glad to", "can't wait"].contains { sentence.lowercased().hasPrefix($0) }:
            return String(sentence.dropLast()) + "!"
        default:
            return sentence
        }
    }

    /// Replaces whole words (and phrases, written as they are), keeping a leading capital.
    static func replace(_ text: String, _ pairs: [(String, String)]) -> String {
        ToneWording.apply(pairs.map { ToneWording.Rule("\\b" + NSRegularExpression.escapedPattern(for: $0.0) + "\\b", $0.1) }, to: text)
    }

    /// Words a shorter text can do without (articles and padding), and wordy phrases with their short forms.
    static let compressions: [(String, String)] = [
        ("I need to ", ""), ("I would like to ", ""), ("in order to", "to"), ("due to the fact that", "because"),
        ("at this point in time", "now"), ("at the moment", "now"), ("the ", ""), ("a ", ""), ("an ", ""), ("very ", ""),
        ("our ", ""), ("please note that ", ""),
    ]
}
