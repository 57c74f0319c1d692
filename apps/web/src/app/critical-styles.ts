/*
 * docs/design.md#design-7: the landing page paints with ≤150 KiB of JS+CSS. Mantine's full
 * stylesheet alone is ~36 KiB gzip, so the first paint carries only the styles of the components
 * the layout and the landing page use; `lib/full-styles.ts` brings the rest. Both are the *layered*
 * builds (`@layer mantine`), so load order never matters and our own CSS modules always win over
 * Mantine's.
 *
 * Using a Mantine component in the layout or on the landing page? Add its stylesheet here.
 *
 * Not here (decision 097): Mantine's default CSS variables (~4 KiB gzip), which MantineProvider
 * writes itself from the theme (`deduplicateCssVariables={false}` in app/provider.tsx), and the
 * toasts' styles (Notification and the CloseButton, Loader and Paper it builds on), which come
 * with the full styles before the toasts' container mounts.
 */
// The brand font, self-hosted (docs/decisions/034): one variable file per script, fetched only
// for the characters a page shows (latin: 39 KB).
import '@fontsource-variable/nunito/wght.css';
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
