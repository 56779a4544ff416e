import { I18nProvider, i18n, loadMessages } from '@quoteway/i18n';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { type ReactNode, useLayoutEffect } from 'react';
// applyThemeChoice brings the themes' style sheet, and with it the reset and body font.
import { applyThemeChoice, isThemeChoice, type ThemeChoice, vars } from '../src/index';

function ThemeWrapper({
  theme,
  dir,
  children,
}: {
  theme: ThemeChoice;
  dir: 'ltr' | 'rtl';
  children: ReactNode;
}) {
  // On <html>, as apps do: portalled Dialogs/Drawers/Toasts live outside the wrapper.
  useLayoutEffect(() => {
    applyThemeChoice(theme);
    const html = document.documentElement;
    html.dir = dir;
    html.lang = dir === 'rtl' ? 'ar' : 'en';
  }, [theme, dir]);

  return (
    <div
      dir={dir}
      style={{ background: vars.color.background, color: vars.color.text, minHeight: '100%' }}
    >
      {children}
    </div>
  );
}

const withThemeAndDirection: Decorator = (Story, context) => {
  const theme = isThemeChoice(context.globals.theme) ? context.globals.theme : 'light';
  const dir = context.globals.dir === 'rtl' ? 'rtl' : 'ltr';
  return (
    <I18nProvider i18n={i18n}>
      <ThemeWrapper theme={theme} dir={dir}>
        <Story />
      </ThemeWrapper>
    </I18nProvider>
  );
};

// The components' own strings (TextArea's count, Combobox's announcements) come from the
// app catalog: Arabic with the RTL direction, English otherwise.
const withLocale: Loader = async (context) => {
  const locale = context.globals.dir === 'rtl' ? 'ar' : 'en';
  if (i18n.locale !== locale) {
    i18n.loadAndActivate({ locale, messages: await loadMessages('app', locale) });
  }
  return {};
};

const preview: Preview = {
  decorators: [withThemeAndDirection],
  loaders: [withLocale],
  globalTypes: {
    theme: {
      description: 'Theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'semi-dark', title: 'Semi-dark' },
          { value: 'dark', title: 'Dark' },
          { value: 'system', title: 'System' },
        ],
        dynamicTitle: true,
      },
    },
    dir: {
      description: 'Text direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'LTR' },
          { value: 'rtl', title: 'RTL (Arabic)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', dir: 'ltr' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
