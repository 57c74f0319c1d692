import type { ReactNode } from 'react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageKey } from './catalog-en';

export type MessageValues = Record<string, string | number | Date>;

/** `t(key, values)`: a message of the page's catalog, its ICU placeholders and plurals filled in. */
export function useT() {
  const intl = useIntl();
  return useCallback(
    (key: MessageKey, values?: MessageValues): string => intl.formatMessage({ id: key }, values),
    [intl],
  );
}

/**
 * `rich(key, values)`: a message with tags (`<em>…</em>`) whose values may be elements, e.g.
 * `{ em: (chunks) => <em>{chunks}</em> }`.
 */
export function useRichT() {
  const intl = useIntl();
  return useCallback(
    (key: MessageKey, values: Record<string, ReactNode | ((chunks: ReactNode[]) => ReactNode)>) =>
      intl.formatMessage({ id: key }, values),
    [intl],
  );
}
