/**
 * Buying credits (docs/product.md#purchase) and the sign-in prompt shared with the printed-book
 * pages. Part of the English catalog (catalog-en.ts).
 */
export const purchasesEn = {
  'purchase.docTitle': 'Buy Credits',
  'purchase.title': 'Buy Credits',
  'purchase.subtitle':
    'Pick a package of credits for more stories, pictures and books. No subscription.',
  'purchase.loading': 'Loading the credit packages',
  'purchase.loadError': "We couldn't load the packages",
  'purchase.packages': 'Credit packages',
  'purchase.pictureAlt': '{name} package: golden star coins under a night sky',
  'purchase.bestValue': 'Best Value',
  'purchase.perCredit': '{price} per credit',
  'purchase.purchase': 'Purchase',
  'purchase.explainerTitle': 'What can I do with credits?',
  'purchase.costStory': '{n, plural, one {# credit is one story} other {# credits is one story}}',
  'purchase.costImage':
    '{n, plural, one {# credit is one extra AI image} other {# credits is one extra AI image}}',
  'purchase.costNarration':
    '{n, plural, one {# credit is one story read aloud} other {# credits is one story read aloud}}',
  'purchase.costBook':
    '{n, plural, one {# credit is one PDF book} other {# credits is one PDF book}}',
  'purchase.firstFree':
    'Your first story, your first extra AI image and your first narration are free. Credits never expire, and there is no subscription.',
  'purchase.successDocTitle': 'Payment complete',
  'purchase.noPayment': 'No payment to confirm here',
  'purchase.returnHere': 'This page is where the checkout brings you back after paying.',
  'purchase.failedDocTitle': 'Checkout failed',
  'purchase.checkoutFailed': 'Checkout failed. Please, try again.',
  'purchase.notCharged':
    'The payment was not completed, so nothing was charged. You can try again whenever you are ready.',
  'purchase.backToBuy': 'Back to Buy Credits',
  'purchase.backToMyStories': 'Back to My Stories',
  'purchase.storiesUpdated': 'Quantity of Stories updated!',
  'purchase.paymentExecuted': 'Payment executed!',
  'purchase.confirmFailed': "We couldn't confirm your payment",
  'purchase.moneyTaken':
    'If money was taken, your credits will appear shortly — you can check them in your profile.',
  'purchase.confirming': 'Confirming your payment…',
  'purchase.thanks': 'Thank you for your purchase!',
  'purchase.added':
    '{n, plural, one {# credit was added to your account.} other {# credits were added to your account.}}',
  'purchase.available': 'Credits available',
  'purchase.receipt': 'View your receipt<hidden> (opens in a new tab)</hidden>',
  'purchase.createStory': 'Create Story',
  'purchase.contactSupport': 'An error occurred:. Please, contact support.',
  'login.buyCredits': 'Please log in to buy credits',
  'login.seePurchase': 'Please log in to see your purchase',
  'login.seePrinted': 'Please log in to see your printed books',
  'login.seeOrder': 'Please log in to see your order',
  'login.orderPrinted': 'Please log in to order a printed book',
  'login.makePrinted': 'Please log in to make a printed book',
  'login.creditsReason':
    'Credits belong to your account, so sign in first. New here? Every new account starts with free credits.',
  'login.ordersReason': 'Your orders belong to your account, so sign in first.',
  'login.booksReason': 'Your books belong to your account, so sign in first.',
  'login.logIn': 'Log in',
  'login.createAccount': 'Create Account',
} as const;
