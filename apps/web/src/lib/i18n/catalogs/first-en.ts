import { journeyEn } from './journey-en';

/**
 * The English words the landing page and everything around every page (header, menus, footer,
 * sign-in, errors) show: in the main chunk, so the landing page paints with them alone
 * (docs/design.md#design-7, decision 091). Part of the English catalog (catalog-en.ts); the rest is
 * `rest-en.ts`, loaded with the first other page.
 */
export const firstEn = {
  ...journeyEn,
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
} as const;
