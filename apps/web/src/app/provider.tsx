import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useT } from '../lib/i18n/use-t';
import { queryClient } from '../lib/query-client';
import { whenIdle } from '../lib/when-idle';
import { cssVariablesResolver, themeWithNames } from './theme';

// The toasts' container loads once the first page is up (docs/design.md#design-7), with the full
// styles that hold the toasts' own (decision 097); toasts shown before it arrives wait in the
// notifications store and appear as soon as it mounts.
const Notifications = lazy(() =>
  Promise.all([import('@mantine/notifications'), import('../lib/full-styles')]).then(([m]) => ({
    default: m.Notifications,
  })),
);

export function AppProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const theme = useMemo(
    () =>
      themeWithNames({
        dismiss: t('common.dismiss'),
        dismissNotification: t('common.dismissNotification'),
      }),
    [t],
  );
  const [toastsReady, setToastsReady] = useState(false);
  useEffect(() => whenIdle(() => setToastsReady(true), 500), []);

  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      // Every theme variable is written here, defaults too: Mantine's default-variables stylesheet
      // stays off the landing page's first paint (decision 097).
      deduplicateCssVariables={false}
      defaultColorScheme="light"
    >
      {toastsReady && (
        <Suspense fallback={null}>
          <Notifications position="top-center" />
        </Suspense>
      )}
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
