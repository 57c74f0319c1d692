import sharp from 'sharp';
import type { Storage } from '../../providers/storage';
import { productArtSvg } from './product-art';
import type { ProductRow } from './product-repository';

/** Where a package's picture is kept when the database names none. */
export const productImageKey = (product: Pick<ProductRow, 'id' | 'imageKey'>) =>
  product.imageKey ?? `products/${product.id}.png`;

/**
 * Keys known to be in each storage, so a product listing doesn't re-read the pictures every time.
 * Only an optimisation: another process that lacks the entry just checks the storage once.
 */
const ensured = new WeakMap<Storage, Map<string, Promise<void>>>();

/**
 * Makes sure the package's picture is in storage (drawn and stored on first use: the seeded
 * products name a key, not a file) and returns its key.
 */
export async function ensureProductImage(storage: Storage, product: ProductRow): Promise<string> {
  const key = productImageKey(product);
  const known = ensured.get(storage) ?? new Map<string, Promise<void>>();
  ensured.set(storage, known);
  let pending = known.get(key);
  if (!pending) {
    // Shared by concurrent first requests, so the picture is drawn and written once per process.
    pending = storeIfMissing(storage, key, product.credits);
    known.set(key, pending);
    pending.catch(() => known.delete(key));
  }
  await pending;
  return key;
}

async function storeIfMissing(storage: Storage, key: string, credits: number) {
  if (await storage.get(key)) return;
  const png = await sharp(Buffer.from(productArtSvg(credits)))
    .png({ compressionLevel: 9 })
    .toBuffer();
  await storage.put(key, png, 'image/png');
}
