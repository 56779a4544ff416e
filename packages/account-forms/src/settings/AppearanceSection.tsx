import { useLingui } from '@lingui/react/macro';
import type { AuthUser } from '@quoteway/api-client';
import {
  activateLocale,
  isLocale,
  type Locale,
  localeNames,
  locales,
  storeLocale,
} from '@quoteway/i18n';
import {
  Button,
  RadioGroup,
  Select,
  type ThemeChoice,
  isThemeChoice,
  themeChoices,
  useThemeChoice,
} from '@quoteway/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useAccountServices } from '../services';
import * as css from './account.css';
import { useFormFeedback } from '../fields/useFormFeedback';
import { FormStatus } from '../fields/FormStatus';
import { SettingsSection } from './SettingsSection';

const fields = ['locale', 'theme'] as const;

/**
 * The interface language (each named in its own language; switched as the host's language
 * switcher does) and the theme (shown on this device at once and stored with the account, so
 * it follows the person to the next device they sign in on).
 */
export function AppearanceSection({ user }: { user: AuthUser }) {
  const { t, i18n } = useLingui();
  const { api, onUserChange, switchLanguage } = useAccountServices();
  const theme = useThemeChoice();
  const [locale, setLocale] = useState<Locale>(isLocale(i18n.locale) ? i18n.locale : 'en');
  const [choice, setChoice] = useState<ThemeChoice>(theme.choice);
  const feedback = useFormFeedback(fields);
  const { bindStatus } = feedback;
  const labels: Record<ThemeChoice, string> = {
    system: t`System`,
    light: t`Light`,
    'semi-dark': t`Semi-dark`,
    dark: t`Dark`,
  };

  // One save of both: the theme, then the language (each stored with the account, whose
  // answer is the app's signed-in user).
  const save = useMutation({
    mutationFn: async (chosen: { theme: ThemeChoice; locale: Locale }) => {
      if (chosen.theme !== user.theme || chosen.theme !== theme.choice) {
        const { user: updated } = await api.updateUserField({
          body: { field: 'theme', value: chosen.theme },
        });
        // The user first, so a listener of the theme store sees the account agree.
        onUserChange(updated);
        theme.setChoice(chosen.theme);
      }
      if (chosen.locale === i18n.locale) return;
      if (switchLanguage) {
        await switchLanguage(chosen.locale);
        return;
      }
      storeLocale(chosen.locale);
      await activateLocale('app', chosen.locale);
      const { user: updated } = await api.updateUserField({
        body: { field: 'locale', value: chosen.locale },
      });
      onUserChange(updated);
    },
    // Written after the switch: the message comes in the language just chosen.
    onSuccess: () => feedback.succeeded(t`Your language and theme have been saved.`),
    onError: (error) => feedback.failed(error, { value: 'theme' }),
  });
  const busy = save.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ theme: choice, locale });
  };

  return (
    <SettingsSection title={t`Language and theme`}>
      <form className={css.form} onSubmit={submit} noValidate aria-label={t`Language and theme`}>
        <Select
          label={t`Language`}
          name="locale"
          value={locale}
          onChange={(event) => {
            if (isLocale(event.target.value)) setLocale(event.target.value);
          }}
          error={feedback.errors.locale}
        >
          {locales.map((code) => (
            <option key={code} value={code} lang={code}>
              {localeNames[code]}
            </option>
          ))}
        </Select>
        <RadioGroup
          legend={t`Theme`}
          name="theme"
          direction="row"
          options={themeChoices.map((value) => ({ value, label: labels[value] }))}
          value={choice}
          onChange={(value) => {
            if (isThemeChoice(value)) setChoice(value);
          }}
          error={feedback.errors.theme}
        />
        <div className={css.actions}>
          <Button type="submit" loading={busy}>
            {t`Save language and theme`}
          </Button>
        </div>
        <FormStatus politeErrors ref={bindStatus} status={feedback.status} />
      </form>
    </SettingsSection>
  );
}
