/// A message's own greeting ("Hi Sam,"), body and sign-off ("Thanks, Ana"), told apart so that a variation
/// rewrites the body and keeps the message's own greeting and sign-off: the model never drops "Sam", and no
/// variation opens with a second greeting ("Hey team, quick update: Hi Sam, …").
///
/// ```swift
/// let frame = MessageFrame("Hi Sam, the meeting moved to 2pm. Thanks, Ana")
/// frame.greeting  // "Hi Sam,"
/// frame.body      // "The meeting moved to 2pm."
/// frame.signOff   // "Thanks, Ana"
/// ```
public struct MessageFrame: Sendable, Equatable {
    /// The message's opening address, as written ("Hi Sam,", "Dear Ms. Lee,"), if it has one.
    public var greeting: String?
    /// What the message says, on one paragraph, its first letter capitalised.
    public var body: String
    /// The message's closing ("Thanks, Ana", "Best regards, Ana"), if it has one.
    public var signOff: String?

    public init(greeting: String? = nil, body: String, signOff: String? = nil) {
        self.greeting = greeting
        self.body = body
        self.signOff = signOff
    }

    /// The parts of `message`.
    public init(_ message: String) {
        var text = ComposerPromptBuilder.oneParagraph(message)
        greeting = Self.leadingGreeting(of: text)
        if let greeting { text = String(text.dropFirst(greeting.count)).trimmingCharacters(in: .whitespaces) }
        signOff = Self.trailingSignOff(of: text)
        // "…on the tram 🙏 thx, Rochelle (class rep)", "…no play 😅 thx - Cathal": an emoji ends the sentence before a
        // sign-off.
        if text.range(of: Self.emoji, options: .regularExpression) != nil, let signed = Self.trailingSignOff(of: Self.withoutEmoji(text)),
           text.hasSuffix(signed), signed.count > signOff?.count ?? 0 {
            signOff = signed
        }
        if let signOff, signOff.count < text.count {
            text = String(text.dropLast(signOff.count)).trimmingCharacters(in: .whitespaces)
            // "…a hand packing, xx Hana": the comma before a sign-off goes with it.
            if text.hasSuffix(",") { text.removeLast() }
        } else {
            signOff = nil
        }
        body = Self.capitalizingFirst(text)
    }

    /// `body` between this message's own greeting and sign-off, each on its own line.
    public func framing(_ body: String) -> String {
        [greeting, body, signOff].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// A model's `answer` to this message's body, framed as the message is: its own greeting and sign-off
    /// replace any the answer wrote; an answer's own are kept only where the message has none. A message with
    /// neither leaves the answer as written.
    public func framing(answer: String) -> String {
        guard greeting != nil || signOff != nil else { return answer }
        let written = MessageFrame(answer)
        return MessageFrame(greeting: greeting ?? written.greeting, body: written.body, signOff: signOff ?? written.signOff)
            .framing(written.body)
    }

    /// Words that open a greeting ("bom" and the like only before a time of day, ``timesOfDay``).
    static let greetingWords = Set(["hi", "hey", "hello", "dear", "hiya", "greetings", "morning", "good", "howdy", "yo", "oi", "bom", "bon", "boa", "buen", "buenos"])
        .union(otherLanguagesGreetings)
    /// Greetings of other languages a draft in English opens with ("hæ all,", "habari team,", "hoi allemaal,").
    static let otherLanguagesGreetings: Set<String> = [
        "hæ", "hej", "hei", "hoi", "hallo", "hola", "ciao", "salut", "bonjour", "olá", "ola", "ahoj", "moin", "servus",
        "habari", "jambo", "mambo", "sawubona", "namaste", "salam", "salaam", "merhaba", "bula", "aloha", "talofa",
        "kumusta", "howzit", "che", "oye", "selam", "cześć", "czesc", "zivjo", "živjo", "chao", "chào", "halo", "moi", "shwmae",
        "helo", "ayubowan", "ahlan", "marhaba", "yassas", "geia", "namaskar", "vanakkam", "salve", "hallå", "mingalaba",
        "sabaidee", "sawasdee", "sveiki", "labas", "terve", "szia", "zdravo", "kalimera", "shalom",
        "zdravei", "zdraveite", "pryvit", "vitayu", "bok", "akwaaba", "wagwan", "konnichiwa", "annyeong", "annyeonghaseyo",
        "nihao", "buongiorno", "buonasera", "bonsoir", "heisann", "hejsan", "tjena", "halló", "mhoro", "dumela", "buenas",
        "quiubo", "goedemorgen", "goedendag", "moien", "sannu", "kamusta", "assalamualaikum", "adaab", "mingalarbar", "buna", "bună", "aoa",
    ]
    /// Greetings of two words ("dobrý den petra,", "buna ziua tuturor!", "god morgen alle"): the second word is no
    /// name ("dan", "den", "tag"), so neither the model nor the lists are asked about it.
    static let otherLanguagesTwoWordGreetings: Set<String> = [
        "dobrý den", "dobry den", "dobar dan", "dobro jutro", "dobré ráno", "dobre rano", "dobrý večer", "dobry vecer",
        "dzień dobry", "dzien dobry", "bună ziua", "buna ziua", "bună dimineața", "buna dimineata", "dobryi den",
        "dobryy den", "god morgen", "god dag", "góðan daginn", "godan daginn", "guten tag", "guten morgen", "dia dhuit",
        "xin chào", "xin chao", "kia ora", "nanga def", "ni hao", "selamat pagi", "selamat siang", "selamat malam",
        "buon giorno", "buona sera", "assalamu alaikum", "salaam alaikum", "salam alaikum", "magandang umaga",
    ]
    /// The times of day of "bom dia", "boa tarde", "buenos días".
    static let timesOfDay: Set<String> = ["dia", "día", "dias", "días", "tarde", "tardes", "noite", "noches"]
    /// Words that open a sign-off.
    static let signOffOpenings = [
        "thanks", "thank you", "thx", "cheers", "best", "regards", "kind regards", "best regards", "warm regards",
        "many thanks", "sincerely", "talk soon", "all the best", "take care", "respectfully", "yours sincerely",
        "yours truly", "yours faithfully", "warmly", "best wishes", "love you", "love u", "xoxo", "bless up", "blessings",
        "one love", "nuff respect",
    ] + otherLanguagesClosings
    /// Closing words a name follows, as a regular expression's alternatives: English's and ``otherLanguagesClosings``.
    static let closingWords = (["cheers", "thanks", "thank you", "thx", "regards", "kind regards", "best"] + otherLanguagesClosings).joined(separator: "|")
    /// Other languages' thanks and closings: "…sign it in the break room 😊 hvala, Jelena", "diolch! Gwenllian x",
    /// "gracias!! - maricielo", "mvh sigrid".
    static let otherLanguagesClosings = [
        "diolch", "hvala", "merci", "gracias", "obrigado", "obrigada", "danke", "tack", "takk", "tak", "dziękuję", "dzięki",
        "děkuji", "díky", "mulțumesc", "multumesc", "mersi", "blagodarya", "spasibo", "dyakuyu", "medaase", "jërëjëf",
        "jerejef", "asante", "salamat", "grazie", "kiitos", "bedankt", "shukran", "arigato", "kamsahamnida", "cảm ơn",
        "xie xie", "nagode", "ngiyabonga", "siyabonga", "tatenda", "zikomo", "rea leboha", "khob khun", "dhanyabad",
        "dhanyavad", "dhanyavaad", "shukriya", "nos vemos", "saludos", "abrazos", "besos", "un abrazo", "kveðja", "kvedja",
        "mvh", "hilsen", "groetjes", "cordialement", "pozdrawiam", "pozdrav", "pozdrawienia", "s pozdravem", "hälsningar",
        "liebe grüße", "viele grüße", "lg", "atentamente", "cumprimentos", "abraço", "abraços", "beijos", "khoda hafez",
        "allah hafiz", "fa'afetai", "faafetai", "vinaka", "mahalo", "nga mihi", "ngā mihi", "efharisto", "efcharisto",
        "grazie mille", "rahmat", "raxmat", "madloba", "didi madloba", "shnorhakalutyun", "obrigadão", "hvala lijepa",
    ]

    /// "Hi Sam," or "Good morning team!" at the start of `text`: a greeting word, at most six words, then a
    /// comma, "!" (or "!!") or the end of the first line.
    static func leadingGreeting(of text: String) -> String? {
        // "hey Kwabena 👋🏾 u still ok to swap?": an emoji after whom the message greets ends the greeting too.
        if let emoji = text.range(of: Self.emoji, options: .regularExpression),
           text[..<emoji.lowerBound].firstIndex(where: { ",!:.?".contains($0) }) == nil,
           let greeting = Self.greetingBeforeEmoji(String(text[..<emoji.upperBound])) {
            return text[emoji.upperBound...].trimmingCharacters(in: .whitespaces).isEmpty ? nil : greeting
        }
        guard var end = text.firstIndex(where: { $0 == "," || $0 == "!" || $0 == ":" }) else { return nil }
        // "hej justyna :( cant make it": a smiley after whom the message greets ends the greeting, and goes with it.
        if text[end] == ":", text.index(after: end) < text.endIndex, "()DP".contains(text[text.index(after: end)]) {
            end = text.index(after: end)
        }
        // "yo team!!": the greeting takes all its marks.
        while text.index(after: end) < text.endIndex, text[text.index(after: end)] == "!" { end = text.index(after: end) }
        let candidate = text[...end]
        let words = candidate.split { !$0.isLetter && $0 != "." && $0 != "'" }.map { $0.lowercased() }
        let rest = text[text.index(after: end)...].trimmingCharacters(in: .whitespaces)
        if isAddress(String(candidate), before: rest) { return String(candidate) }
        // "Alright Dave,", "alright macca,", "right team,": British English's greetings, but only before whom they greet
        // ("Right, so…", "Alright then,").
        if words.count == 2, ["alright", "right"].contains(words[0]), candidate.hasSuffix(","),
           !openers.contains(words[1]), !NameCasing.ordinaryWords.contains(words[1]) || ToneAdapter.greetingAddressees.contains(words[1]) {
            return rest.isEmpty ? nil : String(candidate)
        }
        // "guys, update on the outing…", "team, quick one": whom the message greets, alone before a comma.
        if words.count == 1, candidate.hasSuffix(","), ["guys", "team", "all", "everyone", "folks", "everybody", "y'all"].contains(words[0]) {
            return rest.isEmpty ? nil : String(candidate)
        }
        // "chicos!! from mon…": another language's word for everyone, called out.
        if words.count == 1, candidate.hasSuffix(",") || candidate.hasSuffix("!"), ToneAdapter.otherLanguagesGroups.contains(words[0]) {
            return rest.isEmpty ? nil : String(candidate)
        }
        // "dobrý den petra,", "buna ziua tuturor!": another language's greeting of two words.
        if words.count >= 2, words.count <= 6, otherLanguagesTwoWordGreetings.contains(words[0] + " " + words[1]) {
            return rest.isEmpty ? nil : String(candidate)
        }
        // A letter's "Dear members of the Elmfield Community Choir," runs longer than a greeting word and a name.
        guard let first = words.first, greetingWords.contains(first), words.count <= (first == "dear" ? 10 : 6) else { return nil }
        if first == "good", words.count < 2 || !["morning", "afternoon", "evening", "day", "mornin", "evenin"].contains(words[1]) { return nil }
        // "bom dia joana!!", "buenos días a todos,": Portuguese and Spanish greetings of a time of day.
        if ["bom", "bon", "boa", "buen", "buenos"].contains(first), words.count < 2 || !Self.timesOfDay.contains(words[1]) { return nil }
        return rest.isEmpty ? nil : String(candidate)
    }

    /// `candidate`, which ends with an emoji, when it is a greeting word and whom it greets only: "hey Kwabena 👋🏾",
    /// "hi ms Ramdial 😊", "zdravo ekipa 🎉", "morning neighbours 👋"; not "hey can u do sat 🙏".
    static func greetingBeforeEmoji(_ candidate: String) -> String? {
        let words = candidate.split { !$0.isLetter && $0 != "'" && $0 != "-" }.map(String.init)
        guard let first = words.first?.lowercased(), (1...5).contains(words.count) else { return nil }
        let twoWords = words.count >= 2 && otherLanguagesTwoWordGreetings.contains(first + " " + words[1].lowercased())
        guard twoWords || greetingWords.contains(first) && !["good", "bom", "bon", "boa", "buen", "buenos", "dear"].contains(first)
                || first == "good" && words.count >= 2 && ["morning", "afternoon", "evening"].contains(words[1].lowercased()) else { return nil }
        let greeted = words.dropFirst(twoWords || first == "good" ? 2 : 1)
        // "hi ms ramdial 😊": a name the model left small is a listed first name, no English word, or after a title.
        guard ToneAdapter.otherLanguagesGroupPhrases.contains(greeted.joined(separator: " ").lowercased()) || greeted.indices.allSatisfy({ index in
            let word = greeted[index], lower = greeted[index].lowercased()
            return word.first?.isUppercase == true || greetedTitles.contains(lower) || PeopleNames.isFirstName(lower)
                || NameCasing.isUnknownWord(lower) && !NameCasing.ordinaryWords.contains(lower)
                || index > greeted.startIndex && greetedTitles.contains(greeted[index - 1].lowercased())
                || ToneAdapter.greetingAddressees.contains(lower) || ToneAdapter.isGroup(lower)
        }) else { return nil }
        return candidate
    }

    /// Titles before a name a greeting may greet by.
    static let greetedTitles: Set<String> = ["mr", "mrs", "ms", "miss", "dr", "prof", "sir", "madam", "auntie", "aunty", "uncle"]

    /// An emoji and its modifiers ("👋🏾", "❤️", "🇯🇲", "👨‍👩‍👧"), for ICU's regular expressions; "©" and "™" are no emoji here.
    /// Korean's laughter and tears ("ㅎㅎ", "ㅋㅋ", "ㅠㅠ") are taken as emoji.
    static let emoji = #"(?:(?![©®™‼⁉])[\p{Extended_Pictographic}\x{1F1E6}-\x{1F1FF}][\x{1F3FB}-\x{1F3FF}\x{FE0F}\x{200D}\x{20E3}]*|[ㅋㅎㅠㅜ]{2,})+"#

    /// `text` with every emoji between two clauses made the full stop it stands for ("sorry for the late msg 🙏 our dog…"
    /// → "sorry for the late msg. our dog…"), and the others taken out: only casual text keeps emoji.
    static func withoutEmoji(_ text: String) -> String {
        text.replacingOccurrences(of: #"(?<=[\p{L}\d)'"%])\s*"# + emoji + #"(?:\s*"# + emoji + #")*\s+(?=[\p{L}\d"'(])"#, with: ". ", options: .regularExpression)
            .replacingOccurrences(of: #"\s*"# + emoji + #"(?=\s*$|\s*[.,!?;:)])"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #"\s*"# + emoji + #"\s*"#, with: " ", options: .regularExpression)
            .trimmingCharacters(in: .whitespaces)
    }

    /// A name alone, then a comma, before the message goes on in lower case: "Sarah, quick summary of…", "Team,
    /// the Hendricks order…". Not a word that opens a sentence ("Today,", "However,", "Sadly,").
    static func isAddress(_ candidate: String, before rest: String) -> Bool {
        // "Selin!! the movers…": a name called out; before a sentence with its capital only a name no word can be
        // ("Selin!! The movers…", not "Wow! The…").
        let exclaimed = candidate.hasSuffix("!")
        guard candidate.hasSuffix(",") || exclaimed else { return false }
        let word = String(candidate.reversed().drop { $0 == "!" || $0 == "," }.reversed())
        let lower = word.lowercased()
        let noWord = !NameCasing.ordinaryWords.contains(lower) && !openers.contains(lower)
        guard rest.first?.isLowercase == true || exclaimed && rest.first?.isUppercase == true && noWord else { return false }
        // "selin!! the movers…": the model never judges a message's first word, so a name called out there stays small;
        // one that is no word, no laugh and no cry ("hahaha!!", "yesss!") is taken for the name.
        let calledOut = exclaimed && (PeopleNames.isFirstName(word) || noWord && word.count >= 3 && word.firstMatch(of: /(.)\1\1|(..)\2/) == nil)
        guard word.count >= 2, word.first?.isUppercase == true || calledOut,
              word.allSatisfy({ $0.isLetter || $0 == "-" }) else { return false }
        return !ToneAdapter.sentenceStarters.contains(word) && !lower.hasSuffix("ly") && !openers.contains(lower)
            && Vocabulary.weekday(word) == nil
    }

    /// Words that open a sentence before a comma and address nobody.
    static let openers: Set<String> = [
        "however", "meanwhile", "also", "again", "first", "second", "third", "finally", "overall", "anyway", "besides",
        "otherwise", "instead", "still", "so", "then", "now", "yes", "no", "ok", "okay", "well", "oh", "sure", "sorry",
        "update", "reminder", "note", "fyi", "btw", "quick", "great", "sadly", "thanks", "congrats", "congratulations",
        "welcome", "tonight", "tomorrow", "yesterday", "today", "later", "earlier", "recently", "currently", "please",
        "unfortunately", "fortunately", "honestly", "basically", "actually", "apparently", "ideally", "hopefully", "plus",
        "lastly", "next", "afterwards", "therefore", "thus", "hence", "indeed", "meantime", "heads", "hmm", "ah", "perfect",
        "awesome", "cool", "nice", "right", "alright", "look", "listen", "good", "bad", "fine", "agreed", "noted", "done",
        "wow", "yay", "hooray", "oops", "ugh", "yikes", "omg", "whoa", "haha", "lol", "argh", "damn", "phew", "woohoo", "cheers",
        "help", "urgent", "attention", "important", "news", "stop", "wait", "happy", "merry", "surprise", "finally",
        "lmao", "ooh", "ahh", "eek", "wahoo", "hurray", "bravo", "guess", "boom", "sorted",
    ]

    /// "Thanks, Ana" or "Best regards, Ana Lopez" at the end of `text`: the last sentence, when it opens with a
    /// sign-off word and has at most five words (twelve after a comma, names and titles only: "Regards, Alan Whitmore,
    /// Operations, PrintHouse Co."), or is a name or two with no full stop ("Raj", "Dana & Rob"), or a dash and a name, with a company
    /// after a comma ("- Dev, Brightline Kitchens", "Front Desk, Marlowe Bay Hotel").
    static func trailingSignOff(of text: String) -> String? {
        // "…will try to rebook for july - Nadia" (or "- beth", "- Persatuan Penduduk Jalan 4"): a dash and a name end
        // the message, with no full stop before them.
        // "- lupe + rafa", "- kaloleni ward office", "- the choir committee": two writers, or a group's name ("&" and
        // "and" only in ``namesOnly(_:)``: "Thanks, Ifeanyi - Admin & Facilities" signs off from "Thanks").
        let group = "(?: (?:\\p{Lu}[\\p{Ll}'-]+|ward|office|team|committee|group|club|crew|family|staff|management|board|council|association|society|desk|of|the)){0,3}"
        // "…if ur kid can play :) - coach gabor", "…so sad :( - siew lan": after an emoticon too.
        if let dashed = text.range(of: #"(?<=[\p{Ll}0-9!?.)(]) [-–—] ?(?:the |team |(?i:mr|mrs|ms|dr|coach|prof|sra|srta|sr|mme|mlle)\.? )?\p{L}[\p{Ll}'-]+(?: (?:\+|n) \p{L}[\p{Ll}'-]+)?"# + group
                                   // "- goran, flat 14", "- ma hnin, stall 42", "- ratna, blok c no 14": the writer's flat or stall; "- Beatriz, Pet
                                   // Spa Dourado, Rua de São Vicente, Braga": a business and its address, three parts at most.
                                   + #"( \d{1,4})?((?:(, | @ )\p{Lu}[\w&'-]*( (?:[\p{Lu}&][\w&'-]*|de|da|do|dos|das|del|di|du|la|le)){0,3}){1,3}\.?"#
                                   + #"|, (?i:flat|apt|apartment|unit|room|rm|stall|house|desk|booth|plot|shop|block|blok|blk|office|stand|pitch) (?:[a-z] (?:no\.? )?)?\d{1,4}[a-z]?)?$"#,
                                   options: .regularExpression) {
            // "…drive out tonight. cheers - darren", "lmk pls, thx - mayra": a closing word before the dash goes with it.
            if let closing = text[..<dashed.lowerBound].range(of: #"(?:^|(?<=[.!?,)] )|(?<=[\p{Ll}0-9] ))(?i:"# + Self.closingWords + #")[!.,]*$"#,
                                                              options: .regularExpression) {
                return String(text[closing.lowerBound..<dashed.upperBound])
            }
            return String(text[dashed]).trimmingCharacters(in: .whitespaces)
        }
        // "…pls lmk by tonight thx, Youssef": thanks glued to the last word, then the writer's name.
        if let thanks = text.range(of: #"(?<=[\p{Ll}0-9]) (?i:thx|thanks|cheers|ty|tysm), \p{Lu}[\p{Ll}'-]+!*$"#, options: .regularExpression) {
            return String(text[thanks]).trimmingCharacters(in: .whitespaces)
        }
        // "…by tmrw noon thx": thanks after the last word, with no mark between them.
        if let thanks = text.range(of: #"(?<=[a-z0-9]) (thx|thanks|ty|cheers|tysm)!*$"#, options: [.regularExpression, .caseInsensitive]) {
            return String(text[thanks]).trimmingCharacters(in: .whitespaces)
        }
        // "…whenever you're ready, thx heaps, Aishah": thanks and a name after the last sentence's comma.
        if let thanks = text.range(of: #"(?<=[a-z0-9]), (thx|thanks|thank you|ty|cheers|ta)( so much| a lot| again| heaps)?,? [A-Z][a-z'-]+( [A-Z][a-z'-]+)?!*$"#, options: [.regularExpression]) {
            return String(text[thanks].dropFirst(2))
        }
        // "…tmrw. thx hun!! x": thanks and a kiss end the message.
        if let kissed = text.range(of: #"(?<=[\p{Ll}0-9.!?)] )(?i:thx|thanks|thank you|ty|cheers|love you|love u)(?: (?:hun|babe|hon|love|mate|dear|sweetie))?!*,? x+$"#, options: .regularExpression) {
            return String(text[kissed])
        }
        // "…if u can't make it. diolch! Gwenllian x": a closing word, its mark, then the name (and a kiss).
        if let closed = text.range(of: #"(?<=[\p{Ll}0-9.!?)] )(?i:"# + Self.closingWords + #")!+ \p{Lu}[\p{Ll}'-]+(?: x+)?$"#, options: .regularExpression) {
            return String(text[closed])
        }
        // "…lmk x Tina", "…x Shu Fen": a kiss and a name end the message.
        if let kissed = text.range(of: #"(?<=[a-z!?.,]) x+ [A-Z][a-z'-]+( [A-Z][a-z'-]+)?$"#, options: .regularExpression) {
            return String(text[kissed]).trimmingCharacters(in: .whitespaces)
        }
        let sentences = ToneAdapter.sentences(text)
        guard sentences.count > 1, let last = sentences.last else { return nil }
        // "…before the board mtg. sorry!! yerzhan": a name the model left small, alone after the last sentence; a
        // listed first name or no English word.
        // Not a laugh or a cry ("haha", "jajaja", "lmao", "wkwk").
        if last.count >= 3, last.allSatisfy({ $0.isLetter || $0 == "-" }), last.first?.isLowercase == true, !NameCasing.ordinaryWords.contains(last),
           last.firstMatch(of: /^(?:(?:ha|he|hi|ja|je|ka|wk|k)+h?|lo+l|lmf?ao+|x+d+|o+m+g+|u+g+h+|ya+y|wo+|hm+|aw+|ye+s+|no+)$/) == nil,
           PeopleNames.isFirstName(last) || NameCasing.isUnknownWord(last) && !greetingWords.contains(last) {
            return capitalizingFirst(last)
        }
        // A name alone after the last full stop ("… than in September. Raj") signs the message off too.
        // "- Jess": a dash before the name signs off too.
        let words = last.split(separator: " ").drop { ["-", "–", "—"].contains($0) }
        // "Leon @ Keysafe Locksmiths": a name and the business it signs for.
        let signsForABusiness = words.count <= 5 && words.dropFirst().first == "@"
        if !words.isEmpty, words.count <= 3 || signsForABusiness,
           words.allSatisfy({ $0 == "&" || $0 == "@" || $0.first?.isUppercase == true && $0.allSatisfy { $0.isLetter || $0 == "-" || $0 == "'" } }),
           words.first != "&", words.last != "&", words.first != "@" {
            return last
        }
        // "Office of the Chief Financial Officer": an office's name alone signs a notice off.
        let unstopped = last.hasSuffix(".") ? String(last.dropLast()) : last
        if words.count <= 8, Self.namesOnly(Substring(unstopped)),
           unstopped.split(separator: " ").contains(where: { Self.officeWords.contains($0.lowercased()) }) {
            return last
        }
        // A name and the writer's company: "Dana, Eastside Auto", "Dave, QuickHaul Movers".
        // "Municipality of Tirana, Roads Directorate", "Bryndís, Kaffi Krummi": a title's small words, and accents.
        if last.range(of: #"^([-–—] ?)?\p{Lu}[\p{Ll}'-]+((?: of| the| for| de)? \p{Lu}[\p{Ll}'-]+){0,2}(, \p{Lu}[\w&'-]*( [\p{Lu}&][\w&'-]*){0,3}){1,3}\.?$"#, options: .regularExpression) != nil {
            return last
        }
        // "Love, Maria": "love" signs off only before a comma and a name.
        if last.range(of: #"^[Ll]ove, [A-Z][a-z'-]+( [A-Z][a-z'-]+)?\.?$"#, options: .regularExpression) != nil {
            return last
        }
        // "Thanks for everything, Ngaire, Halswell Garden Centre": thanks, then names and titles only.
        if words.count <= 12, let thanks = last.range(of: Self.thanksBeforeNames, options: .regularExpression),
           Self.namesOnly(last[thanks.upperBound...]) {
            return last
        }
        let lower = last.lowercased()
        // The longest opening: "Best regards, Corinne Bellweather, Thompson Valley Landscaping" opens with "best regards,".
        guard let opening = signOffOpenings.filter({ lower == $0 || lower.hasPrefix($0 + ",") || lower.hasPrefix($0 + "!") || lower.hasPrefix($0 + ".") || lower.hasPrefix($0 + " ") })
                .max(by: { $0.count < $1.count }),
              // "Kind regards, Maple Grove Veterinary Clinic": after a closing word and a comma, a name and a title.
              words.count <= 5 || words.count <= 12 && lower.hasPrefix(opening + ",") && Self.namesOnly(last.dropFirst(opening.count + 1))
        else { return nil }
        return last
    }

    /// Words that make a line of capitalised words an office's or organisation's name.
    static let officeWords: Set<String> = [
        "office", "department", "directorate", "council", "committee", "team", "services", "desk", "board", "management",
        "administration", "secretariat", "bureau", "division", "officer", "authority", "unit",
    ]

    /// Thanks that may come before the writer's name and business in one line: "Thanks for everything, ", "Many
    /// thanks again, ".
    static let thanksBeforeNames = #"^(?:[Tt]hanks|[Tt]hank you|[Mm]any thanks)(?: (?:so much|a lot|again|heaps|for (?:everything|all of this|all you do|all|your help|your patience|reading|understanding|listening)))?, "#

    /// Whether `text` is names and titles only: every word capitalised but the small words of a title ("Alan
    /// Whitmore, Operations, PrintHouse Co.", "Elena Vasquez, Head of Customer Experience", "Jonno @ Saltmarsh
    /// Sailing School", "Ifeanyi - Admin & Facilities").
    static func namesOnly(_ text: Substring) -> Bool {
        let words = text.split(separator: " ")
        return words.first?.first?.isUppercase == true
            && words.allSatisfy { ["&", "@", "-", "–", "—", "of", "for", "and", "the", "at"].contains($0) || $0.first?.isUppercase == true }
    }

    /// `text` with a capital, and a second one in a name that takes it: "mcleod" → "McLeod", "o'neill" → "O'Neill".
    static func capitalizingFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        if let name = text.firstMatch(of: /^([Mm]c|[Oo]')([a-z])([a-z]+)/) {
            return String(name.output.1.prefix(1)).uppercased() + name.output.1.dropFirst() + name.output.2.uppercased() + text[name.output.3.startIndex...]
        }
        return first.uppercased() + text.dropFirst()
    }
}
