import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** The night sky: deep indigo-violet; shade 7 (white text 6.5:1) is the filled colour. */
const night: MantineColorsTuple = [
  '#eef0ff',
  '#dde0fa',
  '#b9bff0',
  '#939be6',
  '#737cdd',
  '#5f69d8',
  '#545ed5',
  '#4750c6',
  '#3e46b0',
  '#323a9a',
];

/** Warm starlight for calls to action, always with dark text on it (9.6:1). */
const starlight: MantineColorsTuple = [
  '#fff9e6',
  '#fff0c2',
  '#ffe49a',
  '#fcd772',
  '#f9cc55',
  '#f6c453',
  '#e6ad2f',
  '#cc9520',
  '#b07e14',
  '#8f6508',
];

/** Night-sky indigo with warm starlight accents: calm colours for a bedtime product. */
export const theme = createTheme({
  // Modals and menus appear without motion for anyone who asks their system for less of it.
  respectReducedMotion: true,
  primaryColor: 'night',
  primaryShade: { light: 7, dark: 5 },
  colors: { night, starlight },
  defaultRadius: 'md',
  fontFamily:
    '"Nunito Variable", "Nunito", ui-rounded, "SF Pro Rounded", "Varela Round", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: {
    fontFamily: 'inherit',
    fontWeight: '800',
    sizes: {
      h1: { fontSize: 'clamp(2rem, 1.4rem + 2.6vw, 3.25rem)', lineHeight: '1.15' },
      h2: { fontSize: 'clamp(1.6rem, 1.3rem + 1.2vw, 2.25rem)', lineHeight: '1.2' },
      h3: { fontSize: '1.25rem', lineHeight: '1.3' },
    },
  },
  radius: { md: '12px', lg: '18px', xl: '28px' },
  components: {
    Button: { defaultProps: { radius: 'xl' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    // Under a title Mantine greys a toast's message to gray-6, which fails AA on white.
    Notification: { styles: { description: { color: '#2a2f45' } } },
    // Mantine's light alerts colour their title like the accent (yellow fails AA on its tint).
    Alert: { styles: { title: { color: '#1b1f4b' }, message: { color: '#2a2f45' } } },
  },
});

/**
 * The theme with the close buttons' names in the page's language. Mantine's close buttons have no
 * name; "Dismiss" keeps them apart from the dialogs' "Close".
 */
export function themeWithNames(names: { dismiss: string; dismissNotification: string }) {
  return createTheme({
    ...theme,
    components: {
      ...theme.components,
      Notification: {
        ...theme.components?.Notification,
        defaultProps: { closeButtonProps: { 'aria-label': names.dismissNotification } },
      },
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': names.dismiss } } },
    },
  });
}

/**
 * Mantine's default "dimmed" grey and error red are ~3.3:1 on white; ours pass AA so secondary
 * text and field errors stay readable for tired parents at bedtime.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c6270',
    '--mantine-color-body': '#fbf8f3',
    // Field errors in red that still reads 5.9:1 (Mantine's default red is 3.3:1).
    '--mantine-color-error': '#c92a2a',
  },
  dark: {},
});
