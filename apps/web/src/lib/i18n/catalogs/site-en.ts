/**
 * The site's own pages: About, Instructions, the Privacy Policy and the Terms of Use. Long text,
 * one message a paragraph or list item; `<strong>`, `<em>` and `<link>` mark words set apart, and
 * `{support}`/`{privacy}` are the e-mail links. Part of the English catalog (catalog-en.ts).
 */
export const siteEn = {
  'site.version': 'Version {version}',
  'site.effective': 'Effective {date, date, long}',

  'about.title': 'About Starry Night Story',
  'about.lead': 'Personalised bedtime stories that make the last minutes of the day the best ones.',
  'about.whyTitle': 'Why we made Starry Night Story',
  'about.why1':
    'Every parent knows the request: <em>“One more story — about me!”</em> After a long day, inventing a new tale with your child’s favourite toy, their best friend and a dragon who is afraid of the dark is a lot to ask. Starry Night Story does the inventing with you, so the last minutes of the day can be about being together.',
  'about.why2':
    'You give us your child’s name, their age and three things they love. We write a brand-new story in which they are the hero — gentle, age-appropriate and ending calmly, the way bedtime stories should. Each story gets its own illustration, and you can listen to it read aloud with the lights down.',
  'about.canTitle': 'What you can do',
  'about.can1':
    'Create personalised stories in five genres: Fantasy, Adventure, Mystery, Sci-Fi and Comedy.',
  'about.can2':
    'Add a plot twist or a life lesson — sharing, kindness, being brave at the dentist.',
  'about.can3': 'Ask for a new illustration, or use one of your own pictures as the story image.',
  'about.can4': 'Listen to a calm narration of every story.',
  'about.can5':
    'Turn a favourite story into an illustrated PDF picture book, and share a story with family through a private link.',
  'about.can6': 'Print free bookmarks from the home page.',
  'about.careTitle': 'Made with care for families',
  'about.care':
    'The service is used by parents and guardians (13 and over), never directly by children. We ask only for what a story needs. Photos you upload to make a picture book are deleted once the book is built, unless you choose one as the story image. We never use your child’s name, your stories or your photos to train artificial intelligence. At any time, from Your Profile, you can download all your stories and data, or delete your account and every file in it. The details are in our <link>Privacy Policy</link>.',
  'about.creditsTitle': 'How credits work',
  'about.credits':
    'New accounts start with 12 free credits — enough for your first three stories and one downloadable PDF book. After that, 1 credit is one story, 1 credit is one extra AI image, and 10 credits is one PDF book. Your first narration is free, and each one after it costs 1 credit, as does each extra AI image after your first. Credits never expire and there is no subscription.',
  'about.helloTitle': 'Say hello',
  'about.hello':
    'We are a small team of parents and engineers. Questions, ideas, a story your child loved? Write to us at {support} — we read every message.',

  'instructions.title': 'How to create a story',
  'instructions.lead':
    'Everything you need to make a wonderful bedtime story in a couple of minutes.',
  'instructions.welcome':
    '<strong>New here? You get 12 free credits on sign-up</strong> — enough for your first three stories and one downloadable PDF book. Each story costs 1 credit (your first one is free).',
  'instructions.accountTitle': '1. Create your account',
  'instructions.account':
    'Sign up with your e-mail (or with Google) and confirm your address with the link we send you. Then choose <strong>Create Story</strong> in the menu.',
  'instructions.nameTitle': '2. The child’s name',
  'instructions.name':
    'Type the name your child is called at home — a nickname works beautifully. This is the hero of the story. A first name is enough; there is no need for a surname.',
  'instructions.ageTitle': '3. The child’s age',
  'instructions.age':
    'Choose an age from {min} to {max}. The age shapes the story: short, simple and repetitive for toddlers, longer with richer words and a real plot for older children.',
  'instructions.elementsTitle': '4. Three story elements',
  'instructions.elements':
    'Write three things to weave into the story, separated by commas — for example <em>“a blue teddy bear, the seaside, a grumpy cat”</em>. They can be toys, animals, places, foods or people (Grandma works well). Three elements give the story its shape: try to mix a character, a place and an object.',
  'instructions.genreTitle': '5. Pick a genre',
  'instructions.genre': '<strong>{genre}</strong> — {notes}.',
  'instructions.genreFantasy': 'castles, kind wizards, talking animals and a little magic',
  'instructions.genreAdventure': 'journeys, treasure maps, jungles and brave rescues',
  'instructions.genreMystery': 'gentle puzzles, clues and a missing teddy to find',
  'instructions.genreSci-Fi': 'rockets, friendly robots and faraway planets',
  'instructions.genreComedy': 'silly mix-ups, giggles and happy endings',
  'instructions.twistTitle': '6. A plot twist (optional)',
  'instructions.twist':
    'Add a surprise for the middle of the story: <em>“the dragon turns out to be shy”</em> or <em>“the map leads back home”</em>. Leave it empty and we will choose one.',
  'instructions.lessonTitle': '7. A life lesson (optional)',
  'instructions.lesson':
    'Something you would like the story to gently teach: sharing, trying new food, being brave at the doctor’s, saying sorry. The lesson is woven in kindly — never as a lecture.',
  'instructions.tipsTitle': 'Tips for the best stories',
  'instructions.tip1':
    '<strong>Avoid trademarked names</strong> of characters, brands and films (for example famous cartoon heroes or toy brands). Describe them instead: <em>“a friendly snowman”</em> rather than a film character’s name. Stories with trademarked names may be refused.',
  'instructions.tip2': 'Keep elements short: two to five words each works best.',
  'instructions.tip3':
    'Don’t add personal details such as addresses, schools or full names — the story doesn’t need them.',
  'instructions.tip4':
    'Not quite right? Create another: every story is different, even from the same ideas.',
  'instructions.afterTitle': 'After the story is ready',
  'instructions.after1':
    '<strong>Listen:</strong> press play for a calm narration (your first narration is free, then 1 credit).',
  'instructions.after2':
    '<strong>Change the picture:</strong> ask for a new AI image (1 credit, your first extra image is free), pick an earlier one, or upload your own.',
  'instructions.after3':
    '<strong>Make a book:</strong> turn the story into an illustrated PDF picture book for 10 credits. It takes a moment to build and then it is yours to download and print.',
  'instructions.after4':
    '<strong>Share:</strong> share a story with family through a link; you can stop sharing at any time.',
  'instructions.more':
    'Need more credits? Choose <strong>Buy Credits</strong> in the menu. Credits never expire.',

  'privacy.lead':
    'What we collect, why, how long we keep it, and the choices you have — including for your child’s name and photos.',
  'privacy.short':
    '<strong>In short:</strong> we collect only what we need to make your stories, we never sell your data, we never use your child’s name, your stories or your photos to train artificial intelligence, photos you upload for a book are deleted once the book is built (unless you choose one as the story image), and deleting your account deletes every file in it.',
  'privacy.whoTitle': '1. Who we are',
  'privacy.who':
    'Starry Night Story (“we”, “us”) provides personalised bedtime stories, illustrations, narration and picture books through this website. We are the controller of the personal data described here. You can reach us at {privacy}.',
  'privacy.forTitle': '2. Who this policy is for',
  'privacy.for':
    'The service is for parents, guardians and other adults — and teenagers aged 13 and over — who create stories for children. Children do not use the service themselves and cannot open an account. When you type a child’s name or upload a child’s photo, you do so as their parent or guardian, or with their parent’s or guardian’s permission.',
  'privacy.collectTitle': '3. What we collect',
  'privacy.table': 'Data we collect',
  'privacy.colData': 'Data',
  'privacy.colExamples': 'Examples',
  'privacy.colWhy': 'Why we need it',
  'privacy.accountData': 'Account data',
  'privacy.accountExamples':
    'First and last name, e-mail, password (stored only as a one-way hash), optional profile photo, account creation date, credit balance',
  'privacy.accountWhy': 'To create and secure your account, sign you in and show your profile',
  'privacy.googleData': 'Google sign-in data',
  'privacy.googleExamples':
    'Your name, e-mail and Google account identifier, if you choose “Sign in with Google”',
  'privacy.googleWhy': 'To sign you in without a password',
  'privacy.inputsData': 'Story inputs',
  'privacy.inputsExamples':
    'The child’s name (the story hero), age, three story elements, genre, plot twist, life lesson',
  'privacy.inputsWhy': 'To write the story you asked for',
  'privacy.mediaData': 'Stories and media we create',
  'privacy.mediaExamples': 'Story texts, illustrations, narration audio, PDF books',
  'privacy.mediaWhy': 'To show, play and deliver them to you',
  'privacy.uploadsData': 'Uploaded photos',
  'privacy.uploadsExamples':
    'A picture you upload as a story image, profile photo or book reference',
  'privacy.uploadsWhy': 'To use it exactly where you chose to',
  'privacy.purchasesData': 'Purchase records',
  'privacy.purchasesExamples':
    'What you bought, amount, date, receipt; for printed books, the shipping address',
  'privacy.purchasesWhy':
    'To give you credits, send receipts and books, and meet accounting duties',
  'privacy.technicalData': 'Technical data',
  'privacy.technicalExamples':
    'Session cookie, security token, IP address and browser type in server logs',
  'privacy.technicalWhy': 'To keep you signed in and protect the service from abuse',
  'privacy.cookiesData': 'Cookie choices and, with consent, usage analytics',
  'privacy.cookiesExamples': 'Your consent record; pages visited and features used',
  'privacy.cookiesWhy': 'To respect your choices and, if you allow it, improve the service',
  'privacy.payments':
    '<strong>Payments</strong> are handled by our payment processor on its own secure checkout page. We never see or store your full card number; we receive only a confirmation, the amount and a receipt link.',
  'privacy.basesTitle': '4. Legal bases',
  'privacy.basis1':
    '<strong>Contract:</strong> to provide the account, stories, media, books and purchases you ask for.',
  'privacy.basis2':
    '<strong>Legitimate interests:</strong> to secure the service, prevent fraud and fix problems.',
  'privacy.basis3':
    '<strong>Consent:</strong> for analytics, marketing and functionality cookies, which you can withdraw at any time.',
  'privacy.basis4':
    '<strong>Legal obligation:</strong> to keep purchase records for tax and accounting.',
  'privacy.childrenTitle': '5. Children’s names and photos',
  'privacy.children':
    'We treat everything about a child with extra care. A child’s name and the story elements are used only to write and show your stories. Uploaded images are fully decoded and re-encoded on our servers, which removes hidden information such as camera details and GPS location.',
  'privacy.children1':
    'A photo uploaded to build a PDF book is <strong>deleted as soon as the book is built</strong>, unless you chose to use it as the story image — then it is kept as part of that story until you delete the story or your account.',
  'privacy.children2':
    'Your stories are private. A story becomes visible to others only if you share it, and you can stop sharing at any time.',
  'privacy.children3':
    '<strong>We never use your uploads, stories or your child’s details to train artificial intelligence</strong>, and we do not allow the providers we use to do so.',
  'privacy.shareTitle': '6. Who we share data with',
  'privacy.share':
    'We never sell personal data. We share it only with service providers that work for us, under contract:',
  'privacy.share1': 'hosting, database and file storage providers;',
  'privacy.share2':
    'the payment processor for purchases, and the printing and delivery partner for printed books;',
  'privacy.share3': 'an e-mail provider to send confirmation links, password codes and receipts;',
  'privacy.share4':
    'if enabled, AI providers that generate story text, images or narration from your story inputs, under terms that forbid training on them;',
  'privacy.share5':
    'Google, only if you choose Google sign-in; and, with your consent, analytics and advertising services.',
  'privacy.disclose':
    'We may disclose data when the law requires it, or to protect the safety of a person.',
  'privacy.keepTitle': '7. How long we keep data',
  'privacy.keep1': 'Account data, stories and their media: while your account exists.',
  'privacy.keep2':
    'Photos uploaded for a book: until the book is built (or, if chosen as the story image, with that story).',
  'privacy.keep3': 'Password reset codes: 10 minutes. E-mail confirmation links: 24 hours.',
  'privacy.keep4': 'Sessions: up to 30 days, or until you sign out.',
  'privacy.keep5':
    'Purchase records: as long as tax and accounting law requires (usually up to 10 years), without story content.',
  'privacy.keep6': 'Server logs: up to 30 days.',
  'privacy.deleting':
    '<strong>Deleting your account deletes every file in it</strong> — stories, illustrations, narration, books and photos — and your personal data, except purchase records we must keep by law.',
  'privacy.rightsTitle': '8. Your rights',
  'privacy.rights':
    'You can ask to access, correct, export or delete your personal data, to restrict or object to its use, and to withdraw consent at any time. From Your Profile you can yourself download all your data (Download my data: one zip file with every story, picture, narration, book and your account’s records) and delete your account with everything in it (Delete my account). For anything else, write to {privacy} from your account’s e-mail address. We answer within 30 days. You may also complain to your local data protection authority.',
  'privacy.cookiesTitle': '9. Cookies',
  'privacy.cookies': 'We use four kinds of cookies:',
  'privacy.cookie1':
    '<strong>Essential</strong> (always on): keep you signed in, protect forms against forgery (a security token) and remember your cookie choices.',
  'privacy.cookie2':
    '<strong>Analytics</strong> (only with consent): help us understand which features are used, in aggregate.',
  'privacy.cookie3':
    '<strong>Marketing</strong> (only with consent): measure whether our advertising works.',
  'privacy.cookie4':
    '<strong>Functionality</strong> (only with consent): remember preferences that make the service nicer to use.',
  'privacy.cookiesChoice':
    'You choose in the cookie banner, and you can change your mind at any time in your profile’s cookie settings. Your choice is stored for up to one year.',
  'privacy.securityTitle': '10. Security',
  'privacy.security':
    'Passwords are stored with a strong one-way hash (Argon2id). Connections are encrypted, sessions can be revoked, files are reached only through short-lived signed links, and every request is checked against the signed-in account. No system is perfectly secure; if a breach affects you, we will tell you without undue delay.',
  'privacy.transfersTitle': '11. International transfers',
  'privacy.transfers':
    'Our providers may process data in other countries. Where they do, we use appropriate safeguards such as the standard contractual clauses.',
  'privacy.changesTitle': '12. Changes to this policy',
  'privacy.changes':
    'When we change this policy we update its version and date above, and for important changes we tell you by e-mail or in the app before they apply. This is version {version}. See also our <link>Terms of Use</link>.',
  'privacy.contactTitle': '13. Contact',
  'privacy.contact': 'Questions about privacy: {privacy}. Anything else: {support}.',

  'terms.lead': 'The rules for using Starry Night Story, written to be read.',
  'terms.agreementTitle': '1. Agreement',
  'terms.agreement':
    'These Terms of Use are an agreement between you and Starry Night Story (“we”, “us”) for the use of this website and its services. By creating an account or using the service you accept these terms and our <link>Privacy Policy</link>. If you do not agree, please do not use the service.',
  'terms.whoTitle': '2. Who may use the service',
  'terms.who1':
    'The service is intended for users above 13. If you are under the age of majority where you live, a parent or guardian must agree to these terms for you.',
  'terms.who2':
    'Stories are made <em>for</em> children, not <em>by</em> them: children must not open accounts. You are responsible for what children see and hear through your account.',
  'terms.who3':
    'You may enter a child’s name or upload a child’s photo only if you are their parent or guardian, or have their parent’s or guardian’s permission.',
  'terms.accountTitle': '3. Your account',
  'terms.account':
    'Give accurate information, keep your password to yourself and tell us at {support} if you think someone else used your account. You are responsible for activity in your account. You can stop using the service and delete your account at any time from Your Profile.',
  'terms.creditsTitle': '4. Credits and payments',
  'terms.credits1':
    'New accounts receive 12 free credits. 1 credit is one story; 1 credit is one extra AI image; 10 credits is one PDF book.',
  'terms.credits2':
    'Credits are bought in packs through our payment processor’s secure checkout. Prices are shown, with currency, before you pay.',
  'terms.credits3':
    'Credits do not expire, have no cash value and cannot be transferred or resold.',
  'terms.credits4':
    'If a story, image, narration or book fails to be created, the credits it reserved are returned to your balance.',
  'terms.credits5':
    'Because credits are used to create digital content immediately, purchases are final once credits have been used. Unused credits bought in the last 14 days can be refunded on request. Nothing in these terms limits the rights you have under consumer law.',
  'terms.credits6':
    'Printed books are paid by card at checkout, including shipping, and are governed by the delivery terms shown there.',
  'terms.contentTitle': '5. Your content',
  'terms.content1':
    'You keep all rights to what you provide: names, story ideas and uploaded photos (“your content”). You give us a limited licence to store and process your content only to provide the service to you — for example to write a story, draw an illustration or build a book — and, if you share a story, to show it to people with the link. This licence ends when you delete the content or your account. We never use your content to train artificial intelligence.',
  'terms.content2':
    'You promise that you have the right to upload your content and that it does not break the law or anyone’s rights.',
  'terms.generatedTitle': '6. Generated stories and images',
  'terms.generated':
    'Stories, illustrations and narration are created automatically, in part by artificial intelligence. Subject to these terms, you may use the stories and books made for you for personal, non-commercial purposes — reading, printing, and sharing with family and friends. Because content is generated automatically, it may sometimes contain mistakes or be unsuitable for your child; please read a story before sharing it with a child, and tell us about anything inappropriate so we can improve.',
  'terms.useTitle': '7. Acceptable use',
  'terms.use': 'You agree not to:',
  'terms.use1':
    'enter content that is violent, sexual, hateful, harassing or otherwise inappropriate for children;',
  'terms.use2':
    'use names of trademarked characters or brands, or content that infringes someone else’s rights;',
  'terms.use3':
    'enter personal details of others beyond what a story needs (no addresses, schools or contact details);',
  'terms.use4': 'upload images of people without the right to do so;',
  'terms.use5':
    'try to break, overload, scrape or reverse-engineer the service, or get around credit or security limits;',
  'terms.use6': 'resell the service or use it to create content for commercial publication.',
  'terms.refuse':
    'We may refuse requests, remove content or suspend accounts that break these rules.',
  'terms.sharingTitle': '8. Sharing',
  'terms.sharing':
    'Stories are private unless you share them. A shared story can be seen by anyone who has its link; you can stop sharing at any time, after which the link no longer works.',
  'terms.serviceTitle': '9. Our service',
  'terms.service':
    'We work hard to keep the service available and your stories safe, but we provide it “as is” and cannot promise it will always be uninterrupted or error-free. We may improve or change features; if we close the service we will give reasonable notice so you can download your books, and refund unused paid credits.',
  'terms.liabilityTitle': '10. Liability',
  'terms.liability':
    'To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability to you is limited to the amount you paid us in the 12 months before the claim. We do not exclude liability where the law does not allow it, such as for fraud or for death or personal injury caused by negligence.',
  'terms.endingTitle': '11. Ending the agreement',
  'terms.ending':
    'You may stop using the service at any time and ask us to delete your account. We may suspend or end your account if you seriously or repeatedly break these terms; where it is fair to do so we will tell you first and refund unused paid credits.',
  'terms.changesTitle': '12. Changes to these terms',
  'terms.changes':
    'We may update these terms. We will show the new version and date on this page and, for important changes, tell you by e-mail or in the app before they apply. Continuing to use the service after that means you accept the new terms. This is version {version}.',
  'terms.contactTitle': '13. Contact',
  'terms.contact': 'Questions about these terms: {support}.',
} as const;
