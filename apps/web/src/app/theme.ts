import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/**
 * Thesis theme. Every filled colour is used at shade 8 with white text, and the palettes are
 * tuned so that text on filled buttons, badges and banners, links and "dimmed" text all reach
 * WCAG AA (4.5:1). Mantine's default filled blue (shade 6) reaches only 3.55:1.
 */
const thesis: MantineColorsTuple = [
  '#edf2fa',
  '#d9e3f3',
  '#b0c5e6',
  '#84a5d9',
  '#5f8ace',
  '#4779c7',
  '#3a6cbd',
  '#2c5aa3',
  '#234b8a', // primary: 8.1:1 with white
  '#1b3a6b',
];

const green: MantineColorsTuple = [
  '#ebf8ee',
  '#d3f0da',
  '#a8e0b6',
  '#79cf8f',
  '#52c06e',
  '#3aa85a',
  '#2e8f4b',
  '#23763c',
  '#1c6532', // 6.9:1 with white
  '#134a24',
];

const orange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe5c2',
  '#ffcb8a',
  '#ffad4d',
  '#f7931e',
  '#e07b0a',
  '#c76a05',
  '#a65703',
  '#8a4802', // 6.2:1 with white
  '#6b3801',
];

const red: MantineColorsTuple = [
  '#fdeeee',
  '#f9d5d5',
  '#f0a9a9',
  '#e77b7b',
  '#df5656',
  '#d63d3d',
  '#c92f2f',
  '#b32626',
  '#9e2020', // 7.5:1 with white
  '#7f1818',
];

export const theme = createTheme({
  primaryColor: 'thesis',
  primaryShade: 8,
  colors: { thesis, green, orange, red },
  fontFamily:
    'Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  breakpoints: { xs: '36em', sm: '48em', md: '64em', lg: '80em', xl: '88em' },
  components: {
    Button: { defaultProps: { fw: 600 } },
    Modal: {
      // Every dialog's close button has a name, even where a modal does not set its own.
      defaultProps: { centered: true, radius: 'md', overlayProps: { backgroundOpacity: 0.45, blur: 2 }, closeButtonProps: { 'aria-label': 'Close' } },
      styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
    },
    // Mantine renders dialog headers as <header>, which axe reads as a second banner landmark.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
    Tooltip: { defaultProps: { withArrow: true } },
    // A menu may only hold items, groups and separators (axe aria-required-children): no hidden
    // focus placeholder; opening a menu focuses its first item, as the menu button pattern says.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A toast's message under its title is gray-6 by default (3.3:1): use the darker dimmed text.
    Notification: { styles: { description: { color: 'var(--mantine-color-dimmed)' } } },
  },
});

/** Darker neutral text than Mantine's defaults (gray-6 "dimmed" is 3.3:1, placeholders 2:1). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#555d66', // 6.6:1 on white
    '--mantine-color-placeholder': '#6b737c', // 4.8:1 on white
    '--mantine-color-anchor': '#234b8a',
    '--mantine-color-success': '#1c6532', // 'Looks great!': 7:1 on white
  },
  dark: {},
});
