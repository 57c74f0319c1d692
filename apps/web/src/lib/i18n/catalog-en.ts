import { journeyEn } from './catalogs/journey-en';
import { accountEn } from './catalogs/account-en';
import { printEn } from './catalogs/print-en';
import { purchasesEn } from './catalogs/purchases-en';
import { recordingsEn } from './catalogs/recordings-en';
import { childrenEn } from './catalogs/children-en';
import { formsEn } from './catalogs/forms-en';
import { libraryEn } from './catalogs/library-en';
import { siteEn } from './catalogs/site-en';

/**
 * The English catalog (docs/decisions/070): every word the web app shows, as ICU messages. These
 * are the product's own words — docs/product.md's binding strings among them, word for word — and
 * the key set every other catalog must have (its type says so, and catalogs.test.ts checks it).
 */
export const en = {
  ...journeyEn,
  ...libraryEn,
  ...formsEn,
  ...childrenEn,
  ...accountEn,
  ...purchasesEn,
  ...printEn,
  ...recordingsEn,
  ...siteEn,
  // The layout: header, menus, footer
  'layout.skipToContent': 'Skip to content',
  'layout.homeLink': 'Starry Night Story',
  'layout.mainNav': 'Main',
  'layout.signOut': 'Sign Out',
  'layout.openProfile': 'Open your profile',
  'layout.openMenu': 'Open menu',
  'layout.menu': 'Menu',
  'layout.closeMenu': 'Close menu',
  'layout.footerTagline':
    'Personalised bedtime stories, pictures and narration for the little ones you love.',
  'layout.footerSite': 'Site',
  'layout.copyright': '© {year} Starry Night Story',
  'nav.home': 'Home',
  'nav.createStory': 'Create Story',
  'nav.myStories': 'My Stories',
  'nav.buyCredits': 'Buy Credits',
  'nav.about': 'About',
  'nav.instructions': 'Instructions',
  'nav.login': 'Login',
  'nav.createAccount': 'Create Account',
  'footer.ourStory': 'Our story',
  'footer.gettingStarted': 'Getting started',
  'footer.terms': 'Terms of Use',
  'footer.privacy': 'Privacy Policy',

  // The landing page
  'landing.eyebrow': 'Personalised bedtime stories',
  'landing.heroTitle': 'Bedtime stories <em>starring your child</em>',
  'landing.heroLead':
    'Tell us your child’s name and three things they love tonight. In moments you have a brand-new, gentle story — with its own illustration, a calm narration to listen to, and a picture book to keep.',
  'landing.createStory': 'Create a story',
  'landing.howItWorks': 'How it works',
  'landing.freeStart': 'Your first three stories are free. No card needed to start.',
  'landing.whatKicker': 'What you get',
  'landing.whatTitle': 'A new story every night, made just for them',
  'landing.whatLead':
    'Starry Night Story writes gentle, age-appropriate tales around your child — so bedtime becomes the part of the day they ask for.',
  'landing.feature1Title': 'A story made for one child',
  'landing.feature1Text':
    'Your child is the hero, with the friends, toys and places they love woven into every page — in a genre you choose.',
  'landing.feature2Title': 'Pictures to match',
  'landing.feature2Text':
    'Every story comes with its own illustration. Want another? Ask for a new picture or use a photo of your own.',
  'landing.feature3Title': 'Read aloud, softly',
  'landing.feature3Text':
    'Turn the lights down and press play: a calm narration reads the story, sentence by sentence.',
  'landing.feature4Title': 'Keep it as a book',
  'landing.feature4Text':
    'Turn a favourite story into an illustrated PDF picture book to download, print or share with family.',
  'landing.howKicker': 'How it works',
  'landing.howTitle': 'From “once upon a time” to sweet dreams in four steps',
  'landing.step1Title': 'Meet the hero',
  'landing.step1Text': 'Enter your child’s name and age (1 to 15), so the words fit the listener.',
  'landing.step2Title': 'Pick three favourite things',
  'landing.step2Text':
    'A teddy, a dragon, the seaside — any three. Then choose Fantasy, Adventure, Mystery, Sci-Fi or Comedy.',
  'landing.step3Title': 'Add a twist or a lesson',
  'landing.step3Text':
    'Optionally, a surprise in the plot or a gentle lesson like sharing or being brave.',
  'landing.step4Title': 'Read, listen and keep',
  'landing.step4Text':
    'The story is ready in moments, with a picture and narration. Save it, share it or make it a book.',
  'landing.welcomeGift': 'Welcome gift',
  'landing.offerTitle': 'Your first three stories are free — and one downloadable PDF book too',
  'landing.offerText':
    'Every new account starts with free credits. Try it tonight and see their face light up.',
  'landing.startFirst': 'Start your first story',
  'landing.pricingTitle': 'Simple credits, no subscription',
  'landing.pricingLead': 'Buy a pack of credits when you need them and spend them how you like.',
  'landing.priceStory': '{n, plural, one {# credit is one story} other {# credits is one story}}',
  'landing.priceImage':
    '{n, plural, one {# credit is one extra AI image} other {# credits is one extra AI image}}',
  'landing.priceNarration':
    '{n, plural, one {# credit is one story read aloud} other {# credits is one story read aloud}}',
  'landing.priceBook':
    '{n, plural, one {# credit is one PDF book} other {# credits is one PDF book}}',
  'landing.firstOnesFree':
    'Your first narration and your first extra AI image are free; after that, each costs 1 credit.',
  // Sign in and sign up
  'auth.loginTitle': 'Welcome back',
  'auth.loginSubtitle': 'Sign in to read, hear and create bedtime stories.',
  'auth.email': 'E-mail',
  'auth.password': 'Password',
  'auth.forgotPassword': 'Forgot password?',
  'auth.loginFailed': 'We could not sign you in',
  'auth.confirmEmailTitle': 'Please confirm your e-mail',
  'auth.resendCode': 'Resend confirmation code',
  'auth.signIn': 'Sign In',
  'auth.signInWithGoogle': 'Sign in with Google',
  'auth.newHere': 'New to Starry Night Story?',
  'auth.createFreeAccount': 'Create a free account',
  'auth.signUpTitle': 'Create your account',
  'auth.signUpSubtitle': '12 free credits to start: your first stories are on us.',
  'auth.profilePhoto': 'Profile photo',
  'auth.photoOptional': 'Optional — you can add or change it later.',
  'auth.firstName': 'First name',
  'auth.lastName': 'Last name',
  'auth.passwordHint': 'At least 8 characters.',
  'auth.confirmPassword': 'Confirm password',
  'auth.agree': 'I agree to the <terms>Terms of Use</terms> and <privacy>Privacy Policy</privacy>',
  'auth.mustAgree': 'Please agree to the Terms of Use and Privacy Policy to continue.',
  'auth.signUpFailed': 'We could not create your account',
  'auth.signUp': 'Sign Up',
  'auth.signUpWithGoogle': 'Sign up with Google',
  'auth.haveAccount': 'Already have an account?',
  'auth.signInLink': 'Sign in',
  'auth.or': 'or',
  'auth.pageLogin': 'Login',
  'auth.pageSignUp': 'Create Account',

  // Create a story
  'create.pageTitle': 'Create Story',
  'create.title': 'Create a bedtime story',
  'create.subtitle': "Tell us about tonight's hero and we'll write a story just for them.",
  'create.formLabel': 'Create a story',
  'create.heroLabel': "Hero's name",
  'create.heroHint': "Your child's name: they are the hero",
  'create.heroPlaceholder': 'e.g. Mia',
  'create.ageLabel': 'Age',
  'create.ageHint': 'From {min} to {max}',
  'create.agePlaceholder': 'e.g. 5',
  'create.elementsLegend': 'Story elements',
  'create.elementsHint':
    'Three things to weave into the story: a toy, an animal, a place, a favourite food…',
  'create.element1': 'First story element',
  'create.element1Placeholder': 'e.g. a red kite',
  'create.element2': 'Second story element',
  'create.element2Placeholder': 'e.g. a sleepy owl',
  'create.element3': 'Third story element',
  'create.element3Placeholder': 'e.g. the seaside',
  'create.plotTwist': 'Plot twist',
  'create.plotTwistHint': 'Optional: a surprise along the way',
  'create.plotTwistPlaceholder': 'e.g. The dragon is afraid of the dark',
  'create.lifeLesson': 'Life lesson',
  'create.lifeLessonHint': 'Optional: what the story gently teaches',
  'create.lifeLessonPlaceholder': "e.g. It's brave to ask for help",
  'create.tipTitle': 'A tip from the storyteller',
  'create.tip':
    'Use your own words rather than trademarked names (famous cartoon characters, toy brands): “a brave little robot” makes a better story than a brand name.',
  'create.submit': 'Create my story',
  'create.buyCredits': 'Buy Credits',
  'create.storyLanguage': 'Written in',
  'create.storyLanguageHint': 'The story is written and read aloud in this language',
  'genre.label': 'Genre',
  'genre.Fantasy': 'Fantasy',
  'genre.Adventure': 'Adventure',
  'genre.Mystery': 'Mystery',
  'genre.Sci-Fi': 'Sci-Fi',
  'genre.Comedy': 'Comedy',
  'genre.FantasyBlurb': 'Dragons, castles and gentle magic',
  'genre.AdventureBlurb': 'Maps, journeys and brave hearts',
  'genre.MysteryBlurb': 'Clues and cosy little puzzles',
  'genre.Sci-FiBlurb': 'Rockets, robots and faraway stars',
  'genre.ComedyBlurb': 'Silly, giggly, happy fun',

  // A series: "Continue tomorrow" and the shelf on My Stories (docs/decisions/066, 076)
  'series.continue.button': 'Continue tomorrow',
  'series.continue.title': 'Tomorrow night’s chapter',
  'series.continue.lead':
    '{hero} comes back with the same friends and places. The chapter opens with a line about last night, brings a new little problem and solves it before goodnight.',
  'series.continue.cost':
    '{n, plural, =0 {This chapter is free, like your first story.} one {A new chapter costs # credit, like a new story.} other {A new chapter costs # credits, like a new story.}}',
  'series.continue.balance': '{n, plural, one {You have # credit.} other {You have # credits.}}',
  'series.continue.newElement': 'One new thing for this chapter (optional)',
  'series.continue.newElementHint': 'A place, a friend or a thing, e.g. a silver kite',
  'series.continue.noComma': 'Please give one new thing, without commas',
  'series.continue.tooLong': 'At most {max} characters',
  'series.continue.short': 'You don’t have enough credits for a new chapter.',
  'series.continue.buyCredits': 'Buy Credits',
  'series.continue.write': 'Write chapter {n}',
  'series.continue.cancel': 'Cancel',
  'series.chapterOf': 'Chapter {chapter} of {chapters} in “{title}”',
  'series.allChapters': 'All chapters',
  'series.shelf.title': 'Your series',
  'series.shelf.lead': 'Stories that go on night after night, chapter by chapter.',
  'series.shelf.loading': 'Loading your series',
  'series.shelf.error': 'We couldn’t load your series',
  'series.shelf.starring':
    '{n, plural, one {Starring {hero} · # chapter} other {Starring {hero} · # chapters}}',
  'series.shelf.chapters': 'Chapters of {title}',
  'series.shelf.chapter': 'Chapter {n}: {title}',
  'series.shelf.chapterWriting': 'Chapter {n}: being written…',
  'series.shelf.readTonight': 'Read chapter {n} tonight',
  'series.shelf.rename': 'Rename',
  'series.shelf.renameLabel': 'Rename “{title}”',
  'series.shelf.book': 'Make a book of the series',
  'series.shelf.bookLabel': 'Make a book of the series “{title}”',
  'series.book.pageTitle': 'Make a book of the series',
  'series.book.subtitle': '“{title}”: every chapter in one book, with a contents page.',
  'series.book.loading': 'Loading the series',
  'series.rename.title': 'Rename the series',
  'series.rename.label': 'Series name',
  'series.rename.hint': 'It is the title on My Stories and on the series’ book.',
  'series.rename.empty': 'Please give the series a name',
  'series.rename.tooLong': 'The name can be at most {max} characters',
  'series.rename.save': 'Save name',
  'series.rename.cancel': 'Cancel',
  'series.rename.saved': 'The series is now called “{title}”.',
  // The share page (docs/product.md#share-page)
  'share.loading': 'Loading the story',
  'share.homeLink': 'Starry Night Story home',
  'share.createYourOwn': 'Create your own story',
  'share.listen': 'Listen to the story',
  'share.heroStory': "{hero}'s bedtime story",
  'share.findOutMore': 'Find out more Artificial Intelligence generated stories here',
} as const;

export type MessageKey = keyof typeof en;
/** A catalog: a message for every key of the English one. */
export type Catalog = Record<MessageKey, string>;
