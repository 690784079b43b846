import Foundation
import PersonableCore

/// The word-level changes that carry a tone when the composer adapts a message by rules: each a phrase (a
/// regular expression, matched case-insensitively on whole words) and what it becomes. Every change says the same
/// thing in another register, so facts, negations and who does what stay the message's own. "{we}" in a
/// replacement is the writer: "we" or "I", as the message itself speaks.
enum ToneWording {
    /// One change: a phrase, compiled once, and what it becomes.
    struct Rule: @unchecked Sendable {  // NSRegularExpression is immutable and safe to share between threads.
        let pattern: String
        let replacement: String
        /// `pattern` compiled, matched case-insensitively; `nil` only for a pattern that is not a valid expression.
        let regex: NSRegularExpression?

        init(_ pattern: String, _ replacement: String) {
            self.pattern = pattern
            self.replacement = replacement
            regex = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
        }
    }

    /// A digest of every tone's rules (`StableHash` over their patterns and replacements), and ``revision``: it
    /// changes whenever a rule does, so a cached variation the rules wrote is not reused by rules that would write it
    /// differently.
    static let version: String = {
        let tables = ToneType.allCases.flatMap { rules(for: $0, person: .we) + rules(for: $0, person: .i) }
            .map { $0.pattern + "\u{1}" + $0.replacement }.joined(separator: "\u{2}")
        return "rules-\(revision)-" + String(StableHash.fnv1a(tables), radix: 16)
    }()
    /// Bumped when the adapter changes what it writes other than by its tables (framing, situations, casing, the word
    /// lists names are judged by).
    static let revision = 34

    /// The changes for `tone`, in the order they apply, compiled once per tone and writer.
    static func rules(for tone: ToneType, person: MessageSituation.Person) -> [Rule] {
        (person == .we ? rulesForWe : rulesForI)[tone] ?? []
    }

    private static let rulesForWe = compiledTables(we: "we")
    private static let rulesForI = compiledTables(we: "I")

    private static func compiledTables(we: String) -> [ToneType: [Rule]] {
        Dictionary(uniqueKeysWithValues: ToneType.allCases.map { tone in
            let table: [(String, String)]
            switch tone {
            case .formal: table = formalAbbreviations + textingForms + formalPhrases + expansions + formalWords
            case .casual: table = casualPhrases + plainLetterFormulas + contractions + casualCapitals
            case .direct: table = textingForms + directPhrases + plainLetterFormulas
            case .diplomatic: table = textingForms + diplomaticPhrases + letterFormulas
            case .empathetic: table = textingForms + [("(I|we) regret to (inform|advise) (you|\\w+) that,?", "{we are} sorry to let you know that")] + letterFormulas
            }
            let weAre = we == "we" ? "we are" : "I am"
            return (tone, wholeWords(table.map { ($0.0, $0.1.replacingOccurrences(of: "{we are}", with: weAre).replacingOccurrences(of: "{we}", with: we)) }))
        })
    }

    /// The direct tone's changes, which also make a text shorter.
    static let directRules = wholeWords(directPhrases)
    /// The changes that soften a refusal ("can't" → "won't be able to").
    static let refusalRules = wholeWords(refusalSoftening)

    /// `text` with every change of `rules` made, in order. A replacement that starts a sentence starts with a
    /// capital where the phrase did; "{1}" in it is the text the pattern's first group matched.
    static func apply(_ rules: [Rule], to text: String) -> String {
        var result = text
        for rule in rules {
            guard let regex = rule.regex else { continue }
            let replacement = rule.replacement
            var output = "", cursor = result.startIndex
            for match in regex.matches(in: result, range: NSRange(result.startIndex..., in: result)) {
                guard let range = Range(match.range, in: result) else { continue }
                let before = result[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
                let startsSentence = before.isEmpty || before.last.map { ".!?:".contains($0) } == true
                output += result[cursor..<range.lowerBound]
                let capital = startsSentence && result[range].first?.isUppercase == true
                var written = replacement
                if written.contains("{1}"), match.numberOfRanges > 1, let group = Range(match.range(at: 1), in: result) {
                    written = written.replacingOccurrences(of: "{1}", with: result[group])
                }
                output += capital && !written.isEmpty ? written.prefix(1).uppercased() + written.dropFirst() : written
                cursor = range.upperBound
            }
            output += result[cursor...]
            result = output.replacingOccurrences(of: "  ", with: " ")
            for mark in [",", ".", "!", "?", ";", ")"] { result = result.replacingOccurrences(of: " " + mark, with: mark) }
            // "the car :( the clutch" said as "the car: the clutch".
            result = result.replacingOccurrences(of: " : ", with: ": ")
            // A phrase dropped after a comma ("the receipt, or whatever.") leaves none behind.
            for mark in [".", "!", "?", ",", ";"] { result = result.replacingOccurrences(of: "," + mark, with: mark) }
        }
        return result
    }

    /// `table`'s phrases matched as whole words.
    static func wholeWords(_ table: [(String, String)]) -> [Rule] {
        table.map { Rule("(?<![\\w'])(?:" + $0.0 + ")(?![\\w'])", $0.1) }
    }

    // MARK: - Formal

    static let formalPhrases: [(String, String)] = [
        ("^(lol|haha|oops),?(?= )", ""), ("(and stuff|and all that)(?=[.!?,]|$)", ""),
        ("(I )?owe (you|u|ya) one", "I am very grateful"), ("(just )?grab me", "speak with me"),
        ("^bad news ?[,:\\-–—](?= )", "unfortunately,"), ("^(just a |a )?quick q(uestion)? ?[-–—:,]", "a quick question:"), ("^(just a |a )?quick q(?= )", "a quick question"),
        ("^(hey|hiya|yo)(?= [a-z])", "hello"),
        ("super sorry", "very sorry"), ("so sorry", "very sorry"), ("^very sorry", "{we are} very sorry"),
        ("(?-i:super)(?= [a-z])", "very"), ("^totally fine", "it is perfectly fine"), ("totally fine", "perfectly fine"), ("totally(?= \\w)", ""), ("no worries if", "it is no problem if"),
        ("no worries", "not a problem"), ("no biggie", "not a problem"), ("swamped|slammed", "very busy"), ("crazy busy", "extremely busy"),
        ("ping me", "contact me"), ("ping us", "contact us"), ("reach out to", "contact"),
        ("touch base", "speak"), ("circle back", "follow up"), ("you guys", "you"), ("(?<=\\b\\d{1,3} )guys", "people"), ("(?<=\\bthe [A-Za-z]{2,12} )guys", "team"), ("(?<=\\b(our|my|your|his|her|their) )guys", "team"),
        // "the guys at Auto Vlad Service called": people, not "the everyone at".
        ("(?<=\\b(the|these|those) )guys", "people"), ("guys", "everyone"),
        ("^(btw|by the way),?(?= )", ""), ("(btw|by the way),?(?= )", ""), ("fyi", "for your information"), ("am I ok to", "may I"), ("is it ok to", "is it acceptable to"),
        ("is it ok if", "is it acceptable if"), ("is that ok", "is that acceptable"), ("if that's ok", "if that is acceptable"),
        ("(?<=(was|is|are|were|be|cost|costs|took|takes|about|for|out|did|made) )like(?= [$£€]?\\d)", "approximately"), ("(?<=short )like(?= \\d)", "by approximately"),
        // "hiya fiona, quick one 🙂 the fringe…": also where an emoji ended it.
        ("^(just a )?quick one ?[-–—:,.!]", ""), ("^(just a )?quick one$", ""), ("^ok with (you|u)\\?", "is that acceptable to you?"), ("^just (letting|to let) (you|u) know,?( that)?", "please note that"),
        ("^sorry,? but", "unfortunately,"), 
        // "no card machine sorry.": an apology tacked on as a word is said in full ("no card machine; we apologize."); not
        // "we are very sorry."
        ("(?<=\\w,? )(?<!\\b(so|very|really|am|are|is|was|were|be|been|being|terribly|truly|deeply|super|extremely|awfully|feel|felt|look|looked|m|re|s|too|just|not|say|said),? )sorry(?=[.!]|$)", "; {we} apologize"), ("^(just a )?quick one re(?= )", "regarding"), ("massive (thanks|thank you|thx)", "thank you very much"),
        ("^need sign[- ]off", "{we} need sign-off"), ("(?<= )max(?= \\d)", "a maximum of"), ("^just heard", "I have just heard"),
        ("^you having", "are you having"), ("swapped out", "replaced"), ("grab it", "take it"),
        ("killing it", "doing excellent work"),
        ("nasty", "serious"), ("awesome", "excellent"),
        // Only where the apology starts its clause: "I'm really sorry about your tomato bed" is no "I am really I
        // apologize for…".
        ("(^|(I'm|I am|we're|we are) )sorry for the (hassle|trouble|inconvenience)", "{we} apologize for the inconvenience"),
        ("^sorry about", "{we} apologize for"), ("^sorry (that )?it took", "{we} apologize that it took"),
        ("^sorry for the (wait|delay)", "{we} apologize for the delay"),
        ("thanks (so|very) much", "thank you very much"), ("thanks a lot", "thank you very much"), ("many thanks", "thank you"),
        ("(?<!\\b(thousand|million|big|huge|special|warm|heartfelt|sincere) )thanks(?! to\\b)", "thank you"),
        ("(just a |a quick )?heads[- ]up that", "please note that"), ("(just a |a quick )?heads[- ]up ?[,:\\-–—]", "please note:"),
        ("^(just )?a heads[- ]up re(?= )", "a note regarding"), ("^heads[- ]up(?= (the|our|your|we|this|all|there|it)\\b)", "please note that"), ("(just )?a heads[- ]up(?= [a-z])", "please note that"),
        ("^(just a )?quick note that", "please note that"),
        ("any chance you could", "would you be able to"), ("can you", "could you"),
        ("(?<!please |kindly )let me know(?!.*\\bplease\\b)", "please let me know"),
        ("(?<!please |kindly )let us know(?!.*\\bplease\\b)", "please let us know"),
        ("^happy to", "{we} would be happy to"), ("^glad to", "{we} would be glad to"),
        ("I've got", "I have"), ("we've got", "we have"), ("you've got", "you have"), ("^looking forward to", "{we} look forward to"),
        ("got your", "received your"), ("look over", "review"), ("check out", "review"),
        ("get back to", "reply to"), ("figure out", "determine"), ("sort out", "resolve"), ("pretty sure", "fairly certain"),
    ]
    /// What only formal text writes out before texting's short forms are: "just lmk" is a request, "tbh" goes.
    static let formalAbbreviations: [(String, String)] = [
        ("u guys", "you"), ("just lmk(?!.*\\b(pls|plz|please)\\b)", "please let me know"), ("just let me know(?!.*\\b(pls|plz|please)\\b)", "please let me know"), ("just (lmk|let me know)", "let me know"), ("(?-i:thnx|tx)", "thank you"),
        ("tbh|to be honest", ""), ("^(just )?fyi[,:\\-–—]?(?= )", "for your information,"),
    ]
    /// Texting's short forms in full, in every tone but casual ("u" is no word in a diplomatic or direct message),
    /// and first, so that the phrases after them match ("Can u" → "Can you" → "Could you"); those that are also
    /// capitalised abbreviations ("RN", "TX", "500 BC") only in lower case.
    static let textingForms: [(String, String)] = timesAWeek + [
        ("u'd", "you'd"), ("u'll", "you'll"), ("u've", "you've"), ("u're", "you're"), ("(?-i:^[Rr])(?= (u|you) )", "Are"),
        ("(?<=\\b(need|needs|get|got|have|has|want|without|with) )ur ok", "your OK"),
        // "U Medvídků" is a Prague pub ("at the"), not "you": a capital "U" before a name stays.
        ("(?-i:u|U(?! \\p{Lu}))(?!\\.\\w)", "you"),
        // "you free sat?", "anyone around tmrw?": a question that drops its "are" or "is".
        ("^you(?= (free|around|about|ok|okay|alright|good|coming|going|busy|home|in|up for|keen|able|awake|sure|ready|done|joining|working|driving|staying)\\b(?:[^.!]|(?<=\\d)\\.(?=\\d))*\\?$)", "are you"),
        // "Still want to lock in the price?", "want to grab lunch?": a question that drops its "do you".
        ("^still(?= (want|need) to\\b[^.!]*\\?$)", "do you still"), ("^want(?= to\\b[^.!]*\\?$)", "do you want"), ("^need(?= to\\b[^.!]*\\?$)", "do you need"),
        ("^anyone(?= (free|around|about|coming|going|up for|keen|able|available|interested|driving|joining)\\b(?:[^.!]|(?<=\\d)\\.(?=\\d))*\\?$)", "is anyone"),
        ("(?<=\\b(til|till|until|when|once|if|before) )ur back", "you're back"), ("ur(?= (coming|going|doing|getting|making|taking|looking|working|staying|leaving|bringing|joining|driving|feeling|playing|running|having)\\b)", "you're"),
        // "bins r $42", "u r off the crew", "bout 4 hrs".
        ("(?-i:(?<=[a-z] )r(?= [a-z\\p{Sc}\\d]))", "are"), ("(?<![\\w'])'?bout(?= (\\d|it|that|this)\\b)", "about"),
        ("ur", "your"), ("urs", "yours"), ("urself", "yourself"), ("wk", "week"), ("wks", "weeks"), ("wk's", "week's"), ("wkly", "weekly"), ("shd", "should"), ("(?-i:sats)(?= )", "Saturdays"), ("(?<!\\b(in|at|from|to|near) can )tho", "though"),
        ("(?-i:rn)", "right now"), ("pls|plz", "please"), ("(thx|thnx|ty) (u|you)", "thank you"), ("thx", "thanks"), ("bday|b-day", "birthday"),
        ("tmrw|tmr|tmrow", "tomorrow"),
        // "we can't do the horn in gold no more": texting's double negative, said once.
        ("(?<=\\b(?:can't|cant|cannot|won't|wont|don't|dont|doesn't|didn't|isn't|aren't|wasn't|couldn't|not)\\b[^.,!?;]{1,40} )no more(?=[.,!?;]|$| (?:so|but|and)\\b)", "anymore"), ("arvo", "afternoon"), ("(?<=\\b(and|or|then|so) )we do(?= (mon|tues?|wed|thu|thurs?|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tmrw|tomorrow|next)\\b)", "we'll do"),
        // "takes ~2h", "~15 mins": about so long.
        ("~ ?(\\d+) ?(?:h|hrs?)", "about {1} hours"), ("~ ?(\\d+) ?mins?", "about {1} minutes"), ("~(?= ?\\d)", "about"),
        ("(?<=\\b(fridge|freezer|water|oven|room|body|core) )temps", "temperatures"), ("(?<=\\b(my|your|his|her|our|their|ur) )parents(?= (house|place|flat|home|car|farm|shop|anniversary|wedding))", "parents'"), ("(?-i:wa)(?= (me|us|him|her)\\b)", "WhatsApp"), ("arvos", "afternoons"),
        // "paying this weeks shifts fri": a time's possessive.
        ("(?<=\\b(this|last|next) )weeks(?= [a-z])", "week's"), ("(?<=\\b(this|last|next) )months(?= [a-z])", "month's"),
        ("(?<=\\b(this|last|next) )years(?= [a-z])", "year's"), ("(?-i:todays)(?= [a-z])", "today's"), ("(?-i:tomorrows)(?= [a-z])", "tomorrow's"), ("(?-i:yesterdays)(?= [a-z])", "yesterday's"), ("tmrw's|tmr's|tmrow's", "tomorrow's"), ("mgmt", "management"), ("grp", "group"), ("(?<=any )q'?s?", "questions"), ("birth cert", "birth certificate"), ("(?-i:[Qq]'?s)(?=\\?)", "Questions"), ("(?-i:bc|b/c|cuz|'cause)", "because"), ("lemme", "let me"), ("(?-i:ud)(?= (bring|be|like|love|need|want|have|come|get|do|go|pay|send|prefer|rather)\\b)", "you'd"), ("gimme", "give me"),
        ("(?<=\\w )idk(?=[.!?]|$)", ", I think"), ("dunno", "don't know"), ("idk", "I don't know"), ("lmk", "let me know"), ("ppl", "people"), ("w/o", "without"),
        ("w/", "with"), ("thru", "through"), ("msg", "message"), ("pics", "photos"), ("pic", "photo"), ("appt", "appointment"),
        ("(ugh|argh)(?=[.!?,]|$)", ""), ("shld", "should"), ("wld", "would"), ("cld", "could"), ("abt", "about"),
        ("fwd", "forward"), ("b4", "before"), ("(?<=[\\w)] )(?-i:r)(?= \\w)", "are"), ("pts", "points"), ("acct", "account"), ("mtg", "meeting"), ("mtgs", "meetings"),
        ("qtr", "quarter"), ("fb", "Facebook"), ("every1", "everyone"), ("any1", "anyone"), ("some1", "someone"), ("no1", "no one"), ("insta", "Instagram"), ("(?-i:dbs)", "DBS"), ("(?-i:atm|atms)", "ATM"), ("(?-i:ac)(?= (unit|units|system|repair|repairs|service|engineer)\\b)", "AC"),
        ("med(?= (card|cards|cert|certificate|records|form|forms)\\b)", "medical"),
        ("(?<=\\b(bus|taxi|coach|van|removal|removals|moving|cab|ferry|travel|tour|insurance|phone|water|power|gas|electric|electricity|cleaning|delivery|courier|security|building|construction) )co\\.?(?= )", "company"), ("(?-i:id)(?= (?:(?:card|cards|number|badge|badges|and|or)\\b|\\+|&)|[.,])", "ID"), ("(?-i:gcses)", "GCSEs"), ("(?-i:gcse)", "GCSE"), ("(?-i:[Ii]ts)(?= (?-i:\\p{Lu}[\\p{Ll}'-]+(?: \\p{Lu}[\\p{Ll}'-]+)?)(?:[.,!]| here\\b| again\\b))", "it's"),
        // "its prof carolina from…", "its sooo hot in there".
        ("(?-i:[Ii]ts)(?= (?:prof|dr|mr|mrs|ms|miss|coach|sr|sra|mme|teacher|pastor|chef|auntie|aunty|uncle|tita|tito)\\.? \\p{L}|(?: so+)+ )", "it's"),
        // "its sat 4pm at the iglesia": a day.
        ("(?-i:[Ii]ts)(?= (?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?\\b| [Mm]onday| [Tt]uesday| [Ww]ednesday| [Tt]hursday| [Ff]riday| [Ss]aturday| [Ss]unday)", "it's"), ("(?-i:so(?:o+))(?= [a-z])", "so"), ("(?-i:[Ii]ts)(?= (me|us|[A-Z][a-z'-]+ (?:from|here)|usually|normally|always|never|mostly|for|been|going|gonna|not|a|an|the|so|too|very|ok|okay|fine|all|just|really|still|only|getting|done|over|late|time|due|ready|now|about|free|closed|cancelled|booked|raining|fixed|sorted|broken|there|here|already|also|probably|definitely|actually|on|at|in|my|your|his|her|our|their|worth|cheaper|less|more|half|nearly|almost|pretty|quite|way|much|like|paid|included|gone|back)\\b)", "it's"), ("tbh", ""), ("no probs?", "no problem"),
        ("prob am", "probably in the morning"), ("prob pm", "probably in the afternoon"), ("prob(?= [a-z0-9])", "probably"), ("(?-i:i)", "I"), ("(?-i:i'm|[Ii]m)", "I'm"), ("(?-i:i've|[Ii]ve)(?= [a-z])", "I've"),
        ("(?-i:[Ii]ll)(?= (still|also|refund|message|be|bring|do|get|send|see|call|text|let|have|need|try|make|take|pop|drop|check|sort|ask|pay|come|give|put|pick|look|email|ring|cover|meet|leave|go|just|probably|definitely|add|book|order|write|transfer|keep|hand|collect)\\b)", "I'll"),
        ("(?-i:i'll)", "I'll"), ("(?-i:i'd)", "I'd"), ("thats", "that's"), ("dont", "don't"), ("didnt", "didn't"),
        ("doesnt", "doesn't"), ("hasnt", "hasn't"), ("hadnt", "hadn't"), ("arent", "aren't"), ("werent", "weren't"),
        ("shouldnt", "shouldn't"), ("(?<!\\b(his|her|its|their|my|your|our|the) )wont(?= [a-z])", "won't"), ("isnt", "isn't"), ("wasnt", "wasn't"), ("youre", "you're"), ("theres", "there's"),
        // "so theyre ready b4 the visit": the other contractions a texting draft types without their apostrophe.
        // "were at the turnhalle": a sentence's first "were" before where the writers are.
        ("(?-i:^[Ww]ere)(?= (at|in|going|doing|moving|playing|training|meeting|still|all|almost|nearly|running|closed|open|looking|getting|having|off|on our way|outside|here|there)\\b)", "we're"),
        ("theyre", "they're"), ("tonights", "tonight's"), ("todays", "today's"), ("tomorrows", "tomorrow's"), ("theyve", "they've"), ("theyll", "they'll"), ("youve", "you've"), ("youll", "you'll"), ("weve", "we've"),
        ("whats", "what's"), ("wheres", "where's"), ("whos", "who's"), ("itll", "it'll"), ("shouldve", "should've"), ("couldve", "could've"),
        ("wouldve", "would've"), ("mustnt", "mustn't"), ("neednt", "needn't"),
        // "hope ur good", "if ur late 3 times", "if ur hungry": an adjective that ends the clause, not a noun's ("your
        // late payment", "your due date"); "ur out €1,200": a sum lost.
        ("(?<!\\b(need|needs|get|got|have|has|want|without|with) )your(?= (good|late|early|busy|unwell|better|ready|hungry|tired|sick|safe|lucky|gutted|stuck|due|bored|cold|at work|at home|at school|on leave|on holiday|in town|away)([.,!?;]|$| (and|but|so|or|now|today|tonight|tomorrow|again|bro|mate|\\d)\\b))", "you're"),
        ("(?<!\\b(need|needs|get|got|have|has|want|without|with) )your(?= (ok|okay|more than welcome|without|away|welcome|right|sure|not|going|doing|free|invited|done|well|happy|able|aware|keen|interested|still|all (getting|going|doing|set|invited|welcome|done|booked)|off (the|to|on|for|work|sick|today|tomorrow)|out (of|on|for|today|tonight|tomorrow|this|next|until|till)\\b|out \\p{Sc}))", "you're"),
        ("couldnt", "couldn't"), ("wouldnt", "wouldn't"), ("havent", "haven't"), ("cant", "can't"), ("hes", "he's"),
        ("shes", "she's"), ("cos|coz", "because"), ("wknd", "weekend"), ("(?-i:[Ee]sp)(?= [A-Za-z])", "especially"), ("(?<=\\d\\+? ?)hrs", "hours"), ("yr", "year"), ("yrs", "years"), ("gonna", "going to"), ("gotta", "have to"), ("wanna", "want to"),
        ("(or whatever|lol|haha)(?=[.!?,]|$)", ""), ("(lol|lmao|haha)(?= (but|and|so|bc|because|cos|though|tho)\\b)", ""), ("^(omg|oh my god|ugh|yikes|whoa),?(?= )", ""), ("2moro|2morrow|tmw", "tomorrow"), ("tonite", "tonight"), ("(?-i:(?<=\\b[a-z][a-z']{0,30} )&(?= [A-Za-z]))", "and"), ("(?-i:(?<=[A-Za-z] )&(?= [a-z]))", "and"), ("(?-i:(?<=[a-z0-9] |ID )\\+(?= [A-Za-z]))", "and"), ("(?-i:(?<=[a-z] )\\+(?= \\d+ [a-z]))", "and"), ("tix", "tickets"), ("(?-i:[Dd]j)", "DJ"), ("asap|ASAP", "as soon as possible"),
        ("bank hol", "bank holiday"), ("btwn", "between"), ("any probs", "any problems"), ("w/out", "without"), ("(?<=,) &", " and"), ("meds", "medicines"),
        ("appts", "appointments"), ("sry", "sorry"), ("stmt", "statement"), ("stmts", "statements"), ("(?<=\\b(or|and|pls|please|just|can|to) )dm(?= (me|us|here|him|her|them)\\b|[.,!?]|$)", "message"), ("^dm(?= (me|us)\\b)", "message"), ("hols", "holidays"), ("(?<=(must|will|should|shd|to|can|could|would|pls|please) )incl\\.?(?= )", "include"), ("incl\\.?(?= )", "including"),
        ("(?<=(end of|start of|beginning of|mid|in|by|until|till|from|before|since) )(mar|march)(?=[ .,!?]|$)", "March"),
        ("(?<=(end of|start of|beginning of|mid|in|until|till|from|before|since) )(?-i:may)(?=[ .,!?]|$)", "May"), ("(?-i:sat's)", "Saturday's"),
    ] + weekdaysInContext + [
        // "the chippy next door", "pizza after, my treat", "jacko's amp is still busted", "the brakes are shot".
        ("(?<=\\b(get|grab|buy|bring|order|fetch|pick up|shout you) )(a|the) chippy", "fish and chips"), ("(?<=\\bthe )chippy", "fish and chip shop"), ("(?<=(, |\\bis |\\bit's ))my treat(?=[.!?]|$)", "at my expense"),
        ("(?<=\\b(is|are|was|were|still|totally|completely) )busted(?=[ ,.!?]|$)", "broken"),
        // "can't get the part til tues": "till" is English, "til" is texting.
        ("(?<!\\b(the|a) )til(?= [\\w\\p{Sc}])", "until"),
        // "Bad news about the car :( the guy…": only casual text sends an emoticon. Between two clauses the adapter
        // has made it a full stop already (`ToneAdapter.endingSentencesAtEmoticons`); what is left goes.
        (" ?(:\\(|:-\\()(?= [a-z])", ":"), (" ?(:\\)|:-\\)|:D|;\\))(?= [a-z])", ","), (" ?(:\\(|:-\\(|:\\)|:-\\)|:D|;\\))(?= |$)", ""),
        // "a late fee :/": a wry face, after a space (not a link's "http://").
        ("(?<= )(:/|:-/)(?=[ .,!?)]|$)", ""),
        // "be home thurs btw 9 and 11": between two times, not "by the way".
        ("btw(?= \\d)", "between"),
        // "btw 2 n 5pm".
        ("(?-i:(?<=\\d )n(?= \\d))", "and"),
        // "on zhongshan n rd": a compass point before a street's type is no "and" ("s st" is too often something else).
    ] + ["n", "s", "e", "w"].map { letter in
        ("(?-i:(?<=\\p{L} )" + letter + ")(?= " + (letter == "s" ? "(?i:rd|road|ave|avenue|blvd|boulevard)" : streetTypeAfterCompassPoint) + "\\b)", letter.uppercased())
    } + [
        // "bence n mate cant make it", "the taxi there n back".
        // "1,100 n they only take swipe", "coffee, n a broom", "the arch n 8 table pieces".
        ("(?-i:(?<=[\\p{L}\\d,)] )n(?= [\\p{L}\\d]))(?! " + streetTypeAfterCompassPoint + "\\b)", "and"),
        // "n could u cover half the bill?": a sentence's first "n" too, before a word in lower case.
        ("(?-i:^[Nn])(?= (?!(?:is|was)\\b)[a-z])", "and"),
        // "my little bro has a fever".
        ("(?<=\\b(my|his|her|your|ur|our|their|little|big|older|younger|baby|twin|kid) )bro(?![\\w'])", "brother"),
        ("(?<=\\b(my|his|her|your|ur|our|their|little|big|older|younger|baby|twin|kid) )sis(?![\\w'])", "sister"),
        // "kbzpay ok too.", "cash is ok too": a way to pay, said as a sentence.
        ("(?<=^\\p{L}[\\p{L}']{1,20}(?: \\p{L}[\\p{L}']{1,20})? )(is )?ok too(?=[.!]*$)", "is fine too"),
        ("last min(?![\\w'])", "last minute"), ("(?<=\\bif )ok(?=[.!?]|\\s*$)", "that works"),
        ("(?<=\\bif )any (probs|problems)(?=[.!?]|$)", "there are any problems"), ("(?<=\\bif )any issues(?=[.!?]|$)", "there are any issues"),
        ("(?<=\\bif )any (qs|questions)(?=[.!?]|$)", "you have any questions"), ("checkin", "check-in"), ("(?<=\\bper )pax", "person"),
        // "on av. rivera": a street's word before its name.
        ("(?-i:av\\.)(?= \\p{Lu})", "Av."),
        // "lmk by fri if ur coming thx": thanks at the end of the message's last sentence, after a comma.
        ("(?<=[a-z] )(?<!\\b(massive|huge|big|many|special|warm|heartfelt|sincere|say|said|a|and|no|my|our|your|with|give|send|sending|giving|extra|thousand|million) )(thx|thanks)(?=[.!]*$)", ", thanks"),
        // "i'll pay u back b4 the 5th promise.": the promise said as one.
        ("(?<=\\w )(?<!\\b(a|the|my|your|his|her|our|their|this|that|no|any|keep|make|made|break|broke|kept|broken) )promise(?=[.!]*$)", ", I promise"),
    ] + droppedSubjects + relatives.map { relative in
        // "at ur cousins party": a relative's, with its apostrophe.
        ("(?<=\\b(my|your|ur|his|her|our|their|the) )" + relative + "s(?= (" + relativesThings + ")\\b)", relative + "'s")
    } + relatives.map { relative in
        // "mums appt w/ dr moyo got moved": a sentence that starts with one.
        ("(?-i:^[" + String(relative.prefix(1)) + relative.prefix(1).uppercased() + "]" + String(relative.dropFirst()) + ")s(?= (" + relativesThings + ")\\b)", relative + "'s")
    } + [
        // "I'm so sorry hun.", "see you there, mate.", "Thanks fam": a word of address ends no sentence outside casual
        // text, after a comma or after thanks, an apology or a goodbye; "talk to my boss." keeps its boss.
        ("(?<=\\w, )(?:" + addressWords + ")(?=[.!?]|$)", ""),
        ("(?<=\\b(?:sorry|thanks|thank you|cheers|congrats|yes|no|love you|see you|see ya|bye|night|morning),? )(?:man|guys|" + addressWords + ")(?=[.!?,]|$)", ""),
        ("(?<=\\b(is|are) )((totally|completely|basically) )?shot(?=[,.!?]|$)", "worn out"),
        // "the it guys": initials.
        ("(?<=\\bthe )(?-i:it)(?= (guys|team|dept|department|desk|support|people|crew|lads|folks)\\b)", "IT"),
        ("parents'? eve(?![\\w'])", "parents' evening"),
        // "this am", "tmrw pm": a time of day after a day.
        ("(?<=\\b(this|tomorrow|today|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|weds?|thu|thurs?|fri|sat|sun) )(?-i:am)(?=[ ,.!?]|$)", "morning"),
        ("(?<=\\b(tomorrow|today|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|weds?|thu|thurs?|fri|sat|sun) )(?-i:pm)(?=[ ,.!?]|$)", "afternoon"),
        // "its 9 till 2", "so its $215 each now".
        ("(?-i:[Ii]ts)(?= (\\p{Sc} ?|[A-Za-z]{1,3}\\$?|[A-Za-z]{2,3} )?\\d)", "it's"),
        // "didnt come yest", "ppl usually give like 100-150 lv in the envelope idk", "reminder the trip is fri".
        ("yest(?=[ .,!?]|$)", "yesterday"), ("(?<=\\b(give|gives|pay|paid|costs?|takes?|took) )like(?= \\p{Sc}?\\d)", "about"),
        ("^reminder(?= (the|your|our|that|to)\\b)", "reminder:"),
        // "send ur half to my raiffeisen acc": a bank's account.
        ("(?<=\\b(my|your|ur|our|his|her|their|the|bank|savings|current) |\\p{Lu}\\p{Ll}{1,20} )acc(?=[ .,!?]|$)", "account"),
        // "myr 390 pp incl gear": a price per person.
        ("(?<=\\d )pp(?=[ ,.!?;)]|$)", "per person"),
        // "i'll def be at the ceremony".
        ("(?<=\\b(I'll|I will|will|I'm|I am|it's|it is|that's|that is|we'll|we will|we're|we are) )def(?= [a-z])", "definitely"),
        // "sorry no glass bottles": the apology and the refusal it comes before are two.
        ("^sorry(?= no\\b)", "sorry,"),
        // "pls share w ur neighbours".
        ("(?<=\\w )w(?= (your|ur|my|the|a|an|his|her|our|their|them|him|me|us)\\b)", "with"),
        // "came back w counters": "w" between two words, but a street's west ("on w main st", "123 w 4th").
        ("(?<!\\d )(?<!\\b(on|at|to|from|in|of|the|and|&) )(?-i:w)(?= [a-z]{2,})(?! \\w+ (st|street|rd|road|ave|avenue|blvd)\\b)", "with"),
    ] + brandNames + ageGroups + placeLetters + lowerCaseDays + [("(?<=(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) )eve", "evening")]
        // "Wed 9 oct to…": a short weekday a sentence starts with, before its day's number.
        + shortWeekdays.map { ("(?-i:" + $0.0 + ")(?= \\d)", $0.1) }

    /// A texting sentence without the "I" (or "we") it speaks for, given it back outside casual text: "Need to sort the
    /// porters…", "think i left my bag…", "cant find it anywhere", "Hope you're well".
    static let droppedSubjects: [(String, String)] = [
        ("^need to", "{we} need to"), ("^will try to", "{we} will try to"), ("^hope(?= (you|it|this|that|all|everyone|u)\\b)", "I hope"),
        ("^saw your", "I saw your"), ("^heard you", "I heard you"), ("^heard that", "I heard that"),
        ("^think(?= (I|i|we|you|it|he|she|they|the|this|that|there|my|our|his|her|so)\\b)", "I think"),
        ("^guess(?= (I|i|we|you|it|he|she|they|the|this|that|there|my|our|his|her|so)\\b)", "I guess"),
        ("^(can't|cant|cannot)(?= (find|make|come|wait|believe|remember|get|do|go|see|reach|open|pay|attend|join)\\b)", "{we} can't"),
        ("^wanted to(?= (let you know|say|ask|check)\\b)", "{we} wanted to"),
    ] + [
        "checked", "called", "rang", "emailed", "texted", "booked", "finished", "fixed", "ordered", "cleaned", "asked", "told", "met",
        "spoke to", "talked to",
    ].map { verb in
        // "checked ur roof in hafnarfjörður this am": what the writer did, without the writer.
        ("^" + verb + "(?= (your|ur|the|my|him|her|them|it|a|an|with|to|back|over)\\b)", "{we} " + verb)
    }

    /// People whose party, house or car a texting draft names without the apostrophe ("my cousins party").
    static let relatives = [
        "mum", "mom", "dad", "sister", "brother", "cousin", "aunt", "auntie", "uncle", "friend", "boss", "neighbour", "neighbor",
        "son", "daughter", "wife", "husband", "gran", "grandma", "grandpa", "nan", "nana", "partner", "girlfriend", "boyfriend",
        "niece", "nephew", "bestie", "mate", "colleague", "landlord", "landlady", "mummy", "mommy", "daddy", "granny", "nanny",
        "nonna", "nonno", "abuela", "abuelo", "tita", "tito", "lola", "lolo",
    ]
    /// What a relative's may be: "cousins party" is "cousin's party".
    static let relativesThings = "party|birthday|bday|wedding|house|place|flat|car|funeral|graduation|christening|engagement|leaving do|dog|cat|kids|baby|farm|shop|office|garden"
        + "|appt|appointment|check-up|checkup|follow up|follow-up|operation|surgery|visit|flight|meds|medicine|medication|prescription"

    /// Words a texting draft addresses its reader by, which only casual text keeps: "thx fam", "sorry hun".
    static let addressWords = "hun|hon|babe|lovely|pet|sweetie|sweetheart|mate|bro|bruv|dude|fam|machan|bhai|boss|bestie|sis|cuz|chale|bredda|fren"
        + "|habibti|habibi|sisi|hermana|hermano|amiga|amigo|mija|mijo|didi|chica|chico"

    /// "4x a wk" → "4 times a week", "2x a day" → "twice a day".
    static let timesAWeek: [(String, String)] = (1...12).map { count in
        ("\(count)x(?= (a|per) (day|week|wk|month|year|yr|fortnight)\\b)", count == 1 ? "once" : count == 2 ? "twice" : "\(count) times")
    }

    /// The weekdays whose short forms are also words ("wed", "sat", "sun"), with their names in full.
    static let ambiguousWeekdays: [(String, String)] = [("wed", "Wednesday"), ("sat", "Saturday"), ("sun", "Sunday")]

    /// "my sat shift", "on a sun", "(not wed)", "pushed to wed", "if sun doesnt work": an ambiguous short weekday
    /// where the words around it make it a day.
    static let weekdaysInContext: [(String, String)] = {
        let owner = "(?<=\\b(a|my|the|this|your|his|her|our|their|next|every) )"
        let event = "(?= (slot|session|shift|game|match|class|morning|afternoon|lesson|rota|training|run|market|service|roast|lunch|"
            + "booking|delivery|opening|workshop|meeting|event|party|trip|show|fair|tour|flight|train|ferry|pickup|excursion|cruise|visit|"
            + "ride|rides|group|hike|walk|swim|brunch|dinner|concert|gig|mass|practice|fixture|race|clinic|sale|shoot))"
        let moved = "(?<=\\b(not|for|to|moved to|pushed to|back to|past|take|choose|prefer|book) )"
        let movedEnd = "(?=[,.!?)]|$| \\d| the \\d| (morning|afternoon|evening|night|instead|too|only|either|is|are|was|were|will|like|as|this|next|that|if|at|btw|between|theres|there's)\\b)"
        let suits = "(?= (doesn't|doesnt|does not|don't|dont|do not|works|suits|isn't|isnt|won't|wont|is (ok|okay|fine|better|good|no good))\\b)"
        // "evenings mon wed fri": the days that are no other word, and what joins days in a list.
        let unambiguousDays = "(?:mon|monday|tues?|tuesday|thu|thurs?|thursday|fri|friday)"
        let dayListJoint = "(?:, | & | and | n |/| )"
        var rules: [(String, String)] = []
        for (short, full) in ambiguousWeekdays {
            let day = "(?-i:" + short + ")"
            rules += [
                ("(?-i:" + owner + short + ")" + event, full), ("(?-i:(?<=\\bon a )" + short + ")(?=[ ,.!?]|$)", full),
                // "sat group ride is still on": a sentence that starts with the day of its event.
                ("(?-i:^[" + short.prefix(1) + short.prefix(1).uppercased() + "]" + short.dropFirst() + ")" + event, full),
                ("(?-i:(?<=\\()" + short + ")(?=\\))", full), (moved + day + movedEnd, full), ("(?<!\\bthe )" + day + suits, full),
                // "bring jiho's notes to the library sat.", "talk to him sat at 11": a place or a person, then the day.
                ("(?-i:(?<=\\b(library|office|park|church|school|gym|club|house|place|pool|hall|shop|station|airport|home|there|here) )" + short + ")(?=[.!?]|$)", full),
                ("(?-i:(?<=\\b(him|her|them|you|me|us) )" + short + ")(?= at \\d)", full),
                // "he wants to meet sat at 11am", "pls pick up sat b4 2pm": a time or its word after the day; not "we sat at 9".
                ("(?-i:(?<!\\b(i|we|he|she|they|you|u|who|and) )" + short + ")(?= (?:at |after )?(?:\\d{1,2}(?:[:.]\\d\\d)? ?(?:am|pm)\\b|\\d{1,2}h\\d\\d\\b)| (?:b4|before|by|until|till|morning|afternoon|evening|night|arvo)\\b)", full),
                // "the dj for ur wedding sat :)": an occasion, then its day.
                ("(?-i:(?<=\\b(wedding|party|game|match|shift|appt|appointment|meeting|class|training|practice|concert|dinner|lunch|bbq|trip|gig|ceremony) )" + short + ")(?=[ .,!?;:)]|$)", full),
                // "we cant do sun to laguna chicabal", "i can do sat": a day someone can or can't do.
                ("(?-i:(?<=\\b(do|doing) )" + short + ")(?=[ ,.!?;:)]|$)", full),
                // "we close at 4.30pm sat n r shut on mon": a time, then the day.
                ("(?-i:(?<=\\d(am|pm) )" + short + ")(?=[ ,.!?]|$)", full),
                // "r u still coming to the ramen place in Otaru sat?": a question that ends with the day.
                ("(?-i:(?<=\\b(coming|going|free|around|open|working|off|busy|here|there|\\p{Lu}\\p{Ll}{1,20}) )(?<!\\b(It|He|She|We|They|You|Who|That|This) )" + short + ")(?=\\?)", full),
                // "i can do ur sun day shift": the day written apart.
                ("(?-i:" + short + " day)(?= (shift|shifts|off|service|class|classes|session|trip|market))", full),
                // "her mock exam is sun so…": an occasion is on a day.
                ("(?-i:(?<=\\b(exam|test|interview|wedding|party|game|match|shift|appointment|appt|meeting|class|lesson|training|practice|concert|dinner|lunch|trip|gig|ceremony|funeral|birthday|bday|deadline|delivery|flight|surgery|recital|final|tournament|race|market|fair|service|mass|rehearsal|viewing|inspection|hearing) (is|was|'s) (on )?)" + short + ")(?=[ ,.!?;:)]|$)", full),
                // "our kiln broke down wed so…": what happened, then the day it did.
                ("(?-i:(?<=\\b(broke down|broken down|shut down|closed|arrived|crashed|failed|flooded|cancelled|canceled|postponed|called|rang|came|left) )" + short + ")(?=[ ,.!?;:)]|$)", full),
                // "sat june 8 at 3pm": the day before its date's month.
                ("(?-i:" + short + ")(?= (?:jan|january|feb|february|mar|march|apr|april|may|jun|june|jul|july|aug|august|sept?|september|oct|october|nov|november|dec|december) \\d)", full),
                // "evenings mon wed fri", "sat/sun": a day among other days.
                ("(?-i:(?<=\\b" + unambiguousDays + dayListJoint + ")" + short + ")(?=[ ,/&.!?;)-]|$)", full),
                ("(?-i:(?<!\\b(i|we|he|she|they|you|u|who|and) )" + short + ")(?=" + dayListJoint + unambiguousDays + "\\b)", full),
            ]
        }
        // "our sat budgeting workshop", "sat is fine": "sat" after a possessive or before a verb is no verb itself.
        rules += [
            ("(?-i:(?<=\\b(my|our|your|his|her|their|next|every) )sat)(?= [a-z])", "Saturday"),
            ("(?-i:sat)(?= (is|was|will be|works|suits)\\b)", "Saturday"),
            // "there r no buses wed": Wednesday ends its clause after a plural ("the kids sat." is no Saturday).
            ("(?-i:(?<=\\b[a-z]{3,20}s )wed)(?=[.,!?;)]|$)", "Wednesday"),
            // "sat the 14th at 4pm", "u dont play sat vs jelgava": a date and a fixture.
            ("(?-i:sat)(?= the \\d{1,2}(st|nd|rd|th)\\b| (vs|v|against)\\b)", "Saturday"),
        ]
        return rules
    }()

    /// Days and months written in lower case, with their capital ("sat 14 june" → "Saturday 14 June"): a name in
    /// full always, a short form always where it can be nothing else ("fri", "thurs"); "wed", "sat", "sun",
    /// "may" and "march" only next to a day's number, or after "on", "by" or "this" for a weekday.
    static let lowerCaseDays: [(String, String)] = {
        let names: [String] = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "january",
                               "february", "april", "june", "july", "august", "september", "october", "november", "december"]
        let always: [(String, String)] = [
            ("mon", "Monday"), ("tues?", "Tuesday"), ("weds", "Wednesday"), ("thu|thurs?", "Thursday"), ("fri", "Friday"),
            ("feb", "February"), ("apr", "April"), ("aug", "August"), ("sept?", "September"), ("oct", "October"),
            ("nov", "November"), ("dec", "December"),
        ]
        // "jan" only beside a day's number or after a word of time: "arezoo jan" calls Arezoo dear in Persian.
        let nearADay: [(String, String)] = ambiguousWeekdays + [("may", "May"), ("march|mar", "March"), ("jun", "June"), ("jul", "July"), ("jan", "January")]
        var rules: [(String, String)] = names.map { name in ("(?-i:" + name + ")", MessageFrame.capitalizingFirst(name)) }
        rules += names.prefix(7).map { day in ("(?-i:" + day + "s)", MessageFrame.capitalizingFirst(day) + "s") }
        rules += [("(?-i:christmas|xmas)", "Christmas"), ("(?-i:easter)", "Easter")]
        // "mon-fri", "tues-thurs": a range's first day too; "jan smuts ave" is a street's name.
        let street = "(?! [a-z]+ (ave|avenue|st|street|rd|road|lane|ln|drive|dr|way|cres|crescent|place|pl|blvd|park)\\b)"
        // "for saturday 12 oct: 1 two tier cake": before a colon too.
        rules += always.map { short, full in ("(?-i:" + short + ")(?=[ ,.!?/):;-]|$)" + street, full) }
        for (short, full) in nearADay {
            // Not "a deposit of TZS 1,500,000 may be refunded": a modal's verb after it.
            rules += [("(?-i:" + short + ")(?= \\d)", full), ("(?<=\\d )(?-i:" + short + ")(?! (be|have|not|also|still|only|need|apply|take|vary|change|cost|require)\\b)", full)]
        }
        rules += [("(?<=\\b(in|from|by|until|till|til|since|before|after|of|mid|next|this|last|early|late|every) )(?-i:jan)(?=[ ,.!?/)-]|$)" + street, "January"),
                  ("(?-i:jan)(?=-)", "January")]
        // "until wed"; "she flies out wed", "are u free sat", "on constant spring rd sat": where someone will be;
        // "new fabric arrives wed": when something comes.
        rules += ambiguousWeekdays.map { short, full in
            ("(?<=\\b(on|by|this|next|until|from|before|after|till|til|out|back|home|off|free|away|open|closed|shut|rd|st|ave|arrives|arrive|arriving|lands|due|ready|starts|opens|come|coming) )(?-i:"
                + short + ")(?=[ ,.!?]|$)", full)
        }
        // "the wed eve class", "sun morning": beside a time of day.
        rules += ambiguousWeekdays.map { short, full in ("(?-i:" + short + ")(?= (eve|evening|morning|afternoon|night)\\b)", full) }
        // "shut sun + mon", "sat or sun": beside another weekday.
        let weekday = "(mon|tues?|wed|thu|thurs?|fri|sat|sun|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)"
        rules += ambiguousWeekdays.map { short, full in ("(?-i:" + short + ")(?= (\\+|&|and|or|to|-|/) " + weekday + "\\b)", full) }
        let before = "(?<=\\b(mon|tue|tues|thu|thur|thurs|fri|sat|sun|Monday|Tuesday|Thursday|Friday|Saturday|Sunday) (\\+|&|and|or|to|-|/) )"
        rules += ambiguousWeekdays.map { short, full in (before + "(?-i:" + short + ")(?=[ ,.!?]|$)", full) }
        // "neema is off mon-wed": a range's last day, written without spaces.
        rules += ambiguousWeekdays.map { short, full in
            ("(?<=\\b(mon|tue|tues|thu|thur|thurs|fri|sat|sun|Monday|Tuesday|Thursday|Friday|Saturday|Sunday)[-–/])(?-i:" + short + ")(?=[ ,.!?]|$)", full)
        }
        return rules
    }()
    static let formalWords: [(String, String)] = [
        ("yeah", "yes"), ("(?<=\\b(a|your) )mate(?=[ ,.!?]|$)", "friend"), ("(?<=\\w )guy(?=[ ,.!?]|$)", "person"), ("this stuff", "these items"), ("that stuff", "those items"),
        // "no torn stuff, we can't use it": what "it" stands for stays singular.
        ("stuff(?=[^.!?]{0,40}\\bit\\b)", "material"), ("stuff", "items"),
        // "2 kids bikes": the children's, not "2 children bikes".
        ("kids'?(?= (bikes?|clothes|toys|books|menu|meals?|shoes|party|parties|club|room|section|area|corner|pool|games|futbol|football|soccer|rugby|netball|swimming|dance|choir|camp|classes|class|lessons|league|team|session|sessions|zone|activities)\\b)", "children's"),
        // "the menu with roast kid": a young goat's meat, and "kid gloves", are no child.
        ("kids", "children"), ("(?<!\\b(?:roast|roasted|goat|braised|grilled|stewed|curried|baked) )kid(?! (?:goat|leather|gloves|meat)\\b)", "child"), ("(thanks|thank you|thx) (heaps|a million)", "thank you very much"),
        ("(that's|that is|thats) (ok|okay) (with|by) you", "that is acceptable to you"),
        // "thats ok w/ us": the price suits them, which "comfortable" would not say.
        ("(?<=\\b(that|it|this) (is|was) )(ok|okay) with(?= (us|me|them|him|her|everyone)\\b)", "acceptable to"),
        ("(?<=\\b(are|is|be|am|were) )(ok|okay)(?= with\\b)", "comfortable"), ("okay", "acceptable"), ("asap", "as soon as possible"), ("(kinda|sorta)(?= [a-z]+[.,!?]| [a-z]+ (and|but|so|too)\\b)", "somewhat"), ("kinda|sorta", ""), ("(a lot|lots) of(?= (you|us|them|the|our|your|these|those)\\b)", "many of"),
        ("(a lot|lots) of(?= (work|time|effort|money|help|support|interest|trouble|progress|information|attention|pressure|stress|fun|noise|rain|traffic|damage|feedback|energy|care|thought)\\b)", "a great deal of"),
        ("a lot of", "many"),
        ("lots of", "many"), ("a bit(?= \\w+er\\b)", "slightly"), ("a bit", "a little"), ("(?<!(the|a|by|new|old|our|my|your|both|each) )(till|til)(?! (system|systems|roll|rolls|receipt|receipts|drawer|drawers|point|screen|float)\\b)", "until"),
        ("info", "information"), ("approx\\.?", "approximately"), ("convo", "conversation"),
        ("yep|yup", "yes"), ("nope|nah", "no"), ("(?<=\\b1 )min", "minute"), ("(?<=\\b1 )hr", "hour"),
        ("(?<=\\d )mins?", "minutes"), ("(?<=\\d )hrs?", "hours"), ("(?<=(minutes|hours|days|weeks) )(max|tops)", "at most"),
    ] + weekdayNames + monthNames

    /// Abbreviated weekdays in full, only as written with a capital ("Sat", not "sat").
    static let weekdayNames: [(String, String)] = shortWeekdays.map { ("(?<=\\w,? )(?-i:" + $0.0 + ")(?:\\.(?! (?-i:[A-Z])|$))?", $0.1) }
    /// Weekdays written short with a capital, as patterns, and their names in full.
    static let shortWeekdays: [(String, String)] = [
        ("Mon", "Monday"), ("Tues?", "Tuesday"), ("Wed", "Wednesday"), ("Thu(rs?)?", "Thursday"), ("Fri", "Friday"),
        ("Sat", "Saturday"), ("Sun", "Sunday"),
    ]
    /// Abbreviated months in full, only before a day ("Oct 17"; "Jan" alone may be a name).
    static let monthNames: [(String, String)] = [
        ("Jan", "January"), ("Feb", "February"), ("Mar", "March"), ("Apr", "April"), ("Jun", "June"), ("Jul", "July"),
        ("Aug", "August"), ("Sept?", "September"), ("Oct", "October"), ("Nov", "November"), ("Dec", "December"),
    ].map { ("(?-i:" + $0.0 + ")\\.?(?= \\d)", $0.1) }
    static let expansions: [(String, String)] = [
        ("it's(?= been)", "it has"), ("everyone's(?= been)", "everyone has"), (", seriously(?=[.!?])", ""), ("that's(?= been)", "that has"), ("there's(?= been)", "there has"),
        ("can't", "cannot"), ("won't", "will not"), ("don't", "do not"), ("doesn't", "does not"), ("didn't", "did not"),
        ("isn't", "is not"), ("aren't", "are not"), ("wasn't", "was not"), ("weren't", "were not"), ("haven't", "have not"),
        ("hasn't", "has not"), ("couldn't", "could not"), ("shouldn't", "should not"), ("wouldn't", "would not"),
        ("we're", "we are"), ("you're", "you are"), ("they're", "they are"), ("I'm", "I am"), ("we'll", "we will"),
        ("I'll", "I will"), ("you'll", "you will"), ("it'll", "it will"),
        // "a screening of It's a Wonderful Life": a capital inside a sentence is a title's.
        ("(?-i:it's|(?<=[.!?] )It's|(?<=\\n)It's|^It's)", "it is"), ("that's", "that is"),
        ("there's", "there is"), ("here's", "here is"), ("we've", "we have"), ("I've", "I have"),
        ("you've", "you have"),
        // "I'd grouted": before a participle, "'d" is "had".
        ("I'd" + participle, "I had"), ("we'd" + participle, "we had"), ("you'd" + participle, "you had"),
        ("I'd", "I would"), ("we'd", "we would"), ("you'd", "you would"),
        ("gonna", "going to"), ("wanna", "want to"), ("gotta", "have to"), ("must've", "must have"), ("should've", "should have"),
        ("could've", "could have"), ("would've", "would have"), ("they'll", "they will"), ("they've", "they have"),
    ]

    // MARK: - Casual

    static let casualPhrases: [(String, String)] = andThatAfterAdvised + [
        // Dropped, not "just so you know": that made "your proposal has been accepted" sound like a side note.
        ("(I|we) would like to inform (you|\\w+) that,?", ""), ("(please|kindly) be advised that,?", "just so you know,"),
        ("(please|kindly) be advised", "just so you know"), ("^(please|kindly) note that,?", ""), ("at (their|his|her) earliest convenience", "when they can"),
        ("(I|we) regret any inconvenience( this may cause| caused)?", "sorry for any hassle"),
        // "Enquiries should be made at the Town Hall": "Questions should be made" is no English.
        ("(?:any |all )?(?:enquiries|inquiries|queries) (?:should|may|can|must) be (?:made|directed|addressed|sent) (?:to|with)(?= \\w)", "questions? Ask"),
        ("(?:any |all )?(?:enquiries|inquiries|queries) (?:should|may|can|must) be (?:made|directed|addressed)(?= (?:at|via|through|by|on|in)\\b)", "questions? Ask"),
        ("(?:I|we) (?:would like to|wish to|want to) (?:inform|advise|notify) ((?:all |our )?" + readersOfANotice + " (?:of|at|in) [^.:;]{1,160}?),? that,?(?= )", "{1}:"),
        // "We regret to inform residents of Edifício Maré Alta, Recife, that the fee will rise": who it is for, then the news.
        ("(?:I|we) regret to (?:inform|advise|notify) ((?:all |our )?" + readersOfANotice + " (?:of|at|in) [^.:;]{1,160}?),? that,?(?= )", "{1}: unfortunately,"),
        ("^(?:all |our )?" + readersOfANotice + " are (?:kindly )?reminded that,?(?= )", "just a reminder:"),
        ("(I|we) regret to (inform|advise) (you|\\w+) that,?", "unfortunately,"), ("^(I|we) hope this (email|message|note) finds you well[.!,]?", ""),
        ("^(we are|we're|I am|I'm) (pleased|delighted|happy) to (announce|share|let you know) that,?", "great news:"),
        ("^kindly(?= \\w)", "please"), ("kindly(?= \\w)", ""), ("at your earliest convenience", "when you can"),
        ("(I|we) would (be grateful|appreciate it) if you could", "it'd be great if you could"), ("(I|we) would (be grateful|appreciate it) if payment could be made", "please pay"),
        ("(I|we) would like to (extend|express|offer) (my|our) (sincere |heartfelt |deepest |warmest )?(gratitude|thanks|appreciation) to", "a big thank-you to"),
        ("(I|we) would like to thank", "big thanks to"), ("(I am|I'm|we are|we're) writing to (inform|advise|notify) you that,?", ""), ("(I am|I'm|we are|we're) writing to let you know that,?", ""),
        ("(I|we) wish to (express|extend) (my|our) (sincere |heartfelt |deepest |warmest )?(gratitude|thanks|appreciation) for", "thanks so much for"),
        ("please allow me to", "let me"), ("please allow us to", "let us"), ("(my|our) (sincere |deepest )?apologies for", "sorry for"),
        ("(I|we) sincerely apologi[sz]e for", "really sorry for"),
        ("thank you very much", "thanks so much"), ("thank you", "thanks"),
        ("(we|I) apologi[sz]e for the inconvenience", "sorry for the hassle"), ("(we|I) apologi[sz]e for", "sorry for"),
        ("(I|we) wish to (inform|advise|notify)( you| \\w+)? that,?", ""),
        ("with effect from", "from"), ("should you (wish|want) to", "if you'd like to"), ("discuss this matter", "talk it over"), ("owing to", "because of"),
        ("wish to", "want to"), ("retain", "keep"), ("pursuant to", "under"), ("effective immediately", "starting now"),
        ("effective(?= (on )?(\\w+ \\d{1,2}|\\d{1,2} \\w+)\\b)", "starting"), ("inquire|enquire", "ask"),
        ("inquiries|enquiries|queries", "questions"), ("sufficient", "enough"), ("obtain", "get"), ("in the event that", "if"),
        ("with regard to|in regard to|with respect to", "about"), ("do not hesitate to|don't hesitate to", "feel free to"),
        ("should you have any", "if you have any"), ("^(additionally|furthermore|in addition|moreover),", "also,"),
        ("^nevertheless,", "still,"), ("^subsequently,", "then,"), ("^consequently,", "so,"),
        ("direct (any|all|your) (questions|inquiries|queries)", "send any questions"), ("commences", "starts"),
        ("commenced", "started"),
        ("please let me know", "let me know"), ("please let us know", "let us know"),
        ("(I|we) would be happy to", "happy to"), ("^(I|we) look forward to", "looking forward to"), ("as soon as possible", "ASAP"), ("children", "kids"),
        ("regarding", "about"), ("approximately", "about"), ("^therefore,?", "so"), ("(?<=, )therefore,?", "so"), ("^however,", "but"),
        ("assistance", "help"), ("assist", "help"), ("requires", "needs"), ("require", "need"), ("receive", "get"),
        ("additional", "extra"), ("prior to", "before"), ("in order to", "to"), ("utilize", "use"), ("commence", "start"),
    ]
    /// "i" is "I" in a casual message too: a draft's other capitals are kept, and "i can do tues" among them reads as a slip.
    static let casualCapitals: [(String, String)] = [
        ("(?-i:i)", "I"), ("(?-i:i'm|im)(?= [a-z])", "I'm"), ("(?-i:i've)", "I've"), ("(?-i:i'll)", "I'll"), ("(?-i:i'd)", "I'd"),
    ] + brandNames + placeLetters
    /// A pitch's, gate's or block's letter typed small: "the baba yara pitch b" → "pitch B", "gate c" → "gate C".
    static let placeLetters: [(String, String)] = "abcdefghjklmnopqrstuvwxyz".map { letter in
        ("(?<=\\b(pitch|court|field|gate|block|hall|room|terminal|platform|zone|wing|stand|bay|entrance|ward|car park|parking lot) )(?-i:\(letter))(?=[,.!?;)]|$| (and|or|on|at|in|by|from|to|next|near|behind|for)\\b)", String(letter).uppercased())
    }
    /// A team's age group typed small: "the u14s" → "the U14s".
    static let ageGroups: [(String, String)] = (6...23).flatMap { age in [("(?-i:u\(age))", "U\(age)"), ("(?-i:u\(age)s)", "U\(age)s")] }

    /// Brands and initials a draft types in lower case, as their owners write them, in every tone: "my gcash",
    /// "coldfront hvac", "vfs in nungambakkam".
    static let brandNames: [(String, String)] = [
        ("whatsapp", "WhatsApp"), ("m-pesa|mpesa", "M-Pesa"), ("gcash", "GCash"), ("paynow", "PayNow"), ("duitnow", "DuitNow"),
        ("paypal", "PayPal"), ("venmo", "Venmo"), ("zelle", "Zelle"), ("ecocash", "EcoCash"), ("gpay", "GPay"), ("(?-i:vfs)", "VFS"),
        ("(?-i:hvac)", "HVAC"), ("(?-i:cds)", "CDs"), ("(?-i:dvds)", "DVDs"),
        ("(?-i:[Ww]ifi|[Ww]i-fi)", "Wi-Fi"), ("(?-i:[Ii]pad)", "iPad"), ("(?-i:[Ii]phone)", "iPhone"), ("(?-i:[Ll]and cruiser)", "Land Cruiser"),
        ("(?-i:[Ll]and cruisers)", "Land Cruisers"), ("bkash", "bKash"), ("palmpay", "PalmPay"), ("(?<=\\b(by|via|with|through|on|use|using) )(?-i:pix)(?=[ ,.!?]|$)", "Pix"), ("nequi", "Nequi"), ("(?<=\\b(?:cash|card|and|or|by|via|with) )(?-i:yape)\\b", "Yape"), ("(?<=\\b(?:cash|card|yape|and|or|by|via|with) )(?-i:plin)\\b", "Plin"), ("(?<=\\b(?:cash|card|momo|orange money|om) or )(?-i:wave)(?= |[.,!?]|$)", "Wave"), ("(?<=\\b(?:by|via|through|with|on) )(?-i:wave)(?= or\\b)", "Wave"), ("(?-i:[Bb]lik)", "BLIK"),
        ("mercado pago", "Mercado Pago"), ("kakaopay", "KakaoPay"), ("satispay", "Satispay"), ("bizum", "Bizum"), ("mobilepay", "MobilePay"),
    ] + initials.map(initialsRule)

    /// A rule for initials typed small, also with the capital a sentence's start gave them: "the aws bill", "Bbq is fjd 10".
    static func initialsRule(_ small: String, _ capitals: String) -> (String, String) {
        let first = String(small.prefix(1))
        let pattern: String = "(?-i:[" + first.uppercased() + first + "]" + String(small.dropFirst()) + ")"
        return (pattern, capitals)
    }
    /// Initials a draft types small that are no word: "the aws bill", "ur padi cards", "rsvp by fri".
    static let initials: [(String, String)] = [
        ("aws", "AWS"), ("padi", "PADI"), ("gps", "GPS"), ("pdf", "PDF"), ("pdfs", "PDFs"), ("bbq", "BBQ"), ("usb", "USB"),
        ("nhs", "NHS"), ("mg(?= (?i:rd)\\b)", "MG"), ("mg (?i:road)", "MG Road"), ("ngo", "NGO"), ("ngos", "NGOs"), ("ceo", "CEO"), ("cfo", "CFO"), ("rsvp", "RSVP"), ("faq", "FAQ"), ("faqs", "FAQs"), ("sms", "SMS"),
    ]
    /// Contractions, made only where a word follows ("you know who you are." stays) and "have" only before a
    /// participle ("we have the room" stays).
    static let contractions: [(String, String)] = [
        ("cannot", "can't"), ("can not", "can't"), ("will not", "won't"), ("do not", "don't"), ("does not", "doesn't"),
        ("did not", "didn't"), ("is not", "isn't"), ("are not", "aren't"), ("was not", "wasn't"), ("have not", "haven't"),
        ("has not", "hasn't"), ("we are", "we're"), ("you are", "you're"), ("it is", "it's"), ("we will", "we'll"),
        ("you will", "you'll"), ("I am", "I'm"), ("I will", "I'll"), ("I would", "I'd"), ("that is", "that's"),
        ("there is", "there's"), ("shall not", "won't"), ("I shall", "I'll"), ("we shall", "we'll"),
    // "Odell and I will cover payroll": not after "and" or "or", where "Odell and I'll" reads as a slip.
    ].map { ("(?<!\\b(and|or) )" + $0.0 + "(?= [\\w$£€])", $0.1) } + [
        ("(?<!\\b(and|or) )we have" + participle, "we've"), ("(?<!\\b(and|or) )I have" + participle, "I've"),
    ]
    /// A street's type after a compass point's letter: "zhongshan n rd".
    static let streetTypeAfterCompassPoint = "(?i:rd|road|st|street|ave|avenue|blvd|boulevard)"
    static let participle = "(?= (\\w+ed|been|got|made|had|done|seen|sent|taken|given|heard|found|told)\\b)"

    // MARK: - Direct

    /// Those a public notice speaks of rather than to: "Residents are requested to…", "Passengers are reminded that…".
    static let readersOfANotice = "(?:residents|tenants|members|parents|passengers|guests|staff|customers|visitors|students|employees|owners|clients|users|families|players|participants|subscribers|shareholders|patients|commuters|drivers|riders)"

    /// A letter's formulas said plainly, for casual and direct text: "we acknowledge receipt of your claim" → "we've
    /// received your claim", "in respect of" → "about", "failing which" → "otherwise", "residents are hereby informed
    /// that" → "residents should know that".
    static let plainLetterFormulas: [(String, String)] = [
        // "Please be informed that both lifts…", "The Ministry of Health wishes to advise that a free clinic…", "I write
        // to bring to your attention the interruptions…": what the notice says, plainly.
        ("(please|kindly) be (informed|advised|notified) that,?", ""), ("(?<=\\w )wishes to (?:advise|inform|notify)(?: you)? that,?", "says"),
        ("(?<=\\w )wish to (?:advise|inform|notify)(?: you)? that,?", "say"), ("(I|we) write to bring to your attention", "{1} want to raise"), ("(I|we) write to (inform|advise|notify|tell) you that,?", ""),
        ("(I|we) (?:would )?respectfully request", "{1}'d like to ask for"),
        // "Residents are requested to keep balcony doors closed": a request, made.
        ("^(?:all |our )?" + readersOfANotice + " are (?:kindly |respectfully |politely )?(?:requested|asked|advised|encouraged|urged) to(?= \\w)", "please"),
        // "The Management apologises for any inconvenience caused.", "X wishes to remind all members that…", "this letter
        // serves as formal notice that…", "Payment may be made at…": a notice's formulas, plainly.
        ("^((?:the )?[\\p{L}'. ]{2,60}?) apologi[sz]es for any inconvenience(?: this may cause| caused)?", "{1} is sorry for any trouble"),
        ("(?<=\\w )wishes to remind", "reminds"), ("(?<=\\w )wish to remind", "remind"), ("(?<=\\w )wishes to inform", "tells"),
        ("this letter serves as (?:formal )?notice that", "this is to let you know that"), ("^payment may be made", "you can pay"),
        // "Notice to Residents of Kotoni 2-jo: …", "…may be purchased at the office": a notice's heading, and its passive.
        // Its readers stay: "Kotoni" is a key point.
        // "Quote reference FP-2024-0419 in all correspondence", "lodge an amended application", "shall remain unchanged",
        // "written notice must be received no later than": a letter's formulas, plainly.
        ("(?:please )?quote (?:your |the |our )?reference ([\\p{L}\\d/-]+) in all (?:correspondence|communications)", "please mention reference {1} when you write to us"),
        ("lodge an amended application", "send in an updated application"), ("lodge (an|the|your) application", "send in {1} application"),
        ("shall remain unchanged", "will stay the same"), ("written notice must be received no later than", "we need written notice no later than"),
        ("^notice to ((?:all )?" + readersOfANotice + "(?: of [^:]{1,40})?):", "for {1}:"), ("(?<=[\\w)] )may be purchased", "can be bought"),
        ("(?<=\\b(we|I) )acknowledge receipt of", "have received"), ("^acknowledging receipt of", "we have received"),
        ("in respect of", "about"), ("failing which", "otherwise"), ("in accordance with", "in line with"), ("^accordingly,", "so"),
        ("with effect from", "from"), ("should you not wish to", "if you don't wish to"), ("should you wish to", "if you'd like to"),
        ("(?<=\\w )(are|is) hereby (informed|notified|advised) that,?", "should know that"), ("hereby(?= \\w)", ""),
        ("your cooperation is (much |greatly |very much )?appreciated", "thanks for your cooperation"),
        ("your patience is (much |greatly |very much )?appreciated", "thanks for your patience"),
        ("your understanding is (much |greatly |very much )?appreciated", "thanks for your understanding"),
    ]

    /// "Kindly be advised that the date is 3 October and that the balance is due…": the second "that" goes with the
    /// formula, or the sentence is left "The date is 3 October and that the balance…".
    static let andThatAfterAdvised: [(String, String)] = [("(?<=^(?:please|kindly) be advised that,? .{1,300} )and that(?= )", "and")]

    static let directPhrases: [(String, String)] = andThatAfterAdvised + [
        ("^(just a )?quick one ?[-–—:,.!]", ""), ("^(just a )?quick one$", ""),
        ("^(?:all |our )?" + readersOfANotice + " are (?:kindly )?reminded that,?(?= )", "reminder:"),
        ("(I|we) would like to inform (you|\\w+) that,?", ""), ("(please|kindly) be advised that,?", ""), ("(please|kindly) be advised,?", ""),
        ("(I|we) regret to (inform|advise) (you|\\w+) that,?", ""), ("(I|we) wish to (inform|advise|notify)( you| \\w+)? that,?", ""),
        ("(I|we) would (be grateful|appreciate it) if you could", "please"), ("(I|we) would (be grateful|appreciate it) if payment could be made", "please pay"), ("^kindly(?= \\w)", "please"),
        ("kindly(?= \\w)", ""),
        ("(I|we) would like to (extend|express|offer) (my|our) (sincere |heartfelt |deepest |warmest )?(gratitude|thanks|appreciation) to", "thank you to"),
        ("(I|we) would like to thank", "thank you to"), ("at your earliest convenience", "as soon as you can"),
        ("(I am|I'm|we are|we're) writing to (inform|advise|notify) you that,?", ""), ("(I am|I'm|we are|we're) writing to let you know that,?", ""),
        ("(I|we) wish to (express|extend) (my|our) (sincere |heartfelt |deepest |warmest )?(gratitude|thanks|appreciation) for", "thank you for"),
        ("please allow me to", "let me"), ("please allow us to", "let us"),
        ("in the event that", "if"), ("prior to", "before"), ("with regard to|in regard to|with respect to", "about"),
        ("pursuant to", "under"), ("and stuff(?=[.!?,]|$)", ""),
        ("(I )?(just )?wanted to let you know that", ""), ("(just a |a quick )?heads[- ]up that", ""),
        ("(just a |a quick )?heads[- ]up ?[,:\\-–—]", ""), ("^heads[- ]up(?= [a-z])", ""), ("(just )?a heads[- ]up(?= [a-z])", ""), ("^(just a )?quick note that", ""),
        ("please note that", ""), ("it seems that", ""),
        ("I was wondering if you could", "could you"), ("any chance you could", "could you"),
        // "if you can" only after a request ("Need feedback by noon if you can."): "so walk if you can" is no order to walk.
        ("(?<=^(please|pls|need|needs|can you|could you|would you)\\b.{1,120})if you can(?=[.!?])", ""), ("when you get a chance(?=[.!?])", ""),
        ("basically", ""), ("actually", ""), ("really", ""),
        ("kind of", ""), ("sort of", ""), ("a little bit", ""), ("^(just )?to say,?(?= [a-z])", ""), ("(?<!\\b(is|are|was|were|be|been|it's|that's|he's|she's|we're|they're|I'm|you're) )just(?! (a|an|one|the|me|us|him|her|them|\\d))", ""),
        ("in order to", "to"), ("due to the fact that", "because"), ("at this point in time", "now"),
        ("^please(?= [a-z])", ""),
    ]

    // MARK: - Empathetic and diplomatic

    /// A letter's formulas, which stand between the reader and the news, taken out of an empathetic or diplomatic
    /// message: "We wish to advise that the rent review…" says the rent review; "Kindly" is "please".
    static let letterFormulas: [(String, String)] = andThatAfterAdvised + [
        ("(I|we) would like to inform (you|\\w+) that,?", ""), ("(I|we) wish to (inform|advise|notify)( you| \\w+)? that,?", ""),
        ("(please|kindly) be advised that,?", ""), ("^kindly note that,?", "please note that"), ("^kindly(?= \\w)", "please"),
        ("(?<=\\b(are|is|be) )kindly(?= (asked|requested|reminded|invited|advised)\\b)", ""),
        ("(?<=\\w )kindly(?= \\w)", "please"), ("at your earliest convenience", "as soon as you are able"), ("with effect from", "from"),
        ("should you wish to", "if you would like to"),
    ]

    // MARK: - Diplomatic

    /// The writer's own refusal, said softly ("I can't take on…" → "I won't be able to take on…"); only in a
    /// refusal, where a rule ("we can't skip it") would read as an inability.
    static let refusalSoftening: [(String, String)] = [("can't(?= \\w)", "won't be able to"), ("cannot(?= \\w)", "won't be able to")]

    static let diplomaticPhrases: [(String, String)] = [
        ("^bad news ?[,:\\-–—](?= )", "unfortunately,"), ("rejected", "not approved"), ("problems", "issues"), ("problem", "issue"),
        ("(?<!\\b(if|when|unless|whenever|in case) )you need to", "please"), ("asap", "as soon as possible"),
        // "Can you ask Keisha to check the back room?": a request asked, not a question of ability.
        ("^can you(?! (believe|imagine|see|hear|tell|guess|remember|read)\\b)(?= \\w+\\b[^.!]*\\?$)", "could you"),
    ]
}
