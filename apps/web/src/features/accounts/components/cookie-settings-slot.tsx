import type { ReactNode } from 'react';

/**
 * Where the profile's cookie settings panel goes (docs/product.md#cookies). The panel belongs to
 * the consent feature, and features don't import each other: the app layer hands it in as
 * `children`.
 */
export function CookieSettingsSlot({ children }: { children?: ReactNode }) {
  return children ?? null;
}
