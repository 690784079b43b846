import Foundation
@testable import PersonableComposer
import Testing

/// The composer's answer when the model's attempts all fail: the user's own message in the tone's words, with a
/// line added only where the message's situation calls for one. Measured on new messages whose adapted variations
/// opened with a canned line whatever they said ("Dear client, we would like to inform you of the following.",
/// "Thank you for bearing with us." before a project being shelved) and split "$129.99" into two sentences.
struct ToneAdapterTests {
    static let refund = "We got your email about the double charge of $129.99 on March 3. The refund has been issued to your Visa ending 4471 and should show up in 5-7 business days. Sorry for the hassle."
    static let decline = "Hi Marcus, I can't take on the vendor audit for Halvorsen this quarter, I'm already at capacity with the Atlas migration until end of June. Maybe Lena has room? Happy to share my notes from last year."
    static let thanks = "Thanks so much to you and Kenji for hosting us in Osaka last week. The factory tour was really useful and we've already shared the notes with our design team. Looking forward to the sample batch in May."
    static let openHouse = "Our annual open house is on Saturday, October 12, from 10am to 4pm at the Greenfield campus, 220 Mill Road. Free parking, kids welcome, registration not required."
    static let request = "Any chance you could look over my slides for the Thursday pitch to Corvel? It's 14 slides, mostly the pricing section I'm unsure about. Need feedback by Wednesday noon if you can."
    static let crash = "The Android app version 4.2.0 crashes on login for some Samsung users. Don't reinstall, it won't fix it. iPhone and web aren't affected."
    static let messages = [refund, decline, thanks, openHouse, request, crash,
                           "The launch slips to November 12. The payments integration failed and we can't ship without it. I'd rather tell you now. Raj",
                           "starting Nov 1 expense reports over $500 need director sign off before submission, not after. questions go to Elena in finance"]

    static func adapt(_ message: String, _ tone: ToneType, for audience: AudienceType = .client) -> String {
        ToneAdapter.adapt(message, to: CommunicationContext(audience: audience, tone: tone))
    }

    @Test func everyAdaptedVariationKeepsEveryKeyPoint() {
        for message in Self.messages {
            let keyPoints = KeyPointExtractor.extract(message)
            for tone in ToneType.allCases {
                for audience in AudienceType.allCases {
                    let text = Self.adapt(message, tone, for: audience)
                    #expect(KeyPointExtractor.check(keyPoints, in: text).missing.isEmpty, "\(tone) for \(audience): \(text)")
                }
            }
        }
    }

    @Test func everyRuleIsAValidPattern() throws {
        for tone in ToneType.allCases {
            for rule in ToneWording.rules(for: tone, person: .we) + ToneWording.rules(for: tone, person: .i) + ToneWording.refusalRules {
                _ = try NSRegularExpression(pattern: rule.pattern, options: [.caseInsensitive])
                #expect(rule.regex != nil, "\(rule.pattern)")
            }
        }
    }

    @Test func formalTextSaysTheSameInFormalWords() {
        let formal = Self.adapt(Self.refund, .formal)
        #expect(formal.hasPrefix("We received your email about the double charge of $129.99 on March 3. The refund"))
        #expect(formal.contains("should show up in 5-7 business days. We apologize for the inconvenience."))
        let mine = Self.adapt("I got your note. Sorry for the hassle, I've got a fix coming. Let me know by Friday!", .formal, for: .peer)
        #expect(mine.hasPrefix("I received your note. I apologize for the inconvenience, I have a fix coming. Please let me know by Friday."), "the writer stays who the message says, and formal text exclaims nothing: \(mine)")
        #expect(Self.adapt(Self.decline, .formal, for: .peer).hasPrefix("Hello Marcus,\nI cannot take on the vendor audit"))
    }

    @Test func casualTextSaysTheSameInCasualWords() {
        let casual = Self.adapt("Thank you for your message regarding the invoice. We would be happy to assist. We will send it as soon as possible.", .casual)
        #expect(casual == "Thanks for your message about the invoice! Happy to help! We'll send it ASAP.", "\(casual)")
        #expect(Self.adapt(Self.thanks, .casual).hasSuffix("Looking forward to the sample batch in May!"))
    }

    @Test func directTextDropsPaddingButNotWhatItAsks() {
        let direct = Self.adapt(Self.request, .direct, for: .peer)
        #expect(direct.hasPrefix("Could you look over my slides"))
        #expect(direct.hasSuffix("Need feedback by Wednesday noon."))
        #expect(Self.adapt(Self.decline, .direct, for: .peer).contains("Maybe Lena has room?"), "a suggestion stays a suggestion")
        #expect(Self.adapt("Hi Sandra, heads up that the Pro plan goes to $59 on February 1. Best, Tom", .direct).contains("\nThe Pro plan goes to $59"))
    }

    @Test func aRefusalIsOpenedGently() {
        #expect(Self.adapt(Self.decline, .diplomatic, for: .peer).contains("\nUnfortunately, I won't be able to take on the vendor audit for Halvorsen"))
        #expect(Self.adapt(Self.decline, .empathetic, for: .peer).contains("\nI'm sorry, but I can't take on the vendor audit"))
    }

    @Test func aLineIsAddedOnlyWhereTheSituationCallsForIt() {
        for tone in ToneType.allCases where tone != .formal {
            #expect(Self.adapt(Self.openHouse, tone, for: .public).hasPrefix("Our annual open house"), "an announcement gets no opening in \(tone)")
            #expect(Self.adapt(Self.thanks, tone).hasPrefix("Thanks so much to you and Kenji"), "a thank-you note gets no opening in \(tone)")
        }
        #expect(Self.adapt(Self.thanks, .empathetic).hasSuffix("in May."), "no closing after a thank-you note")
        let empathetic = Self.adapt(Self.refund, .empathetic)
        #expect(empathetic.hasPrefix("We got your email"), "no \"We know this is frustrating.\": it presumes how the news is taken")
        #expect(!empathetic.contains("We're sorry"), "a message that apologises gets no second apology: \(empathetic)")
        #expect(Self.adapt("We found that " + Self.crash.prefix(1).lowercased() + Self.crash.dropFirst(), .empathetic, for: .public).contains("Samsung users. We're sorry for the trouble. Don't reinstall"), "after the news, not before it")
        #expect(Self.adapt(Self.crash, .empathetic, for: .public) == Self.crash, "a notice with no \"we\" gets no line in \"we\"")
        #expect(Self.adapt(Self.request, .casual, for: .peer).hasSuffix("if you can. Thanks!"), "a request is thanked")
    }

    @Test func sentencesEndOnlyWhereASentenceEnds() {
        #expect(ToneAdapter.sentences(Self.refund).count == 3)
        #expect(ToneAdapter.sentences("Version 4.2.0 is out. Mr. Alvarez approved it!").count == 2)
        let adapted = Self.adapt(Self.messages.last!, .direct, for: .team)
        #expect(adapted == "Starting Nov 1 expense reports over $500 need director sign off before submission, not after. Questions go to Elena in finance.", "each sentence starts with a capital and the message ends with a full stop")
        #expect(Self.adapt(Self.crash, .casual).contains(" iPhone and web"), "a word with a capital inside keeps its own spelling")
    }

    /// What two blind readers found wrong in the first version of these rules, on twelve new messages.
    @Test func whatReadersFoundWrongIsGone() {
        let reminder = "Reminder: timesheets for September are due this Friday by 5pm. Late submissions won't be paid until the October cycle. 6 people still haven't submitted, you know who you are."
        #expect(Self.adapt(reminder, .casual, for: .team).hasSuffix("you know who you are."), "no contraction at a clause's end")
        #expect(Self.adapt(reminder, .empathetic, for: .team) == reminder, "a deadline's \"late\" is no bad news")
        let room = "Hi Colm, you booked Meeting Room B for all of next week but we have the Lisbon partner visit Tuesday and Wednesday."
        #expect(Self.adapt(room, .casual, for: .peer).contains("but we have the Lisbon"), "\"have\" that owns is not contracted")
        #expect(Self.adapt("We have sent the invoice.", .casual).hasPrefix("We've sent"))
        let checklist = "The last two releases went out without the checklist being signed off. I get that everyone's stretched, but we can't skip it. Let's go over the checklist at standup Thursday."
        for tone in [ToneType.empathetic, .diplomatic] {
            let text = Self.adapt(checklist, tone, for: .team)
            #expect(text.contains(" I get that everyone's stretched, but we can't skip it."), "a rule is no refusal of the writer's: \(text)")
        }
        #expect(Self.adapt(checklist, .formal, for: .team).contains("Let's go over"), "not the stilted \"Let us\"")
        let missed = "I'm sorry your technician didn't show up on Monday between 8 and 12 as booked."
        #expect(Self.adapt(missed, .formal).hasPrefix("I am sorry your technician did not show up"), "a change that loses a key point is not made")
        #expect(!Self.adapt("Please confirm by 15 April so there is no gap in coverage.", .empathetic).contains("appreciate"), "no thanks that presumes the answer")
    }

    /// What a third blind reader found wrong on twelve more new messages.
    @Test func whatTheThirdReaderFoundWrongIsGone() {
        let congrats = "congrats on getting the KubeCon talk in Paris accepted!! seriously well deserved. drinks on me Thursday?"
        #expect(Self.adapt(congrats, .formal, for: .peer).hasPrefix("Congrats on getting the KubeCon talk in Paris accepted. Seriously"))
        for tone in ToneType.allCases where tone != .formal {
            #expect(Self.adapt(congrats, tone, for: .peer).hasSuffix("Drinks on me Thursday?"), "an offer is not thanked for in \(tone)")
        }
        #expect(Self.adapt("hey all, movers come Friday the 9th at 7am.", .formal, for: .team).hasPrefix("Hello all,\n"))
        #expect(Self.adapt("yo team!! practice moved to Wed at 6:30. love u", .formal, for: .team) == "Hello team,\nPractice moved to Wednesday at 6:30.\nLove you")
        #expect(Self.adapt("yo team!! practice moved to Wed at 6:30. love u", .casual, for: .team).hasSuffix("\nLove u"))
        let race = "We can't offer refunds for the time change, but entries can be transferred free until Thursday."
        #expect(Self.adapt(race, .empathetic, for: .public) == race, "no second \"but\"")
        #expect(Self.adapt(race, .diplomatic, for: .public).hasPrefix("Unfortunately, we won't be able to offer refunds"))
    }

    /// Bad news in a diplomatic message is said with regret, not hidden; a direct one drops "please" before what
    /// it asks: measured on a message whose five variations were four copies of it.
    @Test func badNewsIsSaidWithRegretAndAnAskIsPlain() {
        let shortage = "Hi Marta, our supplier in Porto is short on 6mm sheet, so the 400 units won't ship on March 14. We can send 250 by then. Thanks, Raj"
        #expect(Self.adapt(shortage, .diplomatic).contains("\nUnfortunately, our supplier in Porto is short on 6mm sheet"))
        #expect(Self.adapt(shortage, .empathetic).contains("won't ship on March 14. We're sorry for the delay. We can send"), "a shipment that won't ship is a delay, and the apology follows the news")
        let mixed = "Our supplier is short on sheet, so the units won't ship on March 14. We can send 250 by then. Let me know if that works."
        #expect(Self.adapt(mixed, .empathetic).contains(" We're sorry for the delay. "), "\"We can send\" writes as we, whatever \"let me know\" says")
        let named = "Priya is out sick, so the demo won't be ready on Friday."
        #expect(Self.adapt(named, .diplomatic, for: .team).hasPrefix("Priya is out sick"), "no \"Unfortunately, priya\": a name keeps its capital")
        #expect(Self.adapt("Please stop using yours now. Please let me know by Friday.", .direct, for: .public) == "Stop using yours now. Let me know by Friday.")
    }

    /// What I found reading the fourth set's variations myself.
    @Test func aBareNameSignsOffAndAColleaguesSmallDelayIsNoBadNews() {
        let slip = "Hi Sandra, the Atlas 2.0 launch is going to slip from October 1 to November 12. The payments integration failed certification. Raj"
        let diplomatic = Self.adapt(slip, .diplomatic, for: .executive)
        #expect(diplomatic.hasSuffix("failed certification.\nRaj"), "no closing line after a name that signs off: \(diplomatic)")
        let coffee = "heads up the espresso machine on floor 3 is dead again, facilities says the part won't arrive till next Wednesday."
        for tone in [ToneType.empathetic, .diplomatic] {
            #expect(Self.adapt(coffee, tone, for: .peer).hasPrefix("Heads up the espresso machine"), "\(tone)")
            #expect(Self.adapt(coffee, tone, for: .peer).hasSuffix("next Wednesday."), "\(tone)")
        }
        #expect(Self.adapt(coffee, .formal, for: .peer).hasPrefix("Please note that the espresso machine"))
        #expect(Self.adapt("Heads-up before it's announced: Luis is leaving.", .formal, for: .peer).hasPrefix("Heads-up before it is announced:"), "not \"Please note that before…\"")
        #expect(Self.adapt("Can you check whether it's been scheduled?", .formal).hasPrefix("Could you check whether it has been scheduled?"))
        let chase = "Invoice 4471 was due on March 3. Can you check with your AP team whether it's been scheduled?"
        #expect(Self.adapt(chase, .diplomatic).hasSuffix("scheduled?"), "no tacked-on \"Thanks for considering it.\"")
    }

    /// What I found reading the fifth set's variations myself.
    @Test func wordsThatChangeMeaningAreNotSwapped() {
        #expect(Self.adapt("We can, however, include two training sessions at no cost.", .casual).hasPrefix("We can, however, include"))
        #expect(Self.adapt("The folks at the podcast want someone from ops.", .formal, for: .peer).hasPrefix("The folks at the podcast"))
        #expect(Self.adapt("The restore failed. Nobody did anything wrong here.", .diplomatic, for: .team).contains("Nobody did anything wrong here."))
        #expect(ToneAdapter.sentences("The meeting moved to 10:00 a.m. in the Harbor Room. Materials follow.").count == 2)
        let visa = "Hi Dana, bad news on Tomasz - his work visa still hasn't come through, so the launch plan failed. Raj"
        #expect(Self.adapt(visa, .empathetic, for: .peer).hasPrefix("Hi Dana,\nBad news on Tomasz"), "no second announcement of bad news")
        let farewell = "Hi Ms. Okafor, sorry to see you cancelled your Pro plan. Your access stays active until March 31. Thanks, Priya"
        #expect(Self.adapt(farewell, .empathetic).hasPrefix("Hi Ms. Okafor,\nSorry to see you cancelled"), "the reader's own cancellation frustrated nobody")
    }

    /// A casual draft in formal words: measured on a set where formal variations kept "Lmk if u need the receipt or
    /// whatever", "bc" and "bday" and were read as not formal at all.
    @Test func aCasualDraftGetsFormalWords() {
        let expense = "hey Rachel, quick q - am I ok to expense the Uber from the Denver client site last Thurs? it was like $64 bc the shuttle never showed. lmk if u need the receipt or whatever"
        #expect(Self.adapt(expense, .formal, for: .executive) == "Hello Rachel,\nA quick question: may I expense the Uber from the Denver client site last Thursday? It was approximately $64 because the shuttle never showed. Please let me know if you need the receipt.")
        let release = "hey all, heads up - the Ledgerly 4.2 release is gonna slip to Thu Oct 17 bc QA found a nasty bug. no worries if you already told clients, just ping me asap. thx!!"
        let formal = Self.adapt(release, .formal, for: .team)
        #expect(formal.contains("\nPlease note: the Ledgerly 4.2 release is going to slip to Thursday October 17 because QA found a serious bug. It is no problem if you already told clients, just contact me as soon as possible.\n"), "\(formal)")
        #expect(formal.hasSuffix("\nThank you"), "a sign-off that exclaims, in formal words: \(formal)")
        #expect(Self.adapt("I'd say it's 30 min max.", .formal, for: .peer).hasPrefix("I would say it is 30 minutes at most."))
        let sorry = Self.adapt("omg I'm so sorry I missed your bday dinner!! brunch on me this Sat?", .formal, for: .peer)
        #expect(sorry.hasPrefix("I am very sorry I missed your birthday dinner. Brunch on me this Saturday?"), "\(sorry)")
        #expect(Self.adapt("Bad news, our fridge died so we have to cancel tonight.", .formal).hasPrefix("Unfortunately, our fridge died"))
        #expect(Self.adapt("We sat down with Jan yesterday. Sun is out.", .formal, for: .peer).hasPrefix("We sat down with Jan yesterday. Sun is out."), "a verb, a name and a sentence's first word are not a weekday or a month")
        #expect(Self.adapt("It's in the U.S. office.", .formal, for: .peer).hasPrefix("It is in the U.S. office."))
        #expect(Self.adapt("I'd like 20 copies.", .formal, for: .peer).hasPrefix("I would like 20 copies."), "\"like\" that wants is not \"approximately\"")
    }

    /// A stiff draft in casual and direct words: the same set's casual and direct variations of formal letters were
    /// the letters themselves ("We would like to inform you that… Kindly let us know at your earliest convenience").
    @Test func aStiffDraftGetsCasualAndDirectWords() {
        let table = "Dear Ms. Okafor, We would like to inform you that, regarding order #RT-48213, the walnut dining table has been delayed and is now expected to arrive on November 4. Kindly let us know at your earliest convenience whether you wish to keep the order or receive a full refund of $1,249.00. Sincerely, Marcus Hale"
        #expect(Self.adapt(table, .casual) == "Hi Ms. Okafor,\nAbout order #RT-48213, the walnut dining table has been delayed and is now expected to arrive on November 4. Let us know when you can whether you want to keep the order or get a full refund of $1,249.00.\nBest, Marcus Hale")
        #expect(Self.adapt(table, .direct).contains("\nRegarding order #RT-48213, the walnut dining table has been delayed and is now expected to arrive on November 4. Let us know as soon as you can whether"))
        let pool = "Please be advised that, effective March 1, monthly fees will increase from $42 to $49. Kindly direct any questions regarding this change to the front desk."
        #expect(Self.adapt(pool, .casual, for: .public) == "Just so you know, starting March 1, monthly fees will increase from $42 to $49. Please send any questions about this change to the front desk.")
        #expect(Self.adapt(pool, .direct, for: .public).hasPrefix("Effective March 1, monthly fees will increase"))
        let thanks = "I would like to extend my sincere gratitude to the entire support team for your efforts during the Black Friday weekend."
        #expect(Self.adapt(thanks, .casual, for: .team).hasPrefix("A big thank-you to the entire support team for your efforts"))
        #expect(Self.adapt(thanks, .direct, for: .team).hasPrefix("Thank you to the entire support team for your efforts"))
        let reunion = "Regarding the reunion on August 17, we would be grateful if you could confirm whether you will attend."
        #expect(Self.adapt(reunion, .direct, for: .peer) == "Regarding the reunion on August 17, please confirm whether you will attend.")
    }

    /// Lines that presumed what the reader feels, read on the sixth and seventh sets.
    @Test func noLinePresumesWhatTheReaderFeels() {
        let birthday = "I'm so sorry I missed your bday dinner last night. My phone died around 6. Brunch on me this Sat?"
        for tone in [ToneType.empathetic, .diplomatic] {
            #expect(Self.adapt(birthday, tone, for: .peer).hasSuffix("this Sat?"), "no \"talk it through\" after the writer's own apology in \(tone)")
        }
        let invoice = "Hi Jordan, invoice #2024-117 was due on September 30. Could you let me know when payment is expected? Happy to resend it if it got lost. Best, Elena"
        #expect(Self.adapt(invoice, .empathetic).hasPrefix("Hi Jordan,\nInvoice #2024-117"), "what only might have happened is no trouble")
        let flight = "Hi Marcus, my flight to Denver got cancelled, so I won't make our Wednesday 9am kickoff. Could we push it to Thursday? Sorry about this. Thanks, Elena"
        #expect(Self.adapt(flight, .empathetic).hasPrefix("Hi Marcus,\nMy flight"), "the writer's own trouble is not called frustrating for the reader")
        let party = "Bad news, our fridge died so we have to cancel your party of 20 tonight. Super sorry!"
        #expect(Self.adapt(party, .empathetic).hasPrefix("Bad news, our fridge died"), "not even where the reader's own plans are cancelled")
        let question = "Are we still shipping on Tues or is the login crash gonna push it? Kinda need to know by EOD so I can tell marketing."
        #expect(Self.adapt(question, .empathetic, for: .team) == question.replacingOccurrences(of: "gonna", with: "going to"), "a question about a crash tells of none")
        #expect(Self.adapt(question, .formal, for: .team).contains("? Need to know by EOD so I can tell marketing."), "not \"Somewhat need to know\"")
        #expect(Self.adapt("Your appointment must therefore be rescheduled.", .casual).hasPrefix("Your appointment must therefore be"), "not \"must so be\"")
        #expect(Self.adapt(party, .diplomatic).hasPrefix("Unfortunately, our fridge died"))
        let letter = "We would like to inform you that your order has been delayed until November 4."
        #expect(Self.adapt(letter, .diplomatic).hasPrefix("Unfortunately, your order has been delayed"), "no \"Unfortunately, we would like to inform you\"")
    }

    /// What two blind readers found wrong on a ninth set of new messages.
    @Test func whatTheNinthSetsReadersFoundWrongIsGone() {
        #expect(ToneWording.apply(ToneWording.wholeWords([("till|til", "until")]), to: "We hold it until Thursday, til 5.") == "We hold it until Thursday, until 5.", "not \"ununtil\": a rule's alternatives are whole words each")
        let garage = "Hi Mr. Alvarez, the quote goes from $480 to $715. We can hold the car until Thursday at 5 pm. Let me know either way. Dana, Eastside Auto"
        for tone in ToneType.allCases {
            #expect(Self.adapt(garage, tone).hasSuffix("either way.\nDana, Eastside Auto"), "a name and a company sign off, and nothing follows them in \(tone)")
        }
        let volunteers = "omg thx everyone who showed up!! btw if anyone's free for cleanup at Pier 3 lmk ASAP. u guys rock. Jess"
        #expect(Self.adapt(volunteers, .formal, for: .team) == "Thank you everyone who showed up. If anyone's free for cleanup at Pier 3 please let me know as soon as possible. You rock.\nJess")
        let notice = "Residents are kindly asked to use the Elm Street crossing. Questions may be directed to the Office of Public Works."
        #expect(Self.adapt(notice, .direct, for: .public).hasPrefix("Please use the Elm Street crossing."), "not \"are please asked\"")
        #expect(Self.adapt(notice, .formal, for: .public) == notice, "no \"Kind regards.\" tacked onto a notice")
        let outage = "Sarah, quick summary of Tuesday's outage: payments failed for 47 minutes. The postmortem follows by Friday."
        #expect(Self.adapt(outage, .empathetic, for: .executive).hasPrefix("Sarah,\nQuick summary of Tuesday's outage"), "a name before a comma addresses the reader")
        #expect(MessageFrame("Today, we ship the fix.").greeting == nil && MessageFrame("However, we ship it.").greeting == nil)
        #expect(MessageFrame("Dear Mr. and Mrs. Patel, the rent will increase on September 1.").greeting == "Dear Mr. and Mrs. Patel,")
        let accepted = "Dear Dr. Whitman, we would like to inform you that your proposal has been accepted. Kindly submit your slides prior to 20 October. Regards, Helena Costa"
        #expect(Self.adapt(accepted, .casual, for: .executive).contains("\nYour proposal has been accepted. Please submit your slides before 20 October."), "good news is no side note, and an ask stays polite")
        #expect(Self.adapt("hey guys, we are short like 10 mats.", .formal, for: .team) == "Hello everyone,\nWe are short by approximately 10 mats.")
    }

    /// What I found reading a tenth set's variations myself, and what its first blind reader found.
    @Test func whatTheTenthSetShowedIsGone() {
        let cowork = "the booking app is a mess, I got kicked out of Room 3 twice this wk. u having the same issue? might be worth raising before the meeting on Thurs. lmk"
        #expect(Self.adapt(cowork, .formal, for: .peer).contains("twice this week. Are you having the same issue? Might be worth raising before the meeting on Thursday. Please let me know."), "a weekday's full stop ends its sentence")
        let market = "Hey everyone!! Sunny Acres won't have a stall this Sat. no worries tho, we'll be back June 7. Dana & Rob"
        #expect(Self.adapt(market, .formal, for: .public) == "Hello everyone,\nSunny Acres will not have a stall this Saturday. Not a problem though, we will be back June 7.\nDana & Rob")
        let vet = "Please bring him in today at 3:15 pm. Kind regards, Maple Grove Veterinary Clinic"
        #expect(Self.adapt(vet, .formal).hasSuffix("today at 3:15 pm.\nKind regards, Maple Grove Veterinary Clinic"), "a closing word, a comma and a name with a title sign off")
        #expect(MessageFrame("The files are attached. Thanks, we will send the signed forms by Friday.").signOff == nil, "a longer thanks that says something is the body")
        let book = "hey Sam, heard u had a rough week w/ the move. we can totally push ur slot to May. just lmk what works & take care of urself!!"
        #expect(Self.adapt(book, .formal, for: .peer) == "Hello Sam,\nI heard you had a rough week with the move. We can push your slot to May. Please let me know what works and take care of yourself.")
        #expect(Self.adapt("Thank you for entrusting Greene & Moss Accounting with your return.", .formal).contains("Greene & Moss"), "a company's name keeps its \"&\"")
        let recall = "Brightline Kitchen is recalling the KettlePro 2 kettle. The base can overheat. Stop using it now and return it for a full refund."
        #expect(Self.adapt(recall, .empathetic, for: .public) == recall, "no line in \"we\" where the notice names its company in the third person")
    }

    /// What the eleventh set's blind reader found wrong on the round's final rules.
    @Test func whatTheEleventhSetsReaderFoundWrongIsGone() {
        let tomato = "Hi Tom, I'm really sorry about your tomato bed on plot 17. I've got spare plants if you'd like them. Priya"
        #expect(Self.adapt(tomato, .formal, for: .peer).contains("\nI am really sorry about your tomato bed"), "not \"I am really I apologize for\"")
        let walk = "hey all, we're gonna need someone for the 7am walk tmrw. I'm swamped rn. lmk ASAP if u can grab it, thx!! - Jess"
        #expect(Self.adapt(walk, .casual, for: .team).hasSuffix("grab it.\nThx!! - Jess"), "thanks, a dash and a name sign off, and no \"Thanks!\" follows")
        #expect(Self.adapt(walk, .formal, for: .team).contains("I am very busy right now. Please let me know as soon as possible if you can take it.\nThank you, Jess"), "the closing word before the dash goes with the name")
        let bus = "We would like to inform passengers that Route 23 will no longer serve Ashby Lane from Sunday 1 June. A replacement stop is on Fenwick Road."
        #expect(Self.adapt(bus, .empathetic, for: .public).contains("from Sunday 1 June. We're sorry for the trouble. A replacement stop"), "the apology follows the news it is for")
        let tournament = "yo team, thx for killing it at Saturday's tournament!! the bar did like $1,200 lol."
        #expect(Self.adapt(tournament, .formal, for: .team) == "Hello team,\nThank you for doing excellent work at Saturday's tournament. The bar did approximately $1,200.")
    }

    /// What the twelfth set's two blind readers found wrong on the round's final rules.
    @Test func whatTheTwelfthSetsReadersFoundWrongIsGone() {
        let bakery = "hey all, Dunmore Flour Co. just called and our rye is gonna be late. idk if we can bake Saturday. Priya"
        for tone in ToneType.allCases {
            #expect(Self.adapt(bakery, tone, for: .team).contains("Dunmore Flour Co. "), "\(tone)")
            #expect(!Self.adapt(bakery, tone, for: .team).contains("Co. Just"), "\"Co.\" before a word in lower case ends no sentence, in \(tone)")
        }
        #expect(Self.adapt(bakery, .formal, for: .team).contains("I do not know if we can bake Saturday."))
        #expect(Self.adapt("She is an RN in Austin, TX, since 500 BC.", .formal, for: .peer).hasPrefix("She is an RN in Austin, TX, since 500 BC."), "capitalised abbreviations are not texting")
        let kayak = "Hi Jordan, we can't honour the refund request for booking KR-3047. Let me know if you'd like a credit. Tess, Lakeshore Paddle Co."
        for tone in ToneType.allCases {
            #expect(Self.adapt(kayak, tone).hasSuffix("\nTess, Lakeshore Paddle Co."), "a name and a company ending \"Co.\" sign off; nothing follows in \(tone)")
        }
        let vpn = "Ticket #INC-20871 got bounced back again. I think it's a network thing, not a laptop thing."
        #expect(Self.adapt(vpn, .direct, for: .peer).contains("I think it's a network thing"), "an opinion stays an opinion")
        let condo = "We regret to inform you that, pursuant to the resolution of 12 September, monthly fees will increase by 6.5% effective 1 January."
        #expect(Self.adapt(condo, .casual, for: .public) == "Unfortunately, under the resolution of 12 September, monthly fees will increase by 6.5% starting 1 January.")
        #expect(Self.adapt(condo, .direct, for: .public).hasPrefix("Under the resolution of 12 September, monthly fees will increase"))
        let crunch = "I know everyone's been crunching since the hotfix and the crash reports are brutal. We're pushing the patch to Monday."
        #expect(Self.adapt(crunch, .diplomatic, for: .team).hasPrefix("I know everyone's been crunching"), "not \"Unfortunately, I know…\"")
    }

    /// What the thirteenth set's readers found wrong, and what a casual draft's other tones kept: texting's "u",
    /// "tmrw" and "Yo" in a diplomatic message, which is no variation in a tone but the draft.
    @Test func whatTheThirteenthSetShowedIsGone() {
        let permit = "Starting Monday, June 9, walk-in permit submissions will no longer be processed. Questions can be sent to permits@riverton.gov or by calling 555-0142."
        #expect(!Self.adapt(permit, .diplomatic, for: .public).contains("any questions"), "the message says where questions go")
        #expect(Self.adapt("Walk-in permit submissions will no longer be processed from June 9.", .diplomatic, for: .public).hasSuffix("Please let us know if you have any questions."))
        let crunch = "hey team, I know everyone's been crunching since the hotfix and the crash reports are brutal rn. we're pushing the patch to Monday so nobody works the weekend. Kenji"
        #expect(!Self.adapt(crunch, .empathetic, for: .team).contains("hoped for"), "the message acknowledges it itself")
        #expect(Self.adapt("The nightly build crashed and the release is cancelled.", .empathetic, for: .team) == "The nightly build crashed and the release is cancelled. I'm here if you want to talk it through.", "no line on how colleagues take the news")
        let daycare = "hi Mrs. Moreau, just a heads up that tuition is going up to $1,240/month, our rent went up again ugh. just grab me at pickup or lmk by email. thx! Janelle"
        let formal = Self.adapt(daycare, .formal)
        #expect(formal.contains("Please note that tuition is going up to $1,240/month, our rent went up again. Speak with me at pickup or please let me know by email."), "\(formal)")
        let chess = "yo Sam, any chance u could cover the beginners' session tmrw? I'm swamped w/ work rn and idk if I'll make it. owe u one!!"
        #expect(Self.adapt(chess, .formal, for: .peer).hasSuffix("I am very grateful."), "no \"Thank you in advance.\" after the writer's own thanks")
        for tone in [ToneType.diplomatic, .empathetic, .direct] {
            let text = Self.adapt(chess, tone, for: .peer)
            #expect(text.hasPrefix("Hi Sam,\n"), "\(tone): \(text)")
            #expect(text.contains("cover the beginners' session tomorrow?") && text.contains("I'm swamped with work right now and I don't know if I'll make it."), "\(tone): \(text)")
            #expect(text.hasSuffix("Owe you one!"), "\(tone): \(text)")
        }
        #expect(Self.adapt(chess, .casual, for: .peer).contains("any chance u could") == false && Self.adapt(chess, .casual, for: .peer).contains("Any chance u could"), "casual keeps texting's words")
    }

    /// What a fourteenth and a fifteenth set showed on this round's first rules: texting's days and months kept in
    /// lower case, a dash and a name read as part of the last sentence, letters' formulas in a casual variation.
    @Test func whatTheFourteenthSetShowedIsGone() {
        let kayak = "hey all, the kayak trip on sat 14 june is off. refunds shld hit ur cards by fri. i know lots of u were looking fwd to it, so sorry!! will try to rebook for july - Nadia"
        let formal = Self.adapt(kayak, .formal, for: .team)
        #expect(formal.contains("The kayak trip on Saturday 14 June is off. Refunds should hit your cards by Friday. I know many of you were looking forward to it"), "\(formal)")
        #expect(formal.contains("I will try to rebook for July.\n- Nadia"), "\(formal)")
        #expect(Self.adapt(kayak, .casual, for: .team).contains("on sat 14 june is off"), "casual keeps the draft's own hand")
        let slab = "so sorry!! new slab arrives wed 9 oct and we'll fit it thurs morning at no cost to u. can u let us in at 8am? - Dev, Brightline Kitchens"
        let diplomatic = Self.adapt(slab, .diplomatic)
        #expect(diplomatic.contains("New slab arrives Wednesday 9 October and we'll fit it Thursday morning at no cost to you."), "\(diplomatic)")
        #expect(diplomatic.hasSuffix("?\n- Dev, Brightline Kitchens"), "\(diplomatic)")
        #expect(Self.adapt("We sat down with Sun Life and may sign in March.", .diplomatic) == "We sat down with Sun Life and may sign in March.", "a verb is no weekday or month, and sitting down no outage")
        #expect(Self.adapt("The booking site was down for an hour.", .diplomatic).hasPrefix("Unfortunately, the booking site was down"))
        #expect(Self.adapt("Our website will be down on Sunday from 2 to 5 AM.", .diplomatic).hasPrefix("Unfortunately, our website will be down"))
        let award = "hi Gwen, we won the Harlow Design Award!! can u come? need to confirm numbers by tmrw noon thx"
        #expect(Self.adapt(award, .formal, for: .executive).hasSuffix("We need to confirm numbers by tomorrow noon.\nThank you"))
        let exam = "Dear Tomasz, I am writing to inform you that I passed the AWS examination on 11 April. I wish to express my sincere gratitude for the practice questions you shared. Please allow me to buy you lunch next week. Kind regards, Ifeoma"
        #expect(Self.adapt(exam, .casual, for: .peer) == "Hi Tomasz,\nI passed the AWS examination on 11 April. Thanks so much for the practice questions you shared! Let me buy you lunch next week.\nBest, Ifeoma")
        #expect(Self.adapt("Thank you for entrusting Greene & Moss with your return, and for your patience & trust.", .diplomatic).contains("Greene & Moss with your return, and for your patience and trust."))
    }

    /// Set 53's readers: "Unfortunately, I checked your e-bike…" and "Unfortunately, I'll send you 20k…" put the regret
    /// before a clause with no bad news; "the brake pads were just worn" lost its "just" (only worn) in direct text.
    @Test func aDiplomaticRegretStartsTheClauseWithTheBadNewsOrNone() {
        let bike = "checked ur e-bike this am, the brake pads were just worn but the motor sensor is broken too :( new sensor is 185€ + 40€ labour."
        #expect(!Self.adapt(bike, .diplomatic).contains("Unfortunately"), "\(Self.adapt(bike, .diplomatic))")
        #expect(Self.adapt(bike, .direct).contains("the brake pads were just worn"), "\(Self.adapt(bike, .direct))")
        #expect(Self.adapt("I just wanted to say the invoice is paid.", .direct) == "I wanted to say the invoice is paid.", "a filler \"just\" still goes")
        let loan = "can u pls take her? ill send u 20k tonight, u add the rest n ill refund u fri."
        #expect(!Self.adapt(loan, .diplomatic, for: .peer).contains("Unfortunately"), "\(Self.adapt(loan, .diplomatic, for: .peer))")
        let venue = "The venue cancelled our booking, so the dinner moves to Friday."
        #expect(Self.adapt(venue, .diplomatic).hasPrefix("Unfortunately, the venue cancelled our booking"))
    }

    /// What set 55's readers found wrong on the round's final build.
    @Test func whatTheFiftyFifthSetsReadersFoundIsGone() {
        let kitchen = "hi all, fish comes 7.30am, check it b4 u sign!! - sra gladys"
        #expect(Self.adapt(kitchen, .formal, for: .team).hasSuffix("\n- Sra Gladys"), "a Spanish title signs off after the dash: \(Self.adapt(kitchen, .formal, for: .team))")
        let tour = Self.adapt("pls pick up the guests from the hotel in can tho at 5am. the boat is late tho", .formal)
        #expect(tour.contains("in can tho at 5am") && tour.contains("late though"), "\(tour)")
        #expect(Self.adapt("u said ud bring the cake", .formal).contains("you would bring the cake") || Self.adapt("u said ud bring the cake", .formal).contains("you'd bring the cake"))
        #expect(Self.adapt("pls send it to my bkash or nequi", .direct).contains("bKash or Nequi"))
        let deposit = Self.adapt("Kindly be advised that your deposit of TZS 1,500,000 may be refunded within ten working days.", .formal)
        #expect(deposit.contains("1,500,000 may be refunded"), "\(deposit)")
        let arezoo = Self.adapt("arezoo jan salam!! the van is cancelled. lmk if sat dont work, back in jan", .formal)
        #expect(arezoo.hasPrefix("Arezoo jan") && arezoo.contains("if Saturday do") && arezoo.contains("back in January"), "\(arezoo)")
    }

    /// A notice's formulas about its readers ("residents", "passengers"), which read stiff in a casual rewrite.
    @Test func aNoticesFormulasAboutItsReadersArePlainInCasualText() {
        let notice = "We regret to inform tenants of Larkspur Court, Block B, that the lifts will be out of service from 4 June. "
            + "Tenants are requested to use the east stairwell. Visitors are reminded that parking in the loading bay is not permitted. Yours faithfully, Estate Office"
        let casual = Self.adapt(notice, .casual, for: .public)
        #expect(casual.hasPrefix("Tenants of Larkspur Court, Block B: unfortunately, the lifts will be out of service from 4 June. Please use the east stairwell. "
            + "Just a reminder: parking in the loading bay isn't permitted."), "\(casual)")
        let direct = Self.adapt(notice, .direct, for: .public)
        #expect(direct.contains("Please use the east stairwell. Reminder: parking in the loading bay is not permitted."), "\(direct)")
        #expect(Self.adapt(notice, .formal, for: .public).contains("Tenants are requested to use the east stairwell."), "formal text keeps its formulas")
        let hall = Self.adapt("Enquiries should be made at the Town Hall at your earliest convenience.", .casual, for: .public)
        #expect(hall == "Questions? Ask at the Town Hall when you can.", "\(hall)")
        let water = Self.adapt("We would like to inform residents of Mapleton Avenue that the water will be off on Monday. Any enquiries should be directed to Thornbury Water.", .casual, for: .public)
        #expect(water == "Residents of Mapleton Avenue: the water will be off on Monday. Questions? Ask Thornbury Water.", "\(water)")
        #expect(Self.adapt("so sorry but we cant do sun to laguna chicabal, the road is closed", .formal).contains("cannot do Sunday to"))
        #expect(Self.adapt("no shop tmrw. sat group ride is still on, meet 6am", .formal).contains("Saturday group ride is still on"))
    }

    /// What the sixteenth and seventeenth sets' blind readers found wrong on the round's fourth build.
    @Test func whatTheSixteenthAndSeventeenthSetsShowedIsGone() {
        let choir = "Dear members of the Elmfield Community Choir, Please be advised that all borrowed sheet music must be returned by Friday 21 March. Kind regards, Margaret Hale, Music Librarian"
        #expect(Self.adapt(choir, .casual, for: .team) == "Hi members of the Elmfield Community Choir,\nJust so you know, all borrowed sheet music must be returned by Friday 21 March.\nBest, Margaret Hale, Music Librarian", "a letter's long greeting is its greeting")
        #expect(!Self.adapt(choir, .empathetic, for: .team).contains("hoped for"))
        let museum = "We regret to inform visitors that the Rivers of Bronze gallery will be closed from Monday 3 February."
        #expect(Self.adapt(museum, .casual, for: .public).hasPrefix("Unfortunately, the Rivers of Bronze gallery will be closed"))
        let pool = "The outdoor pool will be closed from 5 to 9 August. Sorry for the disruption to your stay. Front Desk, Marlowe Bay Hotel"
        for tone in ToneType.allCases {
            #expect(Self.adapt(pool, tone).hasSuffix("\nFront Desk, Marlowe Bay Hotel"), "nothing follows a desk's sign-off in \(tone)")
        }
        let phone = "Dear Mr. Abernathy, I am writing to advise you that complaints rose from 120 to 410. Kindly let me know whether you are available on Thursday. Kind regards, Elena Vasquez, Head of Customer Experience"
        #expect(Self.adapt(phone, .formal, for: .executive).hasSuffix("\nKind regards, Elena Vasquez, Head of Customer Experience"), "a title's small words sign off too")
        #expect(Self.adapt(phone, .casual, for: .executive).hasPrefix("Hi Mr. Abernathy,\nComplaints rose from 120 to 410."))
        #expect(Self.adapt("The new allergen sheets are in the blue folder by the till.", .formal).hasSuffix("by the till."), "a till is no \"until\"")
        let loop = "hey nadia!! can we talk tmrw? idk if ur ok w/ that, lmk"
        #expect(Self.adapt(loop, .diplomatic, for: .executive) == "Hi Nadia!\nCan we talk tomorrow? I don't know if you're ok with that, let me know.")
        #expect(Self.adapt(loop, .casual, for: .executive).hasPrefix("Hey Nadia!!\n"), "a name is written with its capital in every tone")
        #expect(Self.adapt("hi team, we're shut sun + mon, pick it up b4 sat 5pm.", .direct, for: .client).contains("shut Sunday and Monday, pick it up before Saturday 5pm."))
        let shoot = "hey dani, can u second-shoot for me on sat 24 aug? lmk by wed pls!! thx x"
        #expect(Self.adapt(shoot, .formal, for: .peer) == "Hello Dani,\nCould you second-shoot for me on Saturday 24 August? Let me know by Wednesday please.\nThank you", "one \"please\", and no kiss in a formal sign-off")
    }

    /// What the eighteenth and nineteenth sets' blind readers found wrong on the round's sixth build.
    @Test func whatTheEighteenthAndNineteenthSetsShowedIsGone() {
        let grant = "Good news: the panel approved our proposal on 14 May. I'd like ten minutes at Thursday's board. Best, Prof. Ellen Carr, Hollins Lab"
        for tone in ToneType.allCases {
            let text = Self.adapt(grant, tone, for: .executive)
            #expect(text.hasSuffix(" Prof. Ellen Carr, Hollins Lab") && !text.contains("Prof.\n"), "a professor's title ends no sentence in \(tone): \(text)")
        }
        let physio = "Hi Mr Doyle, you missed your physiotherapy appointment on Tuesday 4 March at 2:30pm. Could you call us on 01632 960418 to rebook? Front Office, Meadowbank Physio"
        #expect(!Self.adapt(physio, .empathetic).contains("sorry"), "no apology for what the reader did")
        #expect(Self.adapt("hey all, so sorry!! i can't make it sat.", .formal, for: .team).contains("I am very sorry."), "not \"I are very sorry\"")
        #expect(Self.adapt("its going to be hot, bring water.", .diplomatic, for: .team).hasPrefix("It's going to be hot"))
        let vet = "its beth from parkside vets, just a heads up biscuit is due his booster jab b4 end of june."
        #expect(Self.adapt(vet, .direct).contains("vets, Biscuit is due") == false && Self.adapt(vet, .direct).contains("vets, biscuit is due his booster jab before end of June."), "not \"A heads up biscuit\"")
        #expect(Self.adapt(vet, .formal).contains("vets, please note that biscuit is due"))
        #expect(Self.adapt("can u ring us b4 fri? thx - beth", .diplomatic).hasSuffix("?\nThanks, Beth"), "a dash and a name written small sign off")
        #expect(Self.adapt("rehearsals are mon + wed at 7.", .diplomatic, for: .team).hasPrefix("Rehearsals are Monday and Wednesday at 7."))
        #expect(Self.adapt("can we move it to friday??", .formal, for: .team).hasPrefix("Can we move it to Friday? "))
        #expect(Self.adapt("hope you're all well. the hall is booked.", .formal, for: .team).hasPrefix("I hope you are all well."), "\"hope you\" keeps its \"you\"")
    }

    /// What the twentieth and twenty-first sets' blind readers found on the round's last rules.
    @Test func whatTheTwentiethAndTwentyFirstSetsShowedIsGone() {
        let hives = "To all members: we lost four of our six club hives over the winter. I know many of you put a lot of work into them. Ben Ashworth, Secretary, Calder Valley Beekeepers"
        #expect(Self.adapt(hives, .formal, for: .public).contains("many of you put a great deal of work into them.\nBen Ashworth, Secretary, Calder Valley Beekeepers"))
        for tone in ToneType.allCases {
            #expect(Self.adapt(hives, tone, for: .public).hasSuffix("\nBen Ashworth, Secretary, Calder Valley Beekeepers"), "a name, a title and a club sign off in \(tone)")
        }
        let translation = "The translation will not be ready by Tuesday. We sincerely apologise for this. Kind regards, Hamid Rostami, Project Coordinator, Lingua Bridge Translations"
        #expect(Self.adapt(translation, .diplomatic).hasSuffix("\nKind regards, Hamid Rostami, Project Coordinator, Lingua Bridge Translations"))
        let dinghy = "the course is off cos we only got 2 signups, hes gutted and i cant fix it b4 the wknd, esp with 3 hrs notice."
        #expect(Self.adapt(dinghy, .diplomatic, for: .peer).hasPrefix("The course is off because we only got 2 signups, he's gutted and I can't fix it before the weekend, especially with 3 hours notice."))
        #expect(Self.adapt("The ESP32 board is in the lab.", .diplomatic, for: .peer) == "The ESP32 board is in the lab.")
    }

    @Test func whatTheTwentySecondSetShowedIsGone() {
        let trees = "the delivery is now thurs 27th. can i move the sheds to the back field? need ur ok b4 tmrw as ill need dan in early. thx - lou"
        let diplomatic = Self.adapt(trees, .diplomatic, for: .peer)
        #expect(diplomatic.contains("Need your OK before tomorrow as I'll need dan in early."), "\(diplomatic)")
        #expect(Self.adapt("r u still ok to water my plot while im away? ill bring u back some fudge", .empathetic, for: .peer)
            .hasPrefix("Are you still ok to water my plot while I'm away? I'll bring you back some fudge"))
        #expect(Self.adapt("im a local dog walker, fully insured.", .direct, for: .public).hasPrefix("I'm a local dog walker"))
        let valve = "the valve hasnt come in and i dont know which u'd prefer. practice is b4 weds rehearsal."
        #expect(Self.adapt(valve, .empathetic, for: .client).hasPrefix("The valve hasn't come in and I don't know which you'd prefer. Practice is before Wednesday rehearsal."))
        #expect(Self.adapt("She was ill all week, so your ok is fine.", .empathetic, for: .peer).hasPrefix("She was ill all week, so you're ok is fine."))
    }

    @Test func whatTheTwentySecondSetsReadersFound() {
        let sue = "if u fancy coming ur more than welcome. i know ur without hot water. its now £12 at the bakehouse."
        #expect(Self.adapt(sue, .empathetic, for: .peer).hasPrefix("If you fancy coming you're more than welcome. I know you're without hot water. It's now £12 at the bakehouse."))
        let walker = "fully insured + dbs checked, find me on fb. he has his gcse maths on tuesdays until christmas."
        #expect(Self.adapt(walker, .diplomatic, for: .public).hasPrefix("Fully insured and DBS checked, find me on Facebook. He has his GCSE maths on Tuesdays until Christmas."))
        #expect(Self.adapt("Just to say Ollie missed his last 2 sessions.", .direct, for: .client).hasPrefix("Ollie missed his last 2 sessions."))
        #expect(Self.adapt("The cat licked its paws. The dog has its own bed.", .empathetic, for: .peer).hasPrefix("The cat licked its paws. The dog has its own bed."))
    }

    @Test func whatTheTwentyThirdSetShowed() {
        let cottage = "hi mr and mrs bell, thx for booking!! the roses r urs if u want them. lou ur coming to yoga tmrw? the roof can wait til ur back. huge thx to all!! esp fiona who stayed til 7."
        let diplomatic = Self.adapt(cottage, .diplomatic, for: .client)
        #expect(diplomatic.hasPrefix("Hi Mr and Mrs Bell,\n"), "\(diplomatic)")
        #expect(diplomatic.contains("The roses are yours if you want them. Lou you're coming to yoga tomorrow? The roof can wait until you're back."), "\(diplomatic)")
        #expect(diplomatic.contains("Especially fiona who stayed until 7."), "\(diplomatic)")
        #expect(Self.adapt("I hurt your back?", .diplomatic, for: .peer).hasPrefix("I hurt your back?"))
        let windows = "the last 3 cleans are still unpaid, £54 in total. thx, gary - clearview windows"
        #expect(Self.adapt(windows, .formal, for: .client).hasSuffix("Thank you, Gary - Clearview Windows"))
        #expect(ToneAdapter.signOff("thx, sue xx", tone: .empathetic) == "Thanks, Sue xx", "a kiss is no business")
        #expect(ToneAdapter.signOff("thanks so much, pam", tone: .diplomatic) == "Thanks so much, Pam")
        let camp = "need sign off on £1,200 b4 the bank hol. 14 appts clashed. ur mugs from the wed eve class are ready, pick up sun morning."
        #expect(Self.adapt(camp, .formal, for: .executive).hasPrefix("I need sign-off on £1,200 before the bank holiday. 14 appointments clashed. Your mugs from the Wednesday evening class are ready, pick up Sunday morning."),
                "\(Self.adapt(camp, .formal, for: .executive))")
        #expect(Self.adapt("We sat down on the sun lounger at night.", .formal, for: .peer).hasPrefix("We sat down on the sun lounger at night."))
        let sailing = "The course is off, sorry. Let me know which date works. Thx, Jonno @ Saltmarsh Sailing School"
        #expect(Self.adapt(sailing, .empathetic, for: .client).hasSuffix("\nThanks, Jonno @ Saltmarsh Sailing School"), "\(Self.adapt(sailing, .empathetic, for: .client))")
        let removals = "The van arrives at 8am. Let me know about the wardrobe. Thanks - Dev @ Swiftline Removals"
        #expect(Self.adapt(removals, .empathetic, for: .client).hasSuffix("wardrobe.\nThanks, Dev @ Swiftline Removals"), "\(Self.adapt(removals, .empathetic, for: .client))")
        let tattoo = "parking is round the back. lmk if u need to move it. u need to bring id. karaoke w/ dj micky"
        let tactful = Self.adapt(tattoo, .diplomatic, for: .client)
        #expect(tactful.contains("Let me know if you need to move it. Please bring ID.") && tactful.contains("with DJ micky"), "\(tactful)")
        let farm = "Takings were £18,400, mainly thanks to the new meat counter. Any questions, just give me a shout. Best wishes, Hannah"
        let formal = Self.adapt(farm, .formal, for: .executive)
        #expect(formal.contains("mainly thanks to the new meat counter") && formal.hasSuffix("\nBest wishes, Hannah"), "\(formal)")
        #expect(Self.adapt("Thanks, Hannah", .formal, for: .executive) != "Thanks, Hannah")
        #expect(Self.adapt("we still need cakes + someone to run the shy. we sold 1,240 tix, pls reply asap", .formal, for: .public)
            .hasPrefix("We still need cakes and someone to run the shy. We sold 1,240 tickets, please reply as soon as possible."))
    }

    @Test func whatTheTwentyFourthSetShowed() {
        let league = "alright Dave, fixtures for the winter league are out. subs are £40 each, pls pay me by end of month. cheers, phil"
        #expect(Self.adapt(league, .formal, for: .peer).hasPrefix("Hello Dave,\nFixtures for the winter league are out."), "\(Self.adapt(league, .formal, for: .peer))")
        #expect(Self.adapt(league, .casual, for: .peer).hasPrefix("Alright Dave,\n"), "\(Self.adapt(league, .casual, for: .peer))")
        #expect(Self.adapt("morning graham, numbers for last wknd are in. thx, kev", .formal, for: .executive).hasPrefix("Good morning Graham,\n"))
        #expect(Self.adapt("Good morning Graham, numbers for last weekend are in. Thanks, Kev", .formal, for: .executive).hasPrefix("Good morning Graham,\n"))
        let dojo = "right team, grading is sun 20th at the dojo, 9am sharp. no phones on the mat!! thx, steve"
        #expect(Self.adapt(dojo, .formal, for: .team).hasPrefix("Hello team,\nGrading is Sunday 20th"), "\(Self.adapt(dojo, .formal, for: .team))")
        #expect(Self.adapt("Right, so the plan is off. Thanks, Steve", .formal, for: .team).hasPrefix("Right, so the plan is off."), "\"Right,\" greets no one")
        // After a street's name "St." may end a sentence; before a saint's it does not.
        let tidy = "bags everywhere by the back door on Church St. no biggie but could we do a quick tidy at St. Marys on weds?"
        let formal = Self.adapt(tidy, .formal, for: .peer)
        #expect(formal.hasPrefix("Bags everywhere by the back door on Church St. Not a problem but could we do a quick tidy at St. Marys on Wednesday?"), "\(formal)")
        // A kiss and a name sign off: no closing line after them, and no kiss in formal text.
        let shop = "could we maybe do a quick tidy together on weds at 10? lmk x Tina"
        let formalShop = Self.adapt(shop, .formal, for: .peer)
        #expect(formalShop.hasSuffix("Please let me know.\nTina"), "\(formalShop)")
        #expect(Self.adapt(shop, .casual, for: .peer).hasSuffix("\nx Tina"), "\(Self.adapt(shop, .casual, for: .peer))")
        // A first name after the last comma signs off too: nothing is said after it.
        let bridal = "so sorry but ur dress has been delayed, new date is fri 18th. pls dont panic!! call me anytime, Gemma"
        #expect(Self.adapt(bridal, .empathetic, for: .client).hasSuffix("call me anytime, Gemma.") || Self.adapt(bridal, .empathetic, for: .client).hasSuffix("Call me anytime, Gemma."),
                "\(Self.adapt(bridal, .empathetic, for: .client))")
        let parcels = "i know this wk has been tough. massive thx!! we still gave out 86 parcels. love, Maria"
        let formalParcels = Self.adapt(parcels, .formal, for: .team)
        #expect(formalParcels.contains("Thank you very much.") && formalParcels.hasSuffix("\nKind regards, Maria"), "\(formalParcels)")
        let karaoke = "quick one re saturday, the showcase has moved. sign up sheet at the bar, max 2 songs each pls."
        #expect(Self.adapt(karaoke, .formal, for: .public).hasPrefix("Regarding Saturday, the showcase has moved. Sign up sheet at the bar, a maximum of 2 songs each please."),
                "\(Self.adapt(karaoke, .formal, for: .public))")
   }

    @Test func aTitlesNameIsCapitalisedInACasualGreetingToo() {
        let note = "hi dr patel, the locum cover got mixed up this wk. lmk when ur free, thx, claire"
        #expect(Self.adapt(note, .casual, for: .executive).hasPrefix("Hi Dr Patel,\n"), "\(Self.adapt(note, .casual, for: .executive))")
    }

    @Test func whatTheTwentyFifthSetShowed() {
        let rewire = "hi mr kowalski, rewire at 14 Ashgrove Terrace is gonna go 2 days over, finishing thurs 18th not tues. thx - Gaz"
        #expect(Self.adapt(rewire, .formal, for: .client).contains("is going to go 2 days over, finishing Thursday 18th not Tuesday."), "\(Self.adapt(rewire, .formal, for: .client))")
        let cafe = "hi Gianni, sorry to bother u on hols. Francesca & Ngozi are both doing 50+ hrs & i'm worried. lmk, Lucia"
        #expect(Self.adapt(cafe, .formal, for: .executive).contains("Sorry to bother you on holidays. Francesca & Ngozi are both doing 50+ hours and I am worried."),
                "\(Self.adapt(cafe, .formal, for: .executive))")
        let windows = "hi Bethan, hope ur well!! just lmk b4 end of mar. the wreath is £95 incl delivery. thx, Dafydd"
        #expect(Self.adapt(windows, .diplomatic, for: .client).contains("I hope you're well! Just let me know before end of March. The wreath is £95 including delivery."),
                "\(Self.adapt(windows, .diplomatic, for: .client))")
        #expect(Self.adapt("the ref abandoned sat's u16 game. could u do a sat slot in oct?", .formal, for: .peer)
            .hasPrefix("The ref abandoned Saturday's U16 game. Could you do a Saturday slot in October?"))
        let florist = "the wreath is from all of us at Petals & Co. we'll drop it round by 9am. the lucky dip went to the Quinns from Castlebar Rd. tix are €2"
        #expect(Self.adapt(florist, .formal, for: .client).hasPrefix("The wreath is from all of us at Petals & Co. We will drop it round by 9am. The lucky dip went to the Quinns from Castlebar Rd. Tickets are €2"),
                "\(Self.adapt(florist, .formal, for: .client))")
        let shed = "alright macca, the tool library is up & running!! could u do a slot in oct? cheers, Jonno"
        #expect(Self.adapt(shed, .formal, for: .peer).hasPrefix("Hello Macca,\n"), "\(Self.adapt(shed, .formal, for: .peer))")
        #expect(Self.adapt("Alright then, the library is open. Cheers, Jonno", .formal, for: .peer).hasPrefix("Alright then, the library is open."))
        let van = "setup is 7am sat, pitch 22. pls collect extra cod fri pm. x Dervla"
        #expect(Self.adapt(van, .direct, for: .team).hasSuffix("\nDervla"), "\(Self.adapt(van, .direct, for: .team))")
        #expect(Self.adapt(van, .empathetic, for: .team).hasSuffix("\nx Dervla"), "\(Self.adapt(van, .empathetic, for: .team))")
        #expect(Self.adapt("hi mrs mcallister, class photos are on wed. thx, Gethin", .formal, for: .client).hasPrefix("Hello Mrs McAllister,\n"))
    }

    @Test func whatTheTwentySixthSetShowed() {
        let scaffold = "oi tuan, the scaffold at 9 Wattle St was meant to come down fri. ring me if any probs, Shane"
        let formal = Self.adapt(scaffold, .formal, for: .peer)
        #expect(formal.hasPrefix("Hello Tuan,\n") && formal.contains("if any problems"), "\(formal)")
        #expect(Self.adapt(scaffold, .direct, for: .peer).hasPrefix("Hi Tuan,\n"))
        #expect(Self.adapt("hey nipper coaches, tough one at the carnival on sun. x Fee", .formal, for: .team).hasPrefix("Hello nipper coaches,\n"))
        let fence = "hi mr papadopoulos, just a heads up re the fence at 17 Banksia Cres. the total is now $4,860. - Ange"
        #expect(Self.adapt(fence, .formal, for: .client).contains("A note regarding the fence at 17 Banksia Cres."), "\(Self.adapt(fence, .formal, for: .client))")
        #expect(Self.adapt("So sorry about the break-in, that must've been awful. Pickup is btwn 10 and 11am.", .formal, for: .client)
            .contains("that must have been awful. Pickup is between 10 and 11am."))
        let locks = "Kwame has fitted new locks at 6 Harcourt Rd. Spare keys are with Gloria. Leon @ Keysafe Locksmiths"
        #expect(Self.adapt(locks, .formal, for: .client).hasSuffix("Spare keys are with Gloria.\nLeon, Keysafe Locksmiths"), "\(Self.adapt(locks, .formal, for: .client))")
        #expect(Self.adapt(locks, .empathetic, for: .client).hasSuffix("\nLeon @ Keysafe Locksmiths"), "\(Self.adapt(locks, .empathetic, for: .client))")
        #expect(Self.adapt("the inspector is coming thurs 11th, prob am.", .formal, for: .team).hasPrefix("The inspector is coming Thursday 11th, probably in the morning."))
        #expect(Self.adapt("If we can ever return the favour, just let me know.", .formal, for: .client).hasPrefix("If we can ever return the favour, please let me know."))
        #expect(Self.adapt("He's home, just a sprained wrist. I just wanted to say thanks.", .direct, for: .team).hasPrefix("He's home, just a sprained wrist. I wanted to say thanks."))
    }

    @Test func whatTheTwentySeventhSetShowed() {
        let market = "that wind took ur whole gazebo. i've got a spare tent for 4 wks, & Meg says they'll waive ur fee. shout if u need a hand packing, xx Hana"
        let formal = Self.adapt(market, .formal, for: .peer)
        #expect(formal.contains("4 weeks, and Meg") && formal.hasSuffix("if you need a hand packing.\nHana"), "\(formal)")
        #expect(Self.adapt(market, .empathetic, for: .peer).hasSuffix("packing.\nxx Hana"), "\(Self.adapt(market, .empathetic, for: .peer))")
        #expect(Self.adapt("ur all getting paid on fri. 2nd, ur off the crew w/out notice. his meds were late.", .formal, for: .team)
            .hasPrefix("You are all getting paid on Friday. 2nd, you are off the crew without notice. His medicines were late."),
            "\(Self.adapt("ur all getting paid on fri. 2nd, ur off the crew w/out notice. his meds were late.", .formal, for: .team))")
        let exam = "Hi Mrs Nguyen, I know he was really upset after Saturday, missing his exam by 4 marks is so hard. No charge for next Tuesday. Warmly, Ingrid"
        #expect(!Self.adapt(exam, .empathetic, for: .client).contains("sorry for the trouble"), "\(Self.adapt(exam, .empathetic, for: .client))")
    }

    @Test func whatTheTwentyEighthSetShowed() {
        let netball = "all entries must incl the £12 fee. the wk's results are in, wkly training is on sats til june. u shd come. its fixed now. if ur out this wk pls say"
        let formal = Self.adapt(netball, .formal, for: .team)
        #expect(formal.hasPrefix("All entries must include the £12 fee. The week's results are in, weekly training is on Saturdays until June. You should come. It is fixed now. If you are out this week please say"),
                "\(formal)")
        #expect(Self.adapt("the wreath is £95 incl delivery", .formal, for: .client).hasPrefix("The wreath is £95 including delivery"))
    }

    @Test func aGreetingToAGroupKeepsItsWordSmall() {
        #expect(Self.adapt("hey bowlers!! the draw is up for sat", .direct, for: .team).hasPrefix("Hey bowlers!"))
        #expect(Self.adapt("hi volunteers, the draw is up for sat", .formal, for: .team).hasPrefix("Hello volunteers,"))
        // First names that end in "s" are a person's.
        #expect(Self.adapt("hey james, the draw is up for sat", .direct, for: .team).hasPrefix("Hey James,"))
        #expect(Self.adapt("hey gus, the draw is up for sat", .direct, for: .team).hasPrefix("Hey Gus,"))
    }

    @Test func whatTheTwentyNinthSetShowed() {
        // An initial is no sentence's end: the sign-off stays whole.
        let fees = Self.adapt("Please clear any outstanding balance by 25 May. Yours faithfully, S. Kalyani, Centre Administrator", .formal, for: .client)
        #expect(fees.contains("Yours faithfully, S. Kalyani, Centre Administrator"), "\(fees)")
        // "dr" before a small word is a drive's, no doctor's.
        let grout = Self.adapt("hey tevita, hope ur good. quick one re the bathroom at 18 scenic dr in merewether. i know u didn't know i'd grouted, it took bout 4 hrs. cheers, gus", .formal, for: .peer)
        #expect(!grout.contains("Dr In") && grout.contains("hope you are good.") && grout.contains("I had grouted") && grout.contains("about 4 hours"), "\(grout)")
        let crew = Self.adapt("morning pickers, bins r $42 each from march. if ur late 3 times u r off the crew. thx, hemi", .formal, for: .team)
        #expect(crew.contains("Bins are $42 each from March.") && crew.contains("If you are late 3 times you are off the crew."), "\(crew)")
        #expect(Self.adapt("pls pay ur late fee by fri", .formal, for: .client).contains("your late fee"))
        // Sparing the reader a cost is good news: no "Unfortunately," before it.
        let deposit = Self.adapt("Dear Niamh, I won't be deducting anything for ordinary wear, but the oven door glass was broken, which cost €120 to replace. Kind regards, Ferdia", .diplomatic, for: .client)
        #expect(!deposit.contains("Unfortunately"), "\(deposit)")
    }

    @Test func whatTheThirtiethSetShowed() {
        // A kiss before a name of two words signs off: no kiss in formal text, and no "X" starting a sentence.
        let badminton = Self.adapt("hi all, see u thurs. pls lmk by tues if u can't make it. x Shu Fen", .formal, for: .team)
        #expect(badminton.hasSuffix("\nShu Fen") && !badminton.contains("X Shu"), "\(badminton)")
        #expect(Self.adapt("right crew, fees are due fri", .casual, for: .team).hasPrefix("Right crew,"))
        #expect(Self.adapt("hey mate, fees are due fri", .direct, for: .peer).hasPrefix("Hey mate,"))
        #expect(Self.adapt("hi gráinne, so sorry to hear about the glasses", .formal, for: .client).hasPrefix("Hello Gráinne,"))
        #expect(Self.adapt("yo kwesi, hope ur good bro. quick one", .empathetic, for: .peer).contains("ope you're good bro."))
        #expect(Self.adapt("Hi Rosalie, Odell and I will cover payroll on Friday. Warmly, Bettina", .casual, for: .executive).contains("Odell and I will cover"))
        let inspection = Self.adapt("Dear Mrs Pham, the termite inspection has been rescheduled from Tuesday 4 March to Friday 7 March. Yours sincerely, Rhys",
                                    .empathetic, for: .client)
        #expect(!inspection.contains("sorry"), "\(inspection)")
        let snowblowers = Self.adapt("Gerrit, we're down to 4 snowblowers and the store is short. I don't want Prairie Line Hardware missing the storm rush again like last November. Thanks, Anneliese",
                                     .diplomatic, for: .executive)
        #expect(!snowblowers.contains("Unfortunately, I don't"), "\(snowblowers)")
        #expect(Self.adapt("2 pans still not tuned since the rain got in in may. you may want to check", .formal, for: .executive)
            .contains("got in in May. You may want to check"))
    }

    @Test func whatTheThirtySecondSetShowed() {
        // "jan smuts ave" is a street: no month (its capitals are the model's to give).
        let hours = Self.adapt("the shop on jan smuts ave is open tues-thurs, and mon-fri from jan. the new till system is live", .formal, for: .public)
        #expect(hours.contains("on jan smuts ave") && hours.contains("Tuesday-Thursday") && hours.contains("Monday-Friday from January"), "\(hours)")
        #expect(hours.contains("The new till system is live"), "\(hours)")
        #expect(Self.adapt("open till 6 on sat", .formal, for: .public).contains("until 6"))
        let recital = Self.adapt("Dear parents, the recital is on Saturday at 5pm. Yours sincerely, Smt. Lakshmi Raghavan", .diplomatic, for: .public)
        #expect(recital.hasSuffix("\nYours sincerely, Smt. Lakshmi Raghavan"), "\(recital)")
        let service = Self.adapt("Dear old students, the service is on Sunday at 9am. Yours faithfully, Rev. Kweku Arthur, Chairman, Centenary Planning Committee",
                                 .formal, for: .public)
        #expect(service.hasSuffix("\nYours faithfully, Rev. Kweku Arthur, Chairman, Centenary Planning Committee"), "\(service)")
    }

    @Test func whatTheThirtyThirdSetShowed() {
        #expect(Self.adapt("sorry to text on a sun. our colour girl is off", .formal, for: .peer).contains("on a Sunday."))
        #expect(Self.adapt("send it whenever ur ready", .direct, for: .peer).contains("whenever you're ready"))
        #expect(NameCasing.casedByLists("total is now rm685, was us$8 or r1,450. the arm200 stays") == "total is now RM685, was US$8 or R1,450. the arm200 stays")
        #expect(NameCasing.casedByLists("balance of gh₵1,850 by fri") == "balance of GH₵1,850 by fri")
    }

    @Test func aShortWeekdayAfterWhereSomeoneWillBeIsWrittenOut() {
        #expect(Self.adapt("she flies out wed, are u free sat? it's on Constant Spring Rd sat", .direct, for: .peer)
            .contains("flies out Wednesday, are you free Saturday? It's on Constant Spring Rd Saturday"))
        #expect(Self.adapt("we sat out in the sun. the sun is out", .direct, for: .peer).contains("sat out in the sun. The sun is out"))
    }

    @Test func whatTheThirtyFourthSetShowed() {
        let boxes = Self.adapt("ur 2 boxes (tracking bcx-77418) r still held. wed 9 oct to sat 12 oct. can we discuss at tmrw's mgmt meeting? list is on the whatsapp grp. q's? call me",
                               .formal, for: .client)
        #expect(boxes.contains("(tracking bcx-77418) are still held"), "\(boxes)")
        #expect(boxes.contains("Wednesday 9 October to Saturday 12 October"), "\(boxes)")
        #expect(boxes.contains("at tomorrow's management meeting") && boxes.contains("on the WhatsApp group") && boxes.contains("Questions? Call me"), "\(boxes)")
        #expect(Self.adapt("pay via mpesa or m-pesa, updates on our insta + South Coast FM", .direct, for: .public)
            .contains("via M-Pesa or M-Pesa, updates on our Instagram and South Coast FM"))
    }

    @Test func whatTheThirtyFifthSetShowed() {
        let lunch = Self.adapt("we need 6 guys at the pit by 5am. every1 pls come, any1 who cant make it lmk", .formal, for: .team)
        #expect(lunch.contains("We need 6 people at the pit by 5am. Everyone please come, anyone who cannot make it"), "\(lunch)")
        #expect(Self.adapt("he is 70 and shouldnt be carrying this stuff", .formal, for: .public).contains("carrying these items"))
        let refund = Self.adapt("Please don't worry. Dr Lakshmi Menon and I have agreed to refund the eight unused days.", .casual, for: .client)
        #expect(refund.contains("Dr Lakshmi Menon and I have agreed"), "\(refund)")
        let tour = Self.adapt("The tour must finish at the Peace Wall by 4pm sharp. Many thanks, Gerard McCann, Operations Manager", .formal, for: .client)
        #expect(tour.hasSuffix("\nMany thanks, Gerard McCann, Operations Manager"), "\(tour)")
        let trip = Self.adapt("a copy of the birth cert is needed by mon 7th. any qs call me", .formal, for: .client)
        #expect(trip.contains("A copy of the birth certificate is needed by Monday 7th. Any questions call me"), "\(trip)")
    }

    @Test func itsBeforeWhoIsWritingIsItIs() {
        #expect(Self.adapt("hi Bev, its Marco from no. 14 next door. its me again", .direct, for: .peer).contains("It's Marco from no. 14 next door. It's me again"))
        #expect(Self.adapt("The club and its Patron are thanked", .direct, for: .peer).contains("its Patron"))
    }

    @Test func aSignOffAfterADashOrGluedToTheLastSentenceGetsNoLineAfterIt() {
        let camp = Self.adapt("The camp is moved to Sunday 30th. Sorry for the trouble, please tell your elders. - Suresh Meena, Helping Hands Seva Group",
                              .empathetic, for: .public)
        #expect(camp.hasSuffix("\n- Suresh Meena, Helping Hands Seva Group"), "\(camp)")
        let order = Self.adapt("The balance is due on pickup, send it whenever ur ready, thx heaps, Aishah", .formal, for: .client)
        #expect(order.hasSuffix("whenever you are ready.\nThank you very much, Aishah"), "\(order)")
        let asked = Self.adapt("Can you cover Friday? I'll owe you one, thanks for asking", .diplomatic, for: .peer)
        #expect(asked.contains("thanks for asking"), "no name: no sign-off")
    }

    @Test func whatTheThirtyFirstSetShowed() {
        #expect(Self.adapt("chowder is $12 if ur hungry. lmk if u can't come", .formal, for: .peer).contains("if you are hungry."))
        #expect(Self.adapt("u'd waited 8 months and ur out €1,200 on the survey", .empathetic, for: .peer).contains("you're out €1,200"))
        #expect(Self.adapt("pls send ur due date and ur address", .formal, for: .client).contains("your due date"), "a noun's adjective")
        #expect(Self.adapt("we're down to 7 dryers and sat is our busiest day", .direct, for: .executive).contains("and Saturday is our busiest day"))
        let sale = Self.adapt("2 kids bikes $15 each. we lodge cash 4x a wk. thx heaps, hemi", .formal, for: .public)
        #expect(Self.adapt("bring ur id + receipt, or use the atm at spar", .direct, for: .public).contains("your ID and receipt, or use the ATM at"))
        #expect(sale.contains("2 children's bikes $15 each") && sale.contains("4 times a week") && sale.contains("Thank you very much"), "\(sale)")
        let sorry = Self.adapt("i'm so so sorry hun. come round fri", .formal, for: .peer)
        #expect(sorry.contains("sorry. Come round"), "\(sorry)")
        let film = Self.adapt("Donors get a free screening of It's a Wonderful Life at 7pm. It's on us.", .formal, for: .public)
        #expect(film.contains("of It's a Wonderful Life at 7pm. It is on us."), "\(film)")
        let storm = Self.adapt("Hi everyone, we'll close at 2pm on Wednesday to clear up. Thanks for everything, Ngaire, Halswell Garden Centre",
                               .diplomatic, for: .team)
        #expect(storm.hasSuffix("\nThanks for everything, Ngaire, Halswell Garden Centre"), "\(storm)")
    }

    @Test func aQuestionThatDropsItsAreGetsItBackOutsideCasualText() {
        #expect(Self.adapt("you free sat? need a hand moving the piano", .formal, for: .peer).hasPrefix("Are you free Saturday?"))
        #expect(Self.adapt("anyone around tmrw to help load the van?", .direct, for: .team).hasPrefix("Is anyone around tomorrow to help"))
        #expect(Self.adapt("you free sat? need a hand moving the piano", .casual, for: .peer).hasPrefix("You free sat?"), "casual keeps it")
        #expect(Self.adapt("You still have the spare keys?", .formal, for: .peer).hasPrefix("You still have"), "a verb follows: no \"are\"")
        #expect(Self.adapt("You free on Saturday. Bring the van", .formal, for: .peer).hasPrefix("You free"), "no question")
    }

    @Test func aWordOfAddressAfterAnApologyOrThanksIsNotFormal() {
        let sorry = Self.adapt("very sorry man, the van broke down", .formal, for: .peer)
        #expect(sorry.contains("very sorry, the van broke down") && !sorry.contains("man,"), "\(sorry)")
        #expect(Self.adapt("He is the best man for the job.", .formal, for: .peer).contains("best man for the job"))
    }

    @Test func aSignOffWithADashBeforeTheWritersDepartmentGetsNoLineAfterIt() {
        let notice = Self.adapt("The lifts are off on Saturday for servicing, so please use the stairs. Thanks, Ifeanyi - Admin & Facilities",
                                .diplomatic, for: .team)
        #expect(notice.hasSuffix("\nThanks, Ifeanyi - Admin & Facilities"), "\(notice)")
    }

    @Test func whatTheThirtySixthAndThirtySeventhSetsShowed() {
        let shift = Self.adapt("can u cover my sat shift? its 9 till 2. happy to take any wed u want, just lmk by thurs pls", .formal, for: .peer)
        #expect(shift.contains("my Saturday shift? It is 9 until 2.") && shift.contains(", let me know by Thursday please.")
                && !shift.contains("please let me know by Thursday please"), "\(shift)")
        let training = Self.adapt("training is off tmrw (wed). orders for sat r still going out. if sun doesnt work i can do tues", .direct, for: .team)
        #expect(training.contains("tomorrow (Wednesday)") && training.contains("Orders for Saturday are still") && training.contains("If Sunday doesn't work"),
                "\(training)")
        #expect(Self.adapt("we cant sign, can u call me tmrw am? the swap got pushed to wed.", .diplomatic, for: .peer)
            .contains("call me tomorrow morning? The swap got pushed to Wednesday."))
        let aircon = Self.adapt("the it guys said no one goes in till the engineer from coldfront hvac comes. we sell cds", .formal, for: .team)
        #expect(aircon.contains("The IT team said") && aircon.contains("HVAC") && aircon.contains("CDs"), "\(aircon)")
        #expect(Self.adapt("so its $215 each now. mrs mcallister wont print late ones", .direct, for: .peer).contains("So it's $215 each now. Mrs McAllister won't print"))
        #expect(Self.adapt("pls share w ur neighbours!! and gcash me", .empathetic, for: .public).contains("Please share with your neighbours! And GCash me"))
        #expect(Self.adapt("yr 9 parents eve is thurs 4-7", .formal, for: .team).contains("parents' evening is Thursday"))
        #expect(Self.adapt("can u ring him if ur ok with it?", .formal, for: .peer).contains("if you are comfortable with it?"))
        #expect(Self.adapt("the carinderia on p. burgos st is open", .direct, for: .peer).contains("on p. burgos st is open"), "an initial ends no sentence")
        let notice = Self.adapt("Dear Colleagues, we wish to inform you that from Monday all claims must go through the portal.", .direct, for: .team)
        #expect(notice.contains("From Monday all claims must go through the portal."), "\(notice)")
        #expect(Self.adapt("We wish to advise that the rent review is done.", .casual, for: .client).hasPrefix("The rent review is done."))
        #expect(Self.adapt("we sat down and the sun is out, they wed in june", .formal, for: .peer).contains("sat down and the sun is out, they wed in June"))
    }

    @Test func aStiffLetterReadsCasualAndACasualTextFormal() {
        let letter = Self.adapt("Dear Tenant, with effect from 1 February the rent will be AUD 2,340. Should you wish to discuss this matter, call us. Yours faithfully, Lindqvist Property",
                                .casual, for: .client)
        #expect(letter.contains("From 1 February the rent") && letter.contains("If you'd like to talk it over, call us.") && letter.hasSuffix("\nBest, Lindqvist Property"),
                "\(letter)")
        #expect(Self.adapt("hi chloe, if sun doesnt work i can do tues", .casual, for: .client).contains("I can do"))
        let shop = Self.adapt("sorry but the shop is closed fri. cash only, no card machine sorry. bring a mate. we are very sorry.", .formal, for: .public)
        #expect(shop.contains("Unfortunately, the shop is closed Friday.") && shop.contains("no card machine; we apologize.") && shop.contains("Bring a friend.")
                && shop.contains("We are very sorry."), "\(shop)")
        #expect(Self.adapt("just letting u know the plumber is coming on tues", .formal, for: .client).contains("Please note that the plumber is coming on Tuesday"))
    }

    @Test func whatTheThirtySeventhSetsReadersFound() {
        let market = Self.adapt("salam all, the pasar malam is cancelled this wed. pls share w ur neighbours!! - Persatuan Penduduk Jalan 4", .diplomatic, for: .public)
        #expect(market.hasSuffix("neighbours!\n- Persatuan Penduduk Jalan 4"), "\(market)")
        let balance = Self.adapt("Kindly be advised that a balance of TTD 1,250 remains. We would be grateful if payment could be made at your earliest convenience. Please note that further appointments cannot be booked.",
                                 .casual, for: .client)
        #expect(balance.components(separatedBy: "just so you know").count + balance.components(separatedBy: "Just so you know").count == 3, "once: \(balance)")
        #expect(balance.contains("Please pay when you can.") && balance.contains("Further appointments can't be booked."), "\(balance)")
        #expect(Self.adapt("Parking is limited, so walk if you can.", .direct, for: .peer).contains("so walk if you can."), "a condition is kept")
    }

    @Test func aNegationOfTextingsShortFormsIsKeptWrittenOut() {
        let lease = Self.adapt("i told them we cant sign above ₹3.8 lakh without ur ok.", .formal, for: .executive)
        #expect(lease == "I told them we cannot sign above ₹3.8 lakh without your OK.", "\(lease)")
    }

    @Test func aLettersFormulasGoInEmpatheticAndDiplomaticTextAndNobodysFaultGetsNoApology() {
        let school = "Dear Parents, we would like to inform you that the school will be closed on Friday owing to a scheduled power outage. Kindly note that the trip has been postponed to Tuesday. Yours faithfully, Mrs W. Kamau"
        let empathetic = Self.adapt(school, .empathetic, for: .public)
        #expect(empathetic.contains("\nThe school will be closed on Friday owing to a scheduled power outage. Please note that the trip")
                && !empathetic.contains("sorry"), "\(empathetic)")
        let tournament = Self.adapt("We would like to inform residents that the tournament has been postponed due to coastal erosion works. Fees will not be forfeited.",
                                    .empathetic, for: .public)
        #expect(!tournament.contains("sorry"), "\(tournament)")
        #expect(!Self.adapt(school, .casual, for: .public).contains("note that"))
        let chairs = Self.adapt("Dear Mr. Ferreira, we regret to inform you that your chairs have been delayed. Kindly confirm at your earliest convenience whether a site contact will be there. Yours sincerely, Customer Services",
                                .empathetic, for: .client)
        #expect(chairs.contains("We are sorry to let you know that your chairs have been delayed. Please confirm as soon as you are able whether"), "\(chairs)")
        let rent = Self.adapt("Dear Tenant, we wish to advise that the rent review has been completed. With effect from 1 February, the rent will be AUD 2,340. Regards, Lindqvist Property",
                              .diplomatic, for: .client)
        #expect(rent.contains("The rent review has been completed. From 1 February, the rent"), "\(rent)")
        let lamp = Self.adapt("The lamp you received was the wrong finish, so we've arranged a pickup. Unfortunately we can't refund the delivery fee.", .empathetic, for: .client)
        #expect(lamp.contains("We're sorry for the trouble."), "our own mistake is still apologised for: \(lamp)")
    }

    @Test func whatTheThirtyEighthSetsReadersFound() {
        let photos = Self.adapt("the gallery link will be ready by thurs, not wed like i promised, sorry!!", .formal, for: .client)
        #expect(photos.contains("by Thursday, not Wednesday like I promised; I apologize."), "\(photos)")
        let drill = Self.adapt("Staff who cannot come are requested to inform Encik Faizal at their earliest convenience. We regret any inconvenience this may cause. Respectfully, Imelda Varga",
                               .casual, for: .team)
        #expect(drill.contains("inform Encik Faizal when they can.") && drill.contains("Sorry for any hassle.") && drill.hasSuffix("\nBest, Imelda Varga"), "\(drill)")
        #expect(Self.adapt("pls leave the key with ur neighbour if ur at work.", .formal, for: .client).contains("if you are at work."))
        #expect(Self.adapt("The insurance guy is coming at 3.", .formal, for: .client).contains("The insurance person is coming"))
        let engagement = Self.adapt("i can't get there till 3 cos of my cousin's engagement.", .formal, for: .peer)
        #expect(engagement == "I cannot get there until 3 because of my cousin's engagement.", "\(engagement)")
        let workshop = Self.adapt("the workshop is full so i couldn't get u in, sorry!!", .formal, for: .peer)
        #expect(workshop == "The workshop is full so I could not get you in; I apologize.", "\(workshop)")
    }

    @Test func aPlusAfterAnAmountAndAnAreBeforeOne() {
        let key = Self.adapt("ur car is ready at the garage. pls bring the spare key too bc the other one is broken", .empathetic, for: .client)
        #expect(!key.contains("sorry"), "a request with its reason: \(key)")
        let kiln = Self.adapt("the part costs ₦85,000 + she cant get it till wed. flights r ₹38,500 each", .formal, for: .peer)
        #expect(kiln.contains("₦85,000 and she cannot get it until Wednesday. Flights are ₹38,500 each"), "\(kiln)")
        let workshop = Self.adapt("it wont be ready for our sat budgeting workshop. collection is moved to wed this week", .direct, for: .team)
        #expect(workshop.contains("our Saturday budgeting workshop. Collection is moved to Wednesday this week"), "\(workshop)")
    }

    /// Set 38's and 39's readers, on what was left: the slang of a texting draft in a formal message, a question
    /// without its "Do you", and a letter's "Dear Tenant," as "Hi Tenant," in a casual one.
    @Test func whatWasLeftAfterTheThirtyNinthSet() {
        let stocktake = Self.adapt("pls dont park in the back lot, the chippy next door needs it. pizza after, my treat. jacko's amp is still busted.", .formal, for: .team)
        #expect(stocktake.contains("the fish and chip shop next door needs it. Pizza after, at my expense. Jacko's amp is still broken."), "\(stocktake)")
        #expect(Self.adapt("The brakes are shot.", .formal, for: .client) == "The brakes are worn out.")
        #expect(Self.adapt("i'll get the chippy after.", .formal, for: .peer) == "I will get fish and chips after.", "the food, not the shop")
        let amp = Self.adapt("i'll get the chippy after. the amp is busted.", .diplomatic, for: .peer)
        #expect(amp.hasPrefix("I'll get fish and chips after.") && amp.hasSuffix("the amp is broken."), "slang in every tone but casual: \(amp)")
        #expect(Self.adapt("He was shot at dawn in the film.", .formal, for: .client) == "He was shot at dawn in the film.", "a verb stays")
        let quote = Self.adapt("The inverter is backordered till 3 june. Still want to lock in the price? Need a yes by fri pls.", .direct, for: .client)
        #expect(quote.contains("Do you still want to lock in the price? Need a yes by Friday"), "\(quote)")
        #expect(Self.adapt("want to grab lunch after?", .diplomatic, for: .peer).hasPrefix("Do you want to grab lunch after?"))
        #expect(Self.adapt("Still want to lock in the price? Need a yes by fri.", .casual, for: .client).hasPrefix("Still want to"), "casual keeps it short")
        let rent = "Dear Tenant, We wish to advise that the monthly rent will be AUD 2,340. Yours faithfully, Lindqvist Property Management"
        #expect(Self.adapt(rent, .casual, for: .client).hasPrefix("Hi there,\n"), "\(Self.adapt(rent, .casual, for: .client))")
        #expect(Self.adapt(rent, .formal, for: .client).hasPrefix("Dear Tenant,\n"))
        #expect(Self.adapt("Dear Tenants, the lift is out until 3 June.", .casual, for: .public).hasPrefix("Hi everyone,"), "a group is greeted as one")
        let tart = Self.adapt("total $520, paynow ok. or gcash to me b4 fri", .casual, for: .client)
        #expect(tart.contains("PayNow ok") && tart.contains("GCash to me"), "a brand's capitals in casual text too: \(tart)")
    }

    /// My own reading of sets 40 and 41: a question whose time has a dot, short weekdays before "the 9th", after
    /// "past", before "that"; "w" before any word; a group's or two writers' names after a dash.
    @Test func whatTheFortiethAndFortyFirstSetsShowed() {
        let trek = Self.adapt("hey bikash, u free thurs at 3.30pm? need to sort the porters b4 sat. lmk tonight - anjali", .diplomatic, for: .peer)
        #expect(trek.contains("Are you free Thursday at 3.30pm? I need to sort the porters before Saturday."), "\(trek)")
        let tour = Self.adapt("ur tour is all set for wed the 9th. its mxn 1,200 pp. we cant keep it tarped past wed if it rains. taco tuesday moves to wed that first wk", .formal, for: .client)
        #expect(tour.contains("set for Wednesday the 9th. It is mxn 1,200 per person.") && tour.contains("past Wednesday if it rains") && tour.contains("moves to Wednesday that first week"), "\(tour)")
        #expect(Self.adapt("both offers came back w counters. any q msg me.", .direct, for: .executive) == "Both offers came back with counters. Any questions message me.")
        #expect(Self.adapt("the shop is at 120 w main st.", .direct, for: .public) == "The shop is at 120 w main st.", "a street's west stays")
        let choir = Self.adapt("the concert is moved to sat 7pm. see u there!! - the choir committee", .diplomatic, for: .public)
        #expect(choir.hasSuffix("See you there!\n- The Choir Committee"), "\(choir)")
        let tacos = Self.adapt("back mon the 21st, same spot. thx for the love austin!! - lupe + rafa", .formal, for: .public)
        #expect(tacos.hasSuffix("\n- Lupe & Rafa"), "\(tacos)")
        let camp = Self.adapt("no appointments, first come first served!! - kaloleni ward office", .empathetic, for: .public)
        #expect(camp.hasSuffix("first come first served!\n- Kaloleni Ward Office"), "\(camp)")
        #expect(Self.adapt("Dear Colleagues, the office moves on 1 December. Regards, Admin", .casual, for: .team).hasPrefix("Hi everyone,\n"))
        let cafe = Self.adapt("tips for the volunteers r welcome. - team Repair Café Utrecht", .direct, for: .public)
        #expect(cafe.hasSuffix("welcome.\n- Team Repair Café Utrecht"), "\(cafe)")
        #expect(Self.adapt("Pay the guide on the day. No kids on this one sorry.", .empathetic, for: .client).hasSuffix("No kids on this one, sorry."))
        #expect(Self.adapt("I'm so sorry.", .empathetic, for: .client) == "I'm so sorry.")
        #expect(Self.adapt("We can't refund the fee. So sorry!", .direct, for: .client).hasSuffix("So sorry!"))
    }

    @Test func whatTheFortySecondSetShowed() {
        // A greeting in another language is the message's greeting: a line of its own, "Hello" in formal text.
        let cafe = Self.adapt("hæ all, from mon the café opens at 7am. - Bryndís, Kaffi Krummi", .formal, for: .team)
        #expect(cafe.hasPrefix("Hello all,\nFrom Monday the café opens at 7am."), "\(cafe)")
        #expect(Self.adapt("habari team, the truck is late.", .direct, for: .team).hasPrefix("Habari team,\n"))
        // A sign-off with an accent (its capitals from the names' casing), or a title's small words, gets no full stop of its own.
        #expect(cafe.hasSuffix("\n- Bryndís, Kaffi Krummi"), "\(cafe)")
        let notice = Self.adapt("The road will be closed on Saturday. We apologise for any inconvenience caused. Municipality of Tirana, Roads Directorate", .diplomatic, for: .public)
        #expect(notice.hasSuffix("caused.\nMunicipality of Tirana, Roads Directorate"), "\(notice)")
        // Texting's "+" in a greeting and between a thing and a number of things.
        let dives = Self.adapt("hi mr + mrs okonkwo, ur linen suit + 2 shirts wont be ready. 5 + 2 is 7.", .formal, for: .client)
        #expect(dives.hasPrefix("Hello Mr and Mrs Okonkwo,\nYour linen suit and 2 shirts will not be ready. 5 + 2 is 7."), "\(dives)")
        #expect(Self.adapt("hi mr + mrs okonkwo, see u wed!!", .casual, for: .client).hasPrefix("Hi Mr + Mrs Okonkwo,"))
        // A change that would lose a key point is left out, and the sentence's others are still made.
        let meeting = Self.adapt("sorry, no kids in the meeting this time, its a long one.", .formal, for: .public)
        #expect(meeting.contains("no kids in the meeting this time, it is a long one."), "\(meeting)")
        #expect(Self.adapt("new fabric arrives wed so we can do a fitting thurs.", .direct, for: .client) == "New fabric arrives Wednesday so we can do a fitting Thursday.")
        #expect(Self.adapt("sorry no glass bottles in the stands. new boots for the u14s!!", .empathetic, for: .public) == "Sorry, no glass bottles in the stands. New boots for the U14s!")
        #expect(Self.adapt("the aws bill came in. bring ur padi cards. fuel for the land cruisers.", .direct, for: .executive)
            == "The AWS bill came in. Bring your PADI cards. Fuel for the Land Cruisers.")
        // A letter's formulas said plainly in casual and direct text.
        let claim = Self.adapt("Dear Mr Ramdin, we acknowledge receipt of your claim in respect of flood damage. Kindly call us before 31 July, failing which the claim may be declined.", .casual, for: .client)
        #expect(claim.contains("We've received your claim about flood damage. Please call us before 31 July, otherwise the claim may be declined."), "\(claim)")
        let road = Self.adapt("Residents of the Blloku district are hereby informed that Rruga Ismail Qemali will be closed. Your cooperation is appreciated.", .direct, for: .public)
        #expect(road == "Residents of the Blloku district should know that Rruga Ismail Qemali will be closed. Thanks for your cooperation.", "\(road)")
        #expect(Self.adapt("the match is on pitch b, meet at gate c.", .formal, for: .public) == "The match is on pitch B, meet at gate C.")
        #expect(Self.adapt("the hall is a mess.", .formal, for: .public) == "The hall is a mess.", "a word, not a letter")
        // A condition's "failing which" and a rule that ends are no bad news: no apology, no "Unfortunately,".
        let insurer = Self.adapt("Dear Mr Ramdin, the claim cannot be settled until our assessor has inspected the property. Kindly call us before 31 July, failing which the claim may be declined. Yours sincerely, Claims Department", .empathetic, for: .client)
        #expect(!insurer.contains("sorry"), "\(insurer)")
        let nurses = Self.adapt("Dear Colleagues, from Monday 2 September all night-shift staff are required to sign in at the new terminal. Paper timesheets will no longer be accepted. Regards, Human Resources", .diplomatic, for: .team)
        #expect(!nurses.contains("Unfortunately"), "\(nurses)")
    }

    @Test func whatTheFortyThirdSetShowed() {
        #expect(Self.adapt("bbq is at 5. pls dont come sat, no one will be there.", .formal, for: .public) == "BBQ is at 5. Please do not come Saturday, no one will be there.")
        #expect(Self.adapt("salaries wont hit ur accounts on the 25th. his wont is to nap.", .direct, for: .team) == "Salaries won't hit your accounts on the 25th. His wont is to nap.")
        #expect(Self.adapt("i'll come grab it if its there. i'll def be at the ceremony.", .formal, for: .peer) == "I will come take it if it is there. I will definitely be at the ceremony.")
        #expect(Self.adapt("neema is off mon-wed for her exams.", .direct, for: .team) == "Neema is off Monday-Wednesday for her exams.")
        let water = Self.adapt("Residents are kindly asked not to run washing machines during this period.", .empathetic, for: .public)
        #expect(water == "Residents are asked not to run washing machines during this period.", "\(water)")
        let chairs = Self.adapt("hi mr benali, the chairs r not arriving on the 12th. pls lmk by tonight thx, Youssef", .formal, for: .executive)
        #expect(chairs.hasSuffix("Please let me know by tonight.\nThank you, Youssef"), "\(chairs)")
        #expect(Self.adapt("its myr 390 pp incl gear. see pp. 4.", .direct, for: .client) == "It's myr 390 per person including gear. See pp. 4.")
        #expect(Self.adapt("bad news about the car :( the clutch is gone.", .formal, for: .peer) == "Bad news about the car. The clutch is gone.")
    }

    @Test func wordsOfAddressGoOutsideCasualTextButOnlyWhereTheyAddress() {
        // "my boss." is a fact; "thanks mate" and "see you there, mate." address the reader.
        let boss = Self.adapt("hey, i need to talk to my boss. see u there, mate. thx mate", .formal, for: .peer)
        #expect(boss == "Hello,\nI need to talk to my boss. See you there.\nThank you", "\(boss)")
        #expect(Self.adapt("hey fam!! the bbq is on sat. thx fam", .empathetic, for: .peer) == "Hey all!\nThe BBQ is on Saturday.\nThanks")
        #expect(Self.adapt("yo bro, the van is ready. cheers bro", .direct, for: .peer) == "Hi,\nThe van is ready.\nCheers")
        #expect(Self.adapt("yo bro, the van is ready. cheers bro", .casual, for: .peer) == "Yo bro,\nThe van is ready.\nCheers bro")
    }

    @Test func textingsDroppedWordsAndApostrophesOutsideCasualText() {
        #expect(Self.adapt("think i left my bag at ur cousins party. he cant get the part til tues.", .formal, for: .peer)
            == "I think I left my bag at your cousin's party. He cannot get the part until Tuesday.")
        #expect(Self.adapt("think i left my bag at ur cousins party.", .casual, for: .peer) == "Think I left my bag at ur cousins party.")
        #expect(Self.adapt("the till is broken. my cousins are here.", .formal, for: .peer) == "The till is broken. My cousins are here.")
    }

    @Test func aLettersAcknowledgementIsNoBadNewsAndItsFormulasArePlainInCasualText() {
        let letter = "Dear Mr Perera, We acknowledge receipt of your letter dated 2 August regarding the cancelled booking at Lagoon View Residence. Please be advised that, in accordance with our terms, cancellations made within 14 days of arrival are not eligible for a refund. Accordingly, we are unable to return the advance of LKR 96,000. Kindly note that we can offer a credit note, should you wish to rebook. Yours faithfully, N. Jayasuriya, Reservations Manager"
        let diplomatic = Self.adapt(letter, .diplomatic, for: .client)
        #expect(!diplomatic.contains("Unfortunately, we acknowledge"), "\(diplomatic)")
        let empathetic = Self.adapt(letter, .empathetic, for: .client)
        #expect(!empathetic.contains("Lagoon View Residence. We're sorry"), "\(empathetic)")
        let casual = Self.adapt(letter, .casual, for: .client)
        #expect(casual.contains("in line with our terms") && casual.contains("So we're unable") && casual.contains("if you'd like to rebook"), "\(casual)")
        let lease = Self.adapt("With effect from 1 July the rent will rise. Should you not wish to renew, write to us by 31 March.", .direct, for: .client)
        #expect(lease == "From 1 July the rent will rise. If you don't wish to renew, write to us by 31 March.", "\(lease)")
    }

    @Test func aTextingSentenceGetsBackTheSubjectItDroppedOutsideCasualText() {
        #expect(Self.adapt("need to sort the porters b4 sat. cant find the receipt anywhere. hope ur well.", .diplomatic, for: .peer)
            == "I need to sort the porters before Saturday. I can't find the receipt anywhere. I hope you're well.")
        #expect(Self.adapt("need to sort the porters b4 sat.", .casual, for: .peer) == "Need to sort the porters b4 sat.")
        #expect(Self.adapt("Need to reschedule the delivery to Friday.", .empathetic, for: .client) .hasPrefix("We need to reschedule the delivery to Friday."))
    }

    @Test func aDiplomaticRequestIsAskedAndNoEmoticonLeavesCasualText() {
        #expect(Self.adapt("hey nino, can u transfer ur part by thurs? i'll pay u back b4 the 5th promise", .diplomatic, for: .peer)
            == "Hi Nino,\nCould you transfer your part by Thursday? I'll pay you back before the 5th, I promise.")
        #expect(Self.adapt("bad news about the car :( the clutch is gone.", .direct, for: .peer) == "Bad news about the car. The clutch is gone.")
        #expect(Self.adapt("bad news about the car :( the clutch is gone.", .casual, for: .peer) == "Bad news about the car :( the clutch is gone.")
        #expect(Self.adapt("I can't make a promise. A thousand thanks.", .formal, for: .peer) == "I cannot make a promise. A thousand thanks.")
        #expect(Self.adapt("so i cant do the morning shift :( Sipho said he can cover.", .direct, for: .executive)
            == "So I can't do the morning shift. Sipho said he can cover.")
        #expect(Self.adapt("Can you believe it? We won.", .diplomatic, for: .peer).hasPrefix("Can you believe it?"))
    }

    @Test func whatTheFortyFourthSetShowed() {
        #expect(Self.adapt("can u pls be home thurs btw 9 and 11? bence n mate cant make it.", .formal, for: .peer)
            == "Could you please be home Thursday between 9 and 11? Bence and mate cannot make it.")
        #expect(Self.adapt("sipho can cover till 1 if thats ok w/ u. also the taxi is zar 450.", .diplomatic, for: .executive)
            == "Sipho can cover till 1 if that's ok with you. Also the taxi is zar 450.")
        #expect(Self.adapt("Hi Tereza, U Medvídků in Prague has a table for 14. Thanks, Jakub", .formal, for: .peer).contains("U Medvídků in Prague"))
        #expect(Self.adapt("u free sat? U can come too.", .direct, for: .peer) == "Are you free Saturday? You can come too.")
        let coach = Self.adapt("hi all, lmk asap if ur kid can play :) - Coach Gabor", .formal, for: .team)
        #expect(coach == "Hello all,\nPlease let me know as soon as possible if your child can play.\n- Coach Gabor", "\(coach)")
        let nico = Self.adapt("che nico, the deposit is due fri. lmk tonight pls - flor", .formal, for: .peer)
        #expect(nico.hasPrefix("Hello Nico,\nThe deposit is due Friday."), "\(nico)")
        let outing = Self.adapt("guys, update on the outing on sat. lunch is myr 12 per pax. lmk by fri if ur coming thx - farid", .formal, for: .team)
        #expect(outing.hasPrefix("Hello everyone,\nUpdate on the outing on Saturday. Lunch is myr 12 per person. Please let me know by Friday if you are coming.\nThank you, Farid"), "\(outing)")
        #expect(Self.adapt("checked ur roof this am. its already paid. sorry so last min. checkin is on sat.", .direct, for: .peer)
            == "I checked your roof this morning. It's already paid. Sorry so last minute. Check-in is on Saturday.")
        #expect(Self.adapt("the school on av. Rivera called. thx a million", .formal, for: .peer).hasPrefix("The school on Av. Rivera called.\nThank you very much"))
    }

    @Test func whatTheFortyFourthSetsFirstReaderFound() {
        // An emoticon between two clauses stands for a full stop, not a colon that links them.
        #expect(Self.adapt("i cant send them til tmrw bc my laptop died :( the fee is due b4 the 15th.", .direct, for: .client)
            == "I can't send them until tomorrow because my laptop died. The fee is due before the 15th.")
        // A notice that ends with whom to ask gets no closing line after it.
        let notice = Self.adapt("Waste will no longer be collected on Wednesdays. Residents are kindly requested to affix a sticker. Enquiries: Mr. Hiroshi Yamada, Environmental Services Office", .diplomatic, for: .public)
        #expect(notice.hasSuffix("sticker.\nEnquiries: Mr. Hiroshi Yamada, Environmental Services Office"), "\(notice)")
        let contact = Self.adapt("Please be advised that oversized waste will no longer be collected on Wednesdays. Residents are kindly requested to affix a JPY 400 sticker per item; unstickered items will not be collected. Enquiries: the front desk.", .diplomatic, for: .public)
        #expect(contact.hasSuffix("Enquiries: the front desk."), "\(contact)")
    }

    @Test func textingsRightNowAfterANegation() {
        #expect(Self.adapt("i dont have it all rn bc rent was due on the 1st.", .direct, for: .peer) == "I don't have it all right now because rent was due on the 1st.")
    }

    @Test func whatTheFortyFifthSetShowed() {
        // A name called out before the message is its greeting.
        let movers = Self.adapt("Selin!! the movers cant come sat after all :( they moved us to sun 9am. lmk b4 thurs - ece", .formal, for: .peer)
        #expect(movers.hasPrefix("Hello Selin,\nThe movers cannot come Saturday after all. They moved us to Sunday 9am."), "\(movers)")
        #expect(Self.adapt("Selin!! the movers cant come sat after all.", .casual, for: .peer).hasPrefix("Selin!!\n"))
        #expect(MessageFrame("anna!! the movers cant come.").greeting == "anna!!", "a first name on the list, typed small")
        // Titles of other languages, and a name before a word of respect.
        #expect(Self.adapt("hola sra. ramírez, the album is ready. lmk if ok :) - diego", .diplomatic, for: .client)
            == "Hola Sra. Ramírez,\nThe album is ready. Let me know if that works.\n- Diego")
        #expect(Self.adapt("hi rajesh sir, the cartridges from the shop on mg road didnt come. lmk if any probs", .formal, for: .executive)
            == "Hello Rajesh sir,\nThe cartridges from the shop on MG Road did not come. Please let me know if there are any problems.")
        // A deadline and a rule that ends are no bad news.
        let course = Self.adapt("Could you let me know by Friday? The early registration price is no longer available after that.", .diplomatic, for: .executive)
        #expect(!course.contains("Unfortunately"), "\(course)")
        let canteen = Self.adapt("From Monday 2 December, the staff canteen will no longer accept cash payments.", .diplomatic, for: .team)
        #expect(!canteen.contains("Unfortunately"), "\(canteen)")
        #expect(Self.adapt("the heating is broken :( 7pm start. ill add it to the invoice.", .direct, for: .team)
            == "The heating is broken. 7pm start. I'll add it to the invoice.")
    }


    @Test func whatTheFortySixthSetShowed() {
        // A wry face is an emoticon too; a link's "://" is not.
        #expect(Self.adapt("he adds a late fee :/ its rsd 46.000 total.", .direct, for: .peer) == "He adds a late fee. It's rsd 46.000 total.")
        #expect(Self.adapt("it costs more :/", .formal, for: .peer) == "It costs more.")
        #expect(Self.adapt("the form is at https://example.org/form today.", .formal, for: .peer) == "The form is at https://example.org/form today.")
        // "thx u all" thanks them all, once.
        #expect(Self.adapt("will confirm tmrw. thx u all - vero", .diplomatic, for: .team).contains("Thank you all"))
        #expect(!Self.adapt("will confirm tmrw. thx u all - vero", .formal, for: .team).contains("you you"))
        // A French title, a time between two others, a price after a currency's sign and a space, a bank's account.
        #expect(Self.adapt("salam mme. trabelsi, ur sofa is ready!! - hedi", .formal, for: .client).hasPrefix("Hello Mme. Trabelsi,"))
        #expect(Self.adapt("delivery is booked for wed btw 2 n 5pm.", .formal, for: .client).contains("between 2 and 5pm"))
        #expect(Self.adapt("no appt needed. its ₸ 4 500 per person.", .direct, for: .public) == "No appointment needed. It's ₸ 4 500 per person.")
        #expect(Self.adapt("can u send ur half to my raiffeisen acc tmrw pls?", .formal, for: .peer) == "Could you send your half to my raiffeisen account tomorrow please?")
    }

    @Test func whatTheFortySixthSetsReaderFound() {
        #expect(Self.adapt("our guys need the lift working bc its 3rd floor.", .formal, for: .client) == "Our team need the lift working because it is 3rd floor.")
        #expect(Self.adapt("checked ur ac unit, the fan motor is gone.", .direct, for: .client) == "We checked your AC unit, the fan motor is gone.")
        #expect(Self.adapt("bring ur id + med card pls.", .formal, for: .public) == "Bring your ID and medical card please.")
        #expect(Self.adapt("sorry, the bus co. for the trip cancelled.", .formal, for: .executive) == "Sorry, the bus company for the trip cancelled.")
        #expect(Self.adapt("delivery is booked for wed btw 2 n 5pm.", .formal, for: .client) == "Delivery is booked for Wednesday between 2 and 5pm.")
        #expect(Self.adapt("kids futbol is back this sat. kids under 6 free.", .formal, for: .public) == "Children's futbol is back this Saturday. Children under 6 free.")
    }

    @Test func whatTheFortySeventhSetsReadersFound() {
        #expect(Self.adapt("ivo!! wedding is confirmed, sat the 14th at 4pm. if u miss 2 practices u dont play sat vs jelgava.", .direct, for: .peer)
            .contains("confirmed, Saturday the 14th at 4pm. If you miss 2 practices you don't play Saturday vs jelgava."))
        #expect(Self.adapt("my mum says ppl usually give like 100-150 lv in the envelope idk.", .formal, for: .peer)
            == "My mum says people usually give about 100-150 lv in the envelope, I think.")
        #expect(Self.adapt("the flour didnt come yest. its mk 45,000 a bag now. lmk if u have any q's", .direct, for: .team)
            == "The flour didn't come yesterday. It's mk 45,000 a bag now. Let me know if you have any questions.")
        #expect(Self.adapt("reminder the 4th grade trip is fri.", .formal, for: .public) == "Reminder: the 4th grade trip is Friday.")
        #expect(Self.adapt("lmk in the chat if u cant make it thx ;) - marta", .formal, for: .team) == "Please let me know in the chat if you cannot make it, thank you.\n- Marta")
        #expect(Self.adapt("see u there ;)", .casual, for: .team).hasSuffix(";)"), "casual text keeps it")
        #expect(NameCasing.capitalizingCurrencies("cost is q 150 per kid, or q150 at the door") == "cost is Q 150 per kid, or Q150 at the door")
    }

    @Test func aNamesParticleAfterItsFirstWordStaysSmall() {
        #expect(NameCasing.capitalizingName("route de tunis", words: 3) == "Route de Tunis")
        #expect(NameCasing.capitalizingName("de luca motors", words: 3) == "De Luca Motors")
    }

    @Test func whatTheFortyFifthSetsReadersFound() {
        #expect(Self.adapt("pls bring the notes to the library sat. can u come w/ me to talk to him sat at 11?", .diplomatic, for: .peer)
            == "Please bring the notes to the library Saturday. Could you come with me to talk to him Saturday at 11?")
        #expect(Self.adapt("the cat sat on the mat. we sat at the back.", .formal, for: .peer) == "The cat sat on the mat. We sat at the back.")
        #expect(Self.adapt("the album is ready. lmk if ok :)", .casual, for: .client) == "The album is ready. Lmk if ok :)")
    }

    @Test func whatTheFortyEighthSetsReadersFound() {
        #expect(Self.adapt("they want 1,200 extra so theyre ready. do u want me to ok it?", .direct, for: .executive)
            == "They want 1,200 extra so they're ready. Do you want me to ok it?")
        #expect(Self.adapt("can u come w/ me sat at 10am? n could u cover half the bill?", .diplomatic, for: .peer)
            == "Could you come with me Saturday at 10am? And could you cover half the bill?")
        #expect(Self.adapt("we close at 4.30pm sat n r shut on mon.", .empathetic, for: .client) == "We close at 4.30pm Saturday and are shut on Monday.")
        #expect(Self.adapt("the cat sat at 4pm sat on the mat. n is a letter.", .formal, for: .peer).hasSuffix("N is a letter."))
    }

    @Test func whatTheFortyNinthSetShowed() {
        #expect(Self.adapt("hey Farrukh!! its Nigora. n do we need the permit b4? he said its usually 700, thats ok w/ us.", .formal, for: .peer)
            == "Hello Farrukh,\nIt is Nigora. And do we need the permit before? He said it is usually 700, that is acceptable to us.")
        #expect(Self.adapt("i cant bc of my shift :( my little bro has a fever.", .direct, for: .peer) == "I can't because of my shift. My little brother has a fever.")
        #expect(Self.adapt("this is Helena, Kiluanjis mum. its for Mariyams wedding, not Thomas party or the Glass house.", .diplomatic, for: .public)
            .hasPrefix("This is Helena, Kiluanji's mum. It's for Mariyam's wedding, not Thomas party or the Glass house."))
        #expect(Self.adapt("the dog hurt its paw. its Monday.", .direct, for: .peer) == "The dog hurt its paw. It's Monday.")
    }

    @Test func whatTheFiftiethSetsReadersFound() {
        #expect(Self.adapt("consultation is 1,100 n they only take swipe. bring bread n coffee, n a broom. the arch n 8 pieces.", .formal, for: .public)
            == "Consultation is 1,100 and they only take swipe. Bring bread and coffee, and a broom. The arch and 8 pieces.")
        #expect(Self.adapt("hola all!! its prof Carolina from 3er grado. bring 800 for the fans (its sooo hot in there :/).", .direct, for: .public)
            .hasSuffix("It's Prof Carolina from 3er grado. Bring 800 for the fans (it's so hot in there)."))
        #expect(Self.adapt("he wants to meet sat at 11am. pls pick up sat b4 2pm. we sat at 9 and i dont wanna do it alone.", .diplomatic, for: .peer)
            == "He wants to meet Saturday at 11am. Please pick up Saturday before 2pm. We sat at 9 and I don't want to do it alone.")
        #expect(Self.adapt("mums appt w/ dr moyo got moved to tues. thx habibti - leena", .formal, for: .peer)
            == "Mum's appointment with Dr Moyo got moved to Tuesday. Thank you.\n- Leena")
        #expect(Self.adapt("bom dia joana!! ur boat is confirmed for sun at 8am.", .formal, for: .client).hasPrefix("Bom dia Joana,\nYour boat is confirmed for Sunday at 8am."))
        let clean = Self.adapt("we still need 3 ppl to roast the beans, lmk by thurs. kids welcome!! - senait n yonas", .direct, for: .public)
        #expect(clean.hasSuffix("Kids welcome!\n- Senait and Yonas"), "\(clean)")
    }

    @Test func whatTheFiftyFirstSetShowed() {
        #expect(Self.adapt("mr leung sorry to text so early, its Ka Yan. ill still send the deck. the pump was blocked w/ coins lol but the seal is torn.", .diplomatic, for: .executive)
            .hasSuffix("it's Ka Yan. I'll still send the deck. The pump was blocked with coins but the seal is torn."))
        #expect(Self.adapt("the trip moved to thurs bc there r no buses wed :/ they got wed.", .formal, for: .public)
            == "The trip moved to Thursday because there are no buses Wednesday. They got wed.")
        #expect(Self.adapt("the girls r putting in 350 sr each. ask sr lopez.", .direct, for: .peer) == "The girls are putting in 350 sr each. Ask Sr Lopez.")
        #expect(Self.adapt("oi gente!! the party is sat 6pm.", .formal, for: .public).hasPrefix("Hello everyone,"))
        #expect(Self.adapt("the navy ones came out kinda purple :( we can reprint.", .formal, for: .client).hasPrefix("The navy ones came out somewhat purple."))
        #expect(Self.adapt("its teacher Mylene. ill refund u for tonights cake from my mummys shop.", .direct, for: .public)
            == "It's teacher Mylene. I'll refund you for tonight's cake from my mummy's shop.")
        #expect(Self.adapt("Kindly be advised that the revised date is 3 October and that the balance is due on arrival.", .direct, for: .client)
            == "The revised date is 3 October and the balance is due on arrival.")
        #expect(Self.adapt("he wants us at the agence sat at 10h30 w/ m. ferrand. bad news, the sat tour is off, if u take sun theres a fee. its 5 m. away.", .formal, for: .peer)
            == "He wants us at the agence Saturday at 10h30 with M. Ferrand. Unfortunately, the Saturday tour is off, if you take Sunday there is a fee. It is 5 m. away.")
        #expect(Self.adapt("prima!! its sat 4pm at the iglesia. its Friday too.", .direct, for: .peer).hasSuffix("It's Saturday 4pm at the iglesia. It's Friday too."))
        #expect(Self.adapt("were at the turnhalle. the dj for ur wedding sat :) pick up sat after 10am or the game sat 1pm. were they sat at 1?", .direct, for: .client)
            == "We're at the turnhalle. The DJ for your wedding Saturday. Pick up Saturday after 10am or the game Saturday 1pm. Were they sat at 1?")
        let brandt = Self.adapt("still need 3 chaperones, lmk if u can come!! thx - ms brandt, room 104", .direct, for: .public)
        #expect(brandt.hasSuffix("come!\nThanks, Ms Brandt, room 104"), "\(brandt)")
        #expect(Self.adapt("hi mr al-kuwari, the chairs are late.", .formal, for: .executive).hasPrefix("Hello Mr Al-Kuwari,"))
        #expect(Self.adapt("total is 48,000 left. kbzpay ok too. bank transfer is ok too!", .direct, for: .client)
            == "Total is 48,000 left. Kbzpay is fine too. Bank transfer is fine too!")
        let lift = Self.adapt("hi neighbours!! the lift is broken again :( pls move ur bikes b4 then. thx!! - goran, flat 14", .diplomatic, for: .public)
        #expect(lift.hasSuffix("before then.\nThanks, Goran, flat 14"), "\(lift)")
    }

    /// What the fifty-fifth and fifty-sixth sets' readers found wrong in every tone but casual.
    @Test func whatTheFiftySixthSetsReadersFound() {
        let cots = "the bake sale is sat 9am-2pm at the park. all money goes to new cots. thx fam :)"
        for tone in [ToneType.formal, .diplomatic, .empathetic, .direct] {
            #expect(!Self.adapt(cots, tone, for: .public).contains("fam") && !Self.adapt(cots, tone, for: .public).contains(":)"), "\(Self.adapt(cots, tone, for: .public))")
        }
        #expect(Self.adapt(cots, .casual, for: .public).hasSuffix("Thx fam :)"))
        let shed = "grab urs from the shed b4 fri arvo. cheers - macca"
        #expect(Self.adapt(shed, .formal, for: .team) == "Grab yours from the shed before Friday afternoon.\nKind regards, Macca")
        #expect(Self.adapt(shed, .casual, for: .team) == "Grab urs from the shed b4 fri arvo.\nCheers - Macca")
        #expect(MessageFrame("Meeting is at 10. lmk pls, thx - mayra").signOff == "thx - mayra", "a closing word after a comma goes with the dash")
        #expect(MessageFrame("the cake is done - nadia").signOff == "- nadia")
        let lunch = "The menu with roast kid comes to €32 per person, and the kids can play in the garden."
        #expect(Self.adapt(lunch, .formal, for: .client).contains("with roast kid comes") && Self.adapt(lunch, .formal, for: .client).contains("the children can"))
    }

    /// What the fifty-seventh and fifty-eighth sets' readers found wrong on the round's starting build.
    @Test func whatTheFiftySeventhAndFiftyEighthSetsShowed() {
        let pilates = "hej justyna :( cant make pilates tmrw, im sick. thx hun!! x"
        let frame = MessageFrame(pilates)
        #expect(frame.greeting == "hej justyna :(" && frame.signOff == "thx hun!! x", "a smiley ends the greeting: \(frame)")
        #expect(Self.adapt(pilates, .formal, for: .peer).hasPrefix("Hello Justyna,\n"), "\(Self.adapt(pilates, .formal, for: .peer))")
        #expect(Self.adapt(pilates, .direct, for: .peer).hasSuffix("\nThanks!"), "no kiss, no \"hun\": \(Self.adapt(pilates, .direct, for: .peer))")
        #expect(Self.adapt(pilates, .casual, for: .peer).hasSuffix("\nThx hun!! x"))
        let fence = "Hello Mr. Haldane, Our estimate is CAD 6,850. Please let me know if you would like to proceed. Best regards, Corinne Bellweather, Thompson Valley Landscaping"
        #expect(MessageFrame(fence).signOff == "Best regards, Corinne Bellweather, Thompson Valley Landscaping", "the longest closing word")
        #expect(MessageFrame("ayubowan nimali!! photos from ur wedding r edited").greeting == "ayubowan nimali!!")
        #expect(MessageFrame("lost cat, call me. terima kasih banyak!! - ratna, blok c no 14").signOff == "- ratna, blok c no 14")
        let exam = "her mock exam is sun so i think we need a lesson. our kiln broke down wed so its late. paying this weeks shifts fri, call or wa me"
        #expect(Self.adapt(exam, .formal, for: .client).contains("Her mock exam is Sunday so I think")
            && Self.adapt(exam, .formal, for: .client).contains("broke down Wednesday so")
            && Self.adapt(exam, .formal, for: .client).contains("Paying this week's shifts Friday, call or WhatsApp me"), "\(Self.adapt(exam, .formal, for: .client))")
        #expect(Self.adapt("we sat in the sun so long. they wed in june.", .formal, for: .peer).hasPrefix("We sat in the sun so long. They wed in June."))
            #expect(Self.adapt("the album can go to ur parents house sat. can pay me by pix whenever", .formal, for: .client)
            .contains("your parents' house Saturday. Can pay me by Pix whenever") || Self.adapt("the album can go to ur parents house sat. can pay me by pix whenever", .formal, for: .client).contains("your parents' house Saturday. You can pay me by Pix"),
                "\(Self.adapt("the album can go to ur parents house sat. can pay me by pix whenever", .formal, for: .client))")
        let cat = Self.adapt("lost cat since sun night near the market, orange with white paws :( reward for anyone who finds him. call me pls", .empathetic, for: .public)
        #expect(!cat.contains("sorry"), "the writer's own loss is no trouble to apologise for: \(cat)")
        let kiln = Self.adapt("our kiln broke down so ur tiles will be ready next thurs not sun. call me pls", .empathetic, for: .client)
        #expect(kiln.contains("sorry"), "\(kiln)")
    }

    /// What the fifty-ninth set's readers found wrong on the round's final build, held out until then.
    @Test func whatTheFiftyNinthSetsReadersFound() {
        #expect(Self.adapt("r u still coming to the ramen place in Otaru sat? i booked 6pm", .formal, for: .peer).hasPrefix("Are you still coming to the ramen place in Otaru Saturday?"),
                "\(Self.adapt("r u still coming to the ramen place in Otaru sat? i booked 6pm", .formal, for: .peer))")
        #expect(Self.adapt("where did the dog go? it sat?", .formal, for: .peer).hasSuffix("It sat?"))
        #expect(Self.adapt("if thurs is bad lmk and we do mon.", .direct, for: .client) == "If Thursday is bad let me know and we'll do Monday.")
        let fika = Self.adapt("hej allihopa!! inventory fri after close, takes ~2h. pls check the fridge temps b4 u leave", .formal, for: .team)
        #expect(fika.hasPrefix("Hello everyone,\n") && fika.contains("takes about 2 hours") && fika.contains("the fridge temperatures"), "\(fika)")
        #expect(MessageFrame("chicos!! from mon the menu goes up").greeting == "chicos!!", "another language's word for everyone, called out, greets")
        #expect(MessageFrame("he only eats the salmon one right? lmk!! obrigada - Beatriz, Pet Spa Dourado, Rua de São Vicente, Braga").signOff
            == "obrigada - Beatriz, Pet Spa Dourado, Rua de São Vicente, Braga", "a business and its address after the writer's name")
        let lifts = "Please be informed that both lifts will be out of service from Monday. The Ministry of Health wishes to advise that a free clinic will be held."
        #expect(Self.adapt(lifts, .casual, for: .public) == "Both lifts will be out of service from Monday. The Ministry of Health says a free clinic will be held.", "\(Self.adapt(lifts, .casual, for: .public))")
        let water = "I write to bring to your attention the interruptions affecting our area. We respectfully request a meeting to discuss a remedy."
        #expect(Self.adapt(water, .casual, for: .client) == "I want to raise the interruptions affecting our area. We'd like to ask for a meeting to discuss a remedy.", "\(Self.adapt(water, .casual, for: .client))")
    }

    /// What the sixtieth set's readers found wrong on the round's final build, held out until then.
    @Test func whatTheSixtiethSetsReadersFound() {
        #expect(Self.adapt("hej alla! choir practice moves to tues. tack - gunnel", .formal, for: .team).hasPrefix("Hello everyone,\n"))
        #expect(Self.adapt("hej alla! choir practice moves to tues. tack - gunnel", .casual, for: .team).hasPrefix("Hej alla!\n"))
        #expect(Self.adapt("hello po sa lahat!! cleanup this sun 6am.", .formal, for: .public).hasPrefix("Hello everyone,\n"), "\(Self.adapt("hello po sa lahat!! cleanup this sun 6am.", .formal, for: .public))")
        #expect(Self.adapt("can u swap fri with me? i can do ur sun day shift 8-16 in return.", .formal, for: .peer).contains("your Sunday shift 8-16"))
        #expect(MessageFrame("good mornin mr and mrs haverkamp, its desmond ur driver").greeting == "good mornin mr and mrs haverkamp,")
        #expect(Self.adapt("send to my palmpay pls", .direct, for: .peer) == "Send to my PalmPay please.")
        #expect(MessageFrame("if u see her pls call me. thx so much, my kids r so sad :( - Siew Lan").signOff == "- Siew Lan", "a dash after a smiley")
        let missing = "Thank you for the documents. Unfortunately, we are still missing your T4 slip. Could you please drop it off by March 15?"
        #expect(!Self.adapt(missing, .empathetic, for: .client).contains("sorry"), "what the reader has yet to send: \(Self.adapt(missing, .empathetic, for: .client))")
    }

    /// A notice's formulas the casual variations of sets 57–60 kept.
    @Test func aNoticesFormulasArePlainInCasualText() {
        let notice = "Both lifts will be out of service on Monday. Residents are advised to use the stairs. The Management apologises for any inconvenience caused."
        #expect(Self.adapt(notice, .casual, for: .public) == "Both lifts will be out of service on Monday. Please use the stairs. The Management is sorry for any trouble.", "\(Self.adapt(notice, .casual, for: .public))")
        let dues = "The Committee wishes to remind all members that subscriptions of INR 4,500 fall due on 1 April. Payment may be made at the club office."
        #expect(Self.adapt(dues, .casual, for: .team) == "The Committee reminds all members that subscriptions of INR 4,500 fall due on 1 April. You can pay at the club office.", "\(Self.adapt(dues, .casual, for: .team))")
        let rent = "Dear Ms. Ashworth, This letter serves as formal notice that the rent will increase from $420 to $455 per week."
        #expect(Self.adapt(rent, .casual, for: .client).hasSuffix("\nThis is to let you know that the rent will increase from $420 to $455 per week."), "\(Self.adapt(rent, .casual, for: .client))")
        #expect(Self.adapt(notice, .formal, for: .public).hasSuffix("The Management apologises for any inconvenience caused."), "formal text keeps the formula")
    }

    /// Other languages' greetings of two words ("dobrý den", "dobar dan", "buna ziua"): the greeting is the frame's,
    /// its second word is no name, and a formal message says "Hello".
    @Test func anotherLanguagesGreetingOfTwoWords() {
        let car = "dobar dan milica, ur car is ready at the garage on fri. its 240 eur"
        #expect(MessageFrame(car).greeting == "dobar dan milica,", "\(MessageFrame(car))")
        #expect(NameCasing.casedByLists(car).hasPrefix("dobar dan Milica,"), "\(NameCasing.casedByLists(car))")
        #expect(Self.adapt(car, .formal, for: .client).hasPrefix("Hello Milica,\n"), "\(Self.adapt(car, .formal, for: .client))")
        #expect(Self.adapt(car, .casual, for: .client).hasPrefix("Dobar dan Milica,\n"), "\(Self.adapt(car, .casual, for: .client))")
        #expect(Self.adapt("buna ziua tuturor! rehearsal moves to thurs", .formal, for: .team).hasPrefix("Hello everyone,\n"))
        #expect(MessageFrame("dobrý den, the parcel came back to the depot").greeting == "dobrý den,")
        #expect(MessageFrame("god morgen alle! the bus leaves at 8").greeting == "god morgen alle!")
        #expect(MessageFrame("god, the bus was late again").greeting == nil, "one word of the pair greets no one")
    }

    /// A letter's "I shall" and "shall not" read stiff in a casual message.
    @Test func aLettersShallIsPlainInCasualText() {
        let visit = "I shall collect the keys on Friday. We shall not charge for the second visit."
        #expect(Self.adapt(visit, .casual, for: .client) == "I'll collect the keys on Friday. We won't charge for the second visit.", "\(Self.adapt(visit, .casual, for: .client))")
        #expect(Self.adapt(visit, .formal, for: .client).contains("I shall collect"))
    }

    /// Emoji: one after whom a message greets ends the greeting, one between two clauses ends a sentence, one before
    /// a sign-off leaves it a sign-off; only casual text keeps them.
    @Test func emojiEndSentencesAndOnlyCasualTextKeepsThem() {
        let swap = "hey Kwabena 👋🏾 u still ok to swap shifts? i owe u waakye 😂 thx chale, Efua"
        let frame = MessageFrame(swap)
        #expect(frame.greeting == "hey Kwabena 👋🏾" && frame.signOff == "thx chale, Efua", "\(frame)")
        let formal = Self.adapt(swap, .formal, for: .peer)
        #expect(formal.hasPrefix("Hello Kwabena,\n") && formal.hasSuffix("\nThank you, Efua") && !formal.contains("😂"), "\(formal)")
        let casual = Self.adapt(swap, .casual, for: .peer)
        #expect(casual.hasPrefix("Hey Kwabena 👋🏾\n") && casual.contains("😂") && casual.hasSuffix("\nThx chale, Efua"), "\(casual)")
        let vet = "sorry for the late msg 🙏 our dog swallowed a sock 😬 back online by 11"
        #expect(Self.adapt(vet, .direct, for: .executive) == "Sorry for the late message. Our dog swallowed a sock. Back online by 11.", "\(Self.adapt(vet, .direct, for: .executive))")
        #expect(Self.adapt("see u by mon! 🎉 ok 👍, bring cake ❤️", .diplomatic, for: .peer) == "See you by Monday! Ok, bring cake.", "\(Self.adapt("see u by mon! 🎉 ok 👍, bring cake ❤️", .diplomatic, for: .peer))")
        #expect(!Self.adapt("lmk 🙏", .casual, for: .peer).hasSuffix("."), "no full stop after an emoji")
        #expect(MessageFrame("hey can u do sat 🙏 need help").greeting == nil, "an emoji after a question is no greeting's")
        #expect(MessageFrame("the bus leaves at 8 from the gate 🙏 thx, Rochelle (class rep)").signOff == "thx, Rochelle (class rep)")
        #expect(MessageFrame("© 2024 Halcyon Books. All rights reserved.").body == "© 2024 Halcyon Books. All rights reserved.")
    }

    /// What the sixty-second set's reader found wrong on the round's starting build, beside the emoji.
    @Test func whatTheSixtySecondSetShowed() async {
        #expect(Self.adapt("the guys at the garage called, the clutch is done", .formal, for: .peer).hasPrefix("The people at the garage called"))
        let cake = "just confirming ur order for saturday 12 oct: 1 two tier cake. we can't do the horn in gold no more so it'll be silver"
        let formal = Self.adapt(cake, .formal, for: .client)
        #expect(formal.contains("Saturday 12 October:") && formal.contains("the horn in gold anymore so"), "\(formal)")
        #expect(Self.adapt("hiya fiona, quick one 🙂 the summit got cancelled. ok with u? cheers, euan", .formal, for: .executive)
            .contains("\nThe summit got cancelled. Is that acceptable to you?\n"), "\(Self.adapt("hiya fiona, quick one 🙂 the summit got cancelled. ok with u? cheers, euan", .formal, for: .executive))")
        #expect(MessageFrame("pls whatsapp me. bless up, Marcia").signOff == "bless up, Marcia")
        #expect(Self.adapt("pls whatsapp me. bless up, Marcia", .formal, for: .public).hasSuffix("\nBest wishes, Marcia"))
        #expect(MessageFrame("sign it in the break room. hvala, Jelena").signOff == "hvala, Jelena")
        #expect(MessageFrame("lmk by mon if u can't make it. diolch! Gwenllian x").signOff == "diolch! Gwenllian x")
        let ramdial = Self.adapt("hi ms ramdial 😊 just confirming ur order for sat", .formal, for: .client)
        #expect(ramdial.hasPrefix("Hello Ms Ramdial,\nJust confirming your order"), "\(ramdial)")
        #expect(Self.adapt("balance is 185000 fcfa, cash or wave on delivery pls", .direct, for: .client).contains("cash or Wave on delivery"))
        let garage = "the guys at the garage on strada fabricii called, it's done"
        let fabricii = await NameCasing(model: NameCasingTests.model(knowing: [:])).cased(garage)
        #expect(fabricii.contains("on Strada Fabricii called"), "a street's name ends before what the people there did: \(fabricii)")
    }

    /// What the sixty-third set showed on the round's starting build: other languages' closings and greetings.
    @Test func whatTheSixtyThirdSetShowed() {
        #expect(MessageFrame("no shin pads no play 😅 thx - Cathal").signOff == "thx - Cathal", "\(MessageFrame("no shin pads no play 😅 thx - Cathal"))")
        #expect(MessageFrame("cash and yape only 😬 gracias!! - Maricielo").signOff == "gracias!! - Maricielo")
        #expect(MessageFrame("also the receipt for the desk pls 🙏 mvh Sigrid").signOff == "mvh Sigrid")
        #expect(MessageFrame("questions? msg me here. dhanyabad - Prabin").signOff == "dhanyabad - Prabin")
        #expect(MessageFrame("namaste sabai lai 🙏 our clothes drive is on sat").greeting == "namaste sabai lai 🙏")
        #expect(Self.adapt("namaste sabai lai 🙏 our clothes drive is on sat", .formal, for: .public).hasPrefix("Hello everyone,\n"))
        #expect(MessageFrame("aoa Mehwish 💕 baby shower for Sadia is sat").greeting == "aoa Mehwish 💕")
        #expect(NameCasing.capitalizingName("mm alam rd", words: 3) == "MM Alam Rd")
        #expect(Self.adapt("pls no torn stuff, we can't use it.", .formal, for: .public) == "Please no torn material, we cannot use it.", "\(Self.adapt("pls no torn stuff, we can't use it.", .formal, for: .public))")
        #expect(Self.adapt("i won't see calls or sms till then. cash and yape only", .formal, for: .peer).contains("calls or SMS until then. Cash and Yape only"),
                "\(Self.adapt("i won't see calls or sms till then. cash and yape only", .formal, for: .peer))")
    }

    /// What the sixty-fourth set's readers found wrong on the round's final build, held out until then.
    @Test func whatTheSixtyFourthSetsReadersFound() async {
        let club = Self.adapt("book club is sat june 8 at 3pm. lmk by wed if ur coming so i can book 9 seats ㅎㅎ - Seoyeon", .formal, for: .team)
        #expect(club.contains("Saturday June 8") && !club.contains("ㅎ") && club.hasSuffix("\n- Seoyeon"), "\(club)")
        let car = Self.adapt("the car from the depot on zhongshan n rd won't be ready. sry 😕 dm me or call", .direct, for: .client)
        #expect(car.contains("zhongshan N rd") && car.contains("Sorry.") && car.contains("Message me or call"), "\(car)")
        #expect(NameCasing.casedByLists("the car from the depot on zhongshan n rd won't be ready").contains("on Zhongshan N Rd"))
        #expect(Self.adapt("i can't do mornings so evenings 5:30 mon wed fri works. sat/sun no", .formal, for: .peer).contains("Monday Wednesday Friday works"))
        #expect(Self.adapt("they no longer accept copies of the bank stmt", .diplomatic, for: .client).contains("the bank statement"))
        let sticker = "Notice to Residents of Kotoni 2-jo: Stickers (¥500 per item) may be purchased at the Nishi Ward Office."
        #expect(Self.adapt(sticker, .casual, for: .public) == "For Residents of Kotoni 2-jo: Stickers (¥500 per item) can be bought at the Nishi Ward Office.", "\(Self.adapt(sticker, .casual, for: .public))")
        let park = await NameCasing(model: NameCasingTests.model(knowing: ["Msasa": 4])).cased("mhoro everyone! the msasa park cleanup is on sat 17 aug. tell sarah park the car")
        #expect(park.contains("Msasa Park cleanup") && park.contains("sarah park the car"), "\(park)")
        let party = await NameCasing(model: NameCasingTests.model(knowing: ["Kestrel Logistics Summer": 6, "Kestrel Logistics": 4])).cased("it's the kestrel logistics summer party at the mill")
        #expect(party.contains("Kestrel Logistics summer party"), "a season ends no name: \(party)")
        let lost = await NameCasing(model: NameCasingTests.model(knowing: ["Ya": 4, "Rania": 4])).cased("pls call me. shukran ya jama'a - rania")
        #expect(lost.contains("shukran ya jama'a"), "\(lost)")
    }

    /// What the sixty-fifth set's readers found wrong on the round's last build, held out until then.
    @Test func whatTheSixtyFifthSetsReadersFound() async {
        let laptop = await NameCasing(model: NameCasingTests.model(knowing: ["Tenge": 4, "Lari": 4, "Shukran": 4])).cased("it came to 48,000 tenge and 1,850 lari. see u friends, shukran!")
        #expect(laptop == "it came to 48,000 tenge and 1,850 lari. see u friends, shukran!", "\(laptop)")
        #expect(MessageFrame("i'll drop it at ur office tmrw. sorry!! yerzhan").signOff == "Yerzhan")
        #expect(MessageFrame("we won't be open sat. fa'afetai, Tavita").signOff == "fa'afetai, Tavita")
        #expect(MessageFrame("see you at the station. bye").signOff == nil, "an English word alone signs nothing")
        #expect(MessageFrame("see you at the station. hahaha").signOff == nil && MessageFrame("see you there. jajaja").signOff == nil, "nor a laugh")
        let letter = "Please quote reference FP-2024-0419 in all correspondence. The deposit shall remain unchanged, and written notice must be received no later than 31 May."
        #expect(Self.adapt(letter, .casual, for: .client) == "Please mention reference FP-2024-0419 when you write to us. The deposit will stay the same, and we need written notice no later than 31 May.",
                "\(Self.adapt(letter, .casual, for: .client))")
    }
}
