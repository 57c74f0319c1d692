import { createTheme } from '@mantine/core';

/** Night-sky indigo with warm starlight accents: calm colours for a bedtime product. */
export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily:
    '"Nunito", ui-rounded, "SF Pro Rounded", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'inherit', fontWeight: '800' },
});
