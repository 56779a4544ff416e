import { Trans, useLingui } from '@lingui/react/macro';
import { embedThemes, type EmbedTheme } from '@quoteway/domain';
import { isLocale, localeNames, locales } from '@quoteway/i18n';
import { Button, Card, Select, Stack, TextArea } from '@quoteway/ui';
import { type ReactNode, useId, useRef, useState } from 'react';
import { mutedText } from '../styles.css';
import { embedSnippet, type WidgetChoice } from './embedSnippet';
import { WidgetPreview } from './WidgetPreview';
import * as css from './widget.css';

interface SnippetSectionProps {
  title: string;
  intro: string;
  /** The preview iframe's accessible name. */
  previewTitle: string;
  /** The widget, but for the language and theme this section lets the business choose. */
  widget: Omit<WidgetChoice, 'lang' | 'theme'>;
  /** More options above the language and theme (the job widget's trade and place). */
  children?: ReactNode;
}

/**
 * One widget a business can put on its website: its options, the code to paste with a Copy
 * button, and the widget itself as it will show.
 */
export function SnippetSection({
  title,
  intro,
  previewTitle,
  widget,
  children,
}: SnippetSectionProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const previewHeadingId = useId();
  const code = useRef<HTMLTextAreaElement>(null);
  const [lang, setLang] = useState<WidgetChoice['lang']>('');
  const [theme, setTheme] = useState<EmbedTheme>('system');
  const choice: WidgetChoice = { ...widget, lang, theme };
  const snippet = embedSnippet(window.location.origin, choice);
  // What the Copy button did, for this snippet only: a changed snippet is not copied yet.
  const [copied, setCopied] = useState<{ snippet: string; text: string } | null>(null);

  const themeNames: Record<EmbedTheme, string> = {
    system: t`Same as the visitor's device`,
    light: t`Light`,
    dark: t`Dark`,
    'semi-dark': t`Semi-dark`,
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      setCopied({ snippet, text: t`Copied` });
    } catch {
      // No clipboard (an older browser, or a page not served over HTTPS): the code is
      // selected, ready for the keyboard's copy.
      code.current?.focus();
      code.current?.select();
      setCopied({ snippet, text: t`The code is selected: press Ctrl+C (⌘C on a Mac) to copy it` });
    }
  };

  return (
    <Card as="section" labelledBy={headingId}>
      <Stack gap="md">
        <Stack gap="xs">
          <h2 id={headingId}>{title}</h2>
          <p className={mutedText}>{intro}</p>
        </Stack>
        <div className={css.options}>
          {children}
          <Select
            label={t`Language`}
            name="lang"
            value={lang}
            onChange={(event) => setLang(isLocale(event.target.value) ? event.target.value : '')}
          >
            <option value="">{t`Same as your website`}</option>
            {locales.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {localeNames[locale]}
              </option>
            ))}
          </Select>
          <Select
            label={t`Theme`}
            name="theme"
            value={theme}
            onChange={(event) => {
              const next = embedThemes.find((name) => name === event.target.value);
              if (next) setTheme(next);
            }}
          >
            {embedThemes.map((name) => (
              <option key={name} value={name}>
                {themeNames[name]}
              </option>
            ))}
          </Select>
        </div>
        <TextArea
          ref={code}
          label={t`Code to paste`}
          hint={t`Paste it into your website's HTML where the widget should appear. Website builders such as WordPress, Wix or Squarespace take it in an "HTML" or "Embed code" block.`}
          name="snippet"
          value={snippet}
          readOnly
          autoGrow
          rows={3}
          dir="ltr"
        />
        <div className={css.copyRow}>
          <Button onClick={() => void copy()}>{t`Copy code`}</Button>
          <p role="status" className={mutedText}>
            {copied?.snippet === snippet ? copied.text : ''}
          </p>
        </div>
        <section aria-labelledby={previewHeadingId}>
          <Stack gap="sm">
            <h3 id={previewHeadingId}>
              <Trans>Preview</Trans>
            </h3>
            <WidgetPreview
              widget={{ ...choice, lang: lang || (isLocale(i18n.locale) ? i18n.locale : 'en') }}
              title={previewTitle}
            />
          </Stack>
        </section>
      </Stack>
    </Card>
  );
}
