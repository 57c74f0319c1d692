import { presentChild } from '../children/present-child';
import { presentConsent } from '../consent/present-consent';
import { toMajorUnits } from '../purchases/present-product';
import type { PrintOrderRow } from '../print-orders/print-order-repository';
import type { StoryRow } from '../stories/story-repository';
import type { AccountRows } from './account-export-repository';
import {
  audioExtensionOf,
  characterPictureName,
  fileExtensionOf,
  storyFolderName,
  voiceFolderName,
} from './export-names';
import { storyAsHtml, storyAsText } from './story-documents';

/** One entry of the zip: made now (text) or read from storage when its turn comes (file). */
export type ExportEntry =
  { name: string; kind: 'text'; text: string } | { name: string; kind: 'file'; key: string };

/** Version of account.json's shape, so a reader can tell later changes apart. */
export const ACCOUNT_EXPORT_FORMAT = 'starry-night-story-account/1';

/**
 * What a parent's export holds (docs/decisions/012): `account.json` with the account's data
 * (printed-book orders and merged books included),
 * and per story a folder with story.txt, story.html, its pictures, its narration and its books.
 * Entry names come from export-names.ts only; file contents are streamed later by key.
 */
export function presentAccountExport(rows: AccountRows, exportedAt: Date) {
  const entries: ExportEntry[] = [];
  const profilePhoto = rows.user.profilePhotoKey
    ? `profile-photo.${fileExtensionOf(rows.user.profilePhotoKey, 'png')}`
    : null;
  if (rows.user.profilePhotoKey && profilePhoto)
    entries.push({ name: profilePhoto, kind: 'file', key: rows.user.profilePhotoKey });

  // The pictures a remote painter draws the children from (docs/decisions/060).
  const characterPictures = rows.characterPictures.map((picture, index) => {
    const file = characterPictureName(index + 1);
    entries.push({ name: file, kind: 'file', key: picture.key });
    return { file, createdAt: picture.createdAt.toISOString() };
  });

  const storiesJson = rows.stories.map((story, index) => {
    const folder = storyFolderName(index + 1, story.hero, story.id);
    const files = storyFiles(rows, story, folder);
    entries.push(...files.entries);
    return {
      uuid: story.id,
      folder,
      title: story.title,
      hero: story.hero,
      age: story.age,
      elements: story.elements,
      genre: story.genre,
      plotTwist: story.plotTwist,
      lifeLesson: story.lifeLesson,
      // Who the story is about, as its pictures draw them (docs/decisions/016).
      childIds: story.childIds ?? [],
      cast: story.cast,
      status: story.status,
      shared: story.shared,
      pdfBookGenerated: story.pdfBookGenerated,
      // The series it is a chapter of, and its number there (docs/decisions/066).
      seriesId: story.seriesId,
      chapter: story.chapter,
      createdAt: story.createdAt.toISOString(),
      completedAt: story.completedAt?.toISOString() ?? null,
      files: files.names,
    };
  });

  const accountData = {
    format: ACCOUNT_EXPORT_FORMAT,
    exportedAt: exportedAt.toISOString(),
    profile: {
      user_uid: rows.user.id,
      firstName: rows.user.firstName,
      lastName: rows.user.lastName,
      email: rows.user.email,
      emailConfirmedAt: rows.user.emailConfirmedAt?.toISOString() ?? null,
      signInWithPassword: rows.user.passwordHash !== null,
      signInWithGoogle: rows.user.googleSub !== null,
      createdAt: rows.user.createdAt.toISOString(),
      storiesRemaining: rows.user.credits,
      lastPurchaseDate: rows.user.lastPurchaseAt?.toISOString() ?? null,
      profilePhoto,
    },
    creditLedger: rows.ledger.map((r) => ({
      delta: r.delta,
      reason: r.reason,
      ref: r.ref,
      createdAt: r.createdAt.toISOString(),
    })),
    // With the ledger's `image` rows (same ids as refs) they show what each credit bought.
    pictureRequests: rows.pictureRequests.map((r) => ({
      id: r.id,
      storyId: r.storyId,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      settledAt: r.settledAt?.toISOString() ?? null,
    })),
    purchases: rows.checkouts.map((c) => ({
      checkoutId: c.id,
      productId: c.productId,
      productName: c.productName,
      credits: c.credits,
      price: toMajorUnits(c.amountCents),
      currency: c.currency,
      status: c.status,
      provider: c.provider,
      paymentRef: c.paymentRef,
      createdAt: c.createdAt.toISOString(),
      paidAt: c.fulfilledAt?.toISOString() ?? null,
    })),
    cookieConsent: rows.consents.map(presentConsent),
    children: rows.children.map(presentChild),
    characterPictures,
    stories: storiesJson,
    // Each series with its chapters' story ids in order (the failed ones left out, as the shelf).
    series: rows.series.map((one) => ({
      id: one.id,
      title: one.title,
      createdAt: one.createdAt.toISOString(),
      chapters: rows.stories
        .filter((story) => story.seriesId === one.id && story.status !== 'error')
        .sort((a, b) => (a.chapter ?? 0) - (b.chapter ?? 0))
        .map((story) => story.id),
    })),
    books: rows.books.map((b) => ({
      id: b.id,
      storyId: b.storyId,
      selectedStories: b.selectedStoryIds,
      status: b.status,
      // What the parent wrote and chose for the book: theirs to take away too.
      dedication: b.dedication,
      appearance: b.appearance,
      createdAt: b.createdAt.toISOString(),
      completedAt: b.completedAt?.toISOString() ?? null,
    })),
  };
  const account = {
    ...accountData,
    mergedBooks: rows.mergedBooks.map((b) => ({
      mergedBookId: b.id,
      bookIds: b.bookIds,
      giftMessage: b.giftMessage,
      status: b.status,
      pageCount: b.pageCount,
      createdAt: b.createdAt.toISOString(),
      readyAt: b.readyAt?.toISOString() ?? null,
      // The print files are deleted 30 days after the last order ended (docs/decisions/030).
      filesDeletedAt: b.filesDeletedAt?.toISOString() ?? null,
    })),
    printOrders: rows.printOrders.map(presentExportedPrintOrder),
  };
  entries.unshift({
    name: 'account.json',
    kind: 'text',
    text: `${JSON.stringify(account, null, 2)}\n`,
  });
  return entries;
}

/** A printed-book order as stored: status, dates, totals, the address (redacted after 030), tracking. */
function presentExportedPrintOrder(o: PrintOrderRow) {
  return {
    orderId: o.id,
    mergedBookId: o.mergedBookId,
    status: o.status,
    quantity: o.quantity,
    pageCount: o.pageCount,
    shippingLevel: o.shippingLevel,
    currency: o.currency,
    item: toMajorUnits(o.itemCents),
    shipping: toMajorUnits(o.shippingCents),
    tax: toMajorUnits(o.taxCents),
    total: toMajorUnits(o.totalCents),
    provider: o.paymentProvider,
    paymentRef: o.paymentRef,
    refund: o.refundState,
    shippingAddress: o.shippingAddress,
    addressRedactedAt: o.addressRedactedAt?.toISOString() ?? null,
    tracking: { id: o.trackingId, urls: o.trackingUrls, carrier: o.carrier },
    deliveryWindow: { min: o.deliveryMin, max: o.deliveryMax },
    problem: o.problem,
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    submittedAt: o.submittedAt?.toISOString() ?? null,
    shippedAt: o.shippedAt?.toISOString() ?? null,
    deliveredAt: o.deliveredAt?.toISOString() ?? null,
  };
}

/** A story's own entries: text, page, pictures (the main one first), narration, books. */
function storyFiles(rows: AccountRows, story: StoryRow, folder: string) {
  const entries: ExportEntry[] = [];
  const pictureKeys = rows.images.filter((i) => i.storyId === story.id).map((i) => i.key);
  if (story.imageKey && !pictureKeys.includes(story.imageKey)) pictureKeys.push(story.imageKey);
  pictureKeys.sort((a, b) => Number(b === story.imageKey) - Number(a === story.imageKey));
  const pictures = pictureKeys.map((key, i) => {
    const name = `picture-${i + 1}.${fileExtensionOf(key, 'png')}`;
    entries.push({ name: `${folder}/${name}`, kind: 'file', key });
    return name;
  });
  const narrationKey =
    rows.narrations.find((n) => n.storyId === story.id && n.status === 'completed')?.audioKey ??
    story.audioKey;
  const narration = narrationKey ? 'narration.mp3' : undefined;
  if (narrationKey && narration)
    entries.push({ name: `${folder}/${narration}`, kind: 'file', key: narrationKey });
  const books = rows.books
    .filter((b) => b.storyId === story.id && b.status === 'completed' && b.pdfKey)
    .map((b, i) => {
      const name = `book-${i + 1}.pdf`;
      entries.push({ name: `${folder}/${name}`, kind: 'file', key: b.pdfKey as string });
      return name;
    });
  const voices = rows.voices
    .filter((v) => v.storyId === story.id)
    .map((voice, i) => {
      const voiceFolder = voiceFolderName(i + 1, voice.name);
      const clips = rows.voiceClips
        .filter((c) => c.voiceId === voice.id)
        .map((clip) => {
          const name = `${voiceFolder}/sentence-${String(clip.sentence + 1).padStart(3, '0')}.${audioExtensionOf(clip.contentType)}`;
          entries.push({ name: `${folder}/${name}`, kind: 'file', key: clip.key });
          return { sentence: clip.sentence + 1, file: name, seconds: clip.durationSeconds };
        });
      return {
        readBy: voice.name,
        status: voice.status,
        createdAt: voice.createdAt.toISOString(),
        readyAt: voice.readyAt?.toISOString() ?? null,
        clips,
      };
    });
  const text = story.storyText ? 'story.txt' : undefined;
  const html = story.storyText ? 'story.html' : undefined;
  if (text && html) {
    entries.unshift(
      { name: `${folder}/${text}`, kind: 'text', text: storyAsText(story) },
      {
        name: `${folder}/${html}`,
        kind: 'text',
        text: storyAsHtml(story, { picture: pictures[0], narration }),
      },
    );
  }
  return {
    entries,
    names: {
      text: text ?? null,
      html: html ?? null,
      pictures,
      narration: narration ?? null,
      books,
      voices,
    },
  };
}
