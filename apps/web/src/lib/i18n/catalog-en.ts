import { firstEn } from './catalogs/first-en';
import { restEn } from './catalogs/rest-en';

/**
 * The English catalog (docs/decisions/070): every word the web app shows, as ICU messages. These
 * are the product's own words — docs/product.md's binding strings among them, word for word — and
 * the key set every other catalog must have (its type says so, and catalogs.test.ts checks it).
 * It is shipped in two parts (decision 091): `firstEn`, in the main chunk, and `restEn`, loaded
 * with the first page other than the landing page. The app imports only its type from here.
 */
export const en = { ...firstEn, ...restEn } as const;

export type MessageKey = keyof typeof en;
/** A catalog: a message for every key of the English one. */
export type Catalog = Record<MessageKey, string>;
