import { Trans, useLingui } from '@lingui/react/macro';
import { ApiRequestError, isNetworkError } from '@quoteway/api-client';
import { BUSINESS_DESCRIPTION_MAX_LENGTH } from '@quoteway/domain';
import { Button, Stack, TextArea, TextField, VisuallyHidden } from '@quoteway/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useLayoutEffect, useState } from 'react';
import { useConsole } from '../console';
import { errorText, fieldGroup, fieldGroupLegend, mutedText } from '../styles.css';
import { targetOf } from './jumpTo';
import * as css from './profile.css';
import type { MyProfile, PublicBusiness } from './profileCache';
import { useProfileCache } from './profileCache';
import {
  BUSINESS_NAME_MAX_LENGTH,
  bodyOf,
  checkDraft,
  draftOf,
  LICENCE_NAME_MAX_LENGTH,
  LICENCE_NUMBER_MAX_LENGTH,
  LICENCES_MAX,
  type LicenceRow,
  newLicenceKey,
  normaliseWebsite,
  PUBLIC_PHONE_MAX_LENGTH,
  type ProfileBody,
  type ProfileDraft,
  type ProfileErrorKey,
  serverErrorsOf,
  WEBSITE_MAX_LENGTH,
  YEAR_FOUNDED_MIN,
} from './profileForm';

const nameId = 'business-profile-name';
const phoneId = 'business-profile-phone';
const licenceFieldId = (key: number, part: 'name' | 'number') =>
  `business-profile-licence-${key}-${part}`;

/** Where each error's field is, for moving focus to the first one. */
function idOfError(key: ProfileErrorKey): string {
  if (key === 'businessName') return nameId;
  if (key === 'publicPhone') return phoneId;
  if (key === 'licences') return targetOf.licences;
  if (key === 'description' || key === 'website' || key === 'yearFounded') return targetOf[key];
  const [, rowKey, part] = key.split('.');
  return licenceFieldId(Number(rowKey), part === 'number' ? 'number' : 'name');
}

/** The errors in the order of the form, so focus goes to the first one on screen. */
function formOrder(draft: ProfileDraft): ProfileErrorKey[] {
  return [
    'businessName',
    'description',
    'website',
    'publicPhone',
    'licences',
    ...draft.licences.flatMap((row): ProfileErrorKey[] => [
      `licence.${row.key}.name`,
      `licence.${row.key}.number`,
    ]),
    'yearFounded',
  ];
}

type Errors = Partial<Record<ProfileErrorKey, string>>;

interface Submitted {
  body: ProfileBody;
  licenceKeys: number[];
}

/**
 * What the business says about itself: name, description, website, public phone, licences
 * and memberships, year founded (PUT /api/business/profile). Checked here first, in the
 * user's language; a refusal from the server lands on the field it names.
 */
export function ProfileDetailsForm({ business }: { business: PublicBusiness }) {
  const { t } = useLingui();
  const { api, notify, notifyError, refreshUser } = useConsole();
  const cache = useProfileCache();
  const thisYear = new Date().getFullYear();
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(business));
  const [saved, setSaved] = useState(() => JSON.stringify(bodyOf(draftOf(business)).body));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  // Focus moves after the render that shows what it points at (an error, a new row).
  const [focusRequest, setFocusRequest] = useState<{ id: string } | null>(null);
  const licencesHeading = useId();
  const failureId = useId();

  useLayoutEffect(() => {
    if (focusRequest) document.getElementById(focusRequest.id)?.focus();
  }, [focusRequest]);

  const ruleMessage = (key: ProfileErrorKey): string => {
    if (key === 'businessName') return t`Enter your business name (2 to 120 characters).`;
    if (key === 'description') return t`Keep your description to 2000 characters or fewer.`;
    if (key === 'website') return t`Enter a web address, such as https://taneplumbing.co.nz.`;
    if (key === 'publicPhone') {
      return t`Enter a phone number with its country code, such as +64 21 123 4567.`;
    }
    if (key === 'yearFounded') return t`Enter a year from ${YEAR_FOUNDED_MIN} to ${thisYear}.`;
    if (key === 'licences') return t`List at most ${LICENCES_MAX} licences and memberships.`;
    if (key.endsWith('.number')) return t`Keep the number to 40 characters or fewer.`;
    return t`Enter the licence or membership name (2 to 80 characters).`;
  };

  const showErrors = (found: Errors) => {
    setErrors(found);
    const first = formOrder(draft).find((key) => found[key]);
    if (first) setFocusRequest({ id: idOfError(first) });
  };

  const update = useMutation({
    mutationFn: ({ body }: Submitted) => api.updateBusinessProfile({ body }),
    onSuccess: (profile: MyProfile, { body }) => {
      cache.set(profile);
      const next = draftOf(profile.business);
      setDraft(next);
      setSaved(JSON.stringify(bodyOf(next).body));
      setErrors({});
      setFailure('');
      notify(t`Your business profile has been saved`);
      // The header and menus show the business's name from the signed-in user.
      if (body.businessName !== business.businessName) refreshUser?.();
    },
    onError: (error, { licenceKeys }) => {
      const named =
        error instanceof ApiRequestError && error.status === 400
          ? serverErrorsOf(error.fields, licenceKeys)
          : {};
      const keys = Object.keys(named) as ProfileErrorKey[];
      if (keys.length > 0) {
        showErrors(Object.fromEntries(keys.map((key) => [key, ruleMessage(key)])));
        setFailure('');
        return;
      }
      const message = isNetworkError(error)
        ? t`We could not reach the server. Check your connection and try again.`
        : error instanceof ApiRequestError
          ? error.message
          : t`Something went wrong`;
      setFailure(message);
      notifyError(message);
      setFocusRequest({ id: failureId });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = checkDraft(draft, thisYear);
    const keys = Object.keys(problems) as ProfileErrorKey[];
    setFailure('');
    if (keys.length > 0) {
      showErrors(Object.fromEntries(keys.map((key) => [key, ruleMessage(key)])));
      return;
    }
    setErrors({});
    update.mutate(bodyOf(draft));
  };

  const set = <K extends keyof ProfileDraft>(key: K, value: ProfileDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const setLicence = (key: number, change: Partial<LicenceRow>) =>
    set(
      'licences',
      draft.licences.map((row) => (row.key === key ? { ...row, ...change } : row)),
    );
  const addLicence = () => {
    const key = newLicenceKey();
    set('licences', [...draft.licences, { key, name: '', number: '' }]);
    setFocusRequest({ id: licenceFieldId(key, 'name') });
  };
  const removeLicence = (key: number) => {
    set(
      'licences',
      draft.licences.filter((row) => row.key !== key),
    );
    setFocusRequest({ id: targetOf.licences });
  };

  const dirty = JSON.stringify(bodyOf(draft).body) !== saved;
  const canAddLicence = draft.licences.length < LICENCES_MAX;

  return (
    <form onSubmit={submit} aria-label={t`About your business`} noValidate>
      <Stack gap="lg">
        <TextField
          id={nameId}
          label={t`Business name`}
          name="businessName"
          value={draft.businessName}
          onChange={(e) => set('businessName', e.target.value)}
          error={errors.businessName}
          maxLength={BUSINESS_NAME_MAX_LENGTH}
          autoComplete="organization"
          required
        />
        <TextArea
          id={targetOf.description}
          label={t`Description`}
          name="description"
          hint={t`What you do, the kind of jobs you take on, and what customers can expect.`}
          value={draft.description}
          onChange={(e) => set('description', e.target.value)}
          error={errors.description}
          maxLength={BUSINESS_DESCRIPTION_MAX_LENGTH}
          rows={6}
          autoGrow
        />
        <TextField
          id={targetOf.website}
          label={t`Website`}
          name="website"
          type="url"
          inputMode="url"
          autoComplete="url"
          value={draft.website}
          onChange={(e) => set('website', e.target.value)}
          onBlur={(e) => set('website', normaliseWebsite(e.target.value))}
          error={errors.website}
          maxLength={WEBSITE_MAX_LENGTH}
          dir="ltr"
        />
        <TextField
          id={phoneId}
          label={t`Public phone (optional)`}
          name="publicPhone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={t`Shown on your page, with the country code (+64 21 123 4567). Without it, customers reach you by chat on Quoteway.`}
          value={draft.publicPhone}
          onChange={(e) => set('publicPhone', e.target.value)}
          error={errors.publicPhone}
          maxLength={PUBLIC_PHONE_MAX_LENGTH}
          dir="ltr"
        />
        <fieldset className={fieldGroup} aria-describedby={`${licencesHeading}-hint`}>
          <legend className={fieldGroupLegend} id={licencesHeading}>
            <Trans>Licences and memberships</Trans>
          </legend>
          <Stack gap="md">
            <p id={`${licencesHeading}-hint`} className={mutedText}>
              <Trans>
                Such as LBP (Licensed Building Practitioner) with your number, or a trade
                association like Master Plumbers.
              </Trans>
            </p>
            {draft.licences.length > 0 ? (
              <ul className={css.licenceList}>
                {draft.licences.map((row, index) => {
                  const position = index + 1;
                  const label = row.name.trim() || t`licence ${position}`;
                  return (
                    <li key={row.key} className={css.licenceRow}>
                      <div className={css.licenceName}>
                        <TextField
                          id={licenceFieldId(row.key, 'name')}
                          label={t`Licence or membership`}
                          name={`licence-${row.key}-name`}
                          value={row.name}
                          onChange={(e) => setLicence(row.key, { name: e.target.value })}
                          error={errors[`licence.${row.key}.name`]}
                          maxLength={LICENCE_NAME_MAX_LENGTH}
                        />
                      </div>
                      <div className={css.licenceNumber}>
                        <TextField
                          id={licenceFieldId(row.key, 'number')}
                          label={t`Number (optional)`}
                          name={`licence-${row.key}-number`}
                          value={row.number}
                          onChange={(e) => setLicence(row.key, { number: e.target.value })}
                          error={errors[`licence.${row.key}.number`]}
                          maxLength={LICENCE_NUMBER_MAX_LENGTH}
                          dir="ltr"
                        />
                      </div>
                      <div className={css.licenceRemove}>
                        <Button variant="text" color="error" onClick={() => removeLicence(row.key)}>
                          <span aria-hidden="true">{t`Remove`}</span>
                          <VisuallyHidden>{t`Remove ${label}`}</VisuallyHidden>
                        </Button>
                      </div>
                    </li>
                  );
                })}
              </ul>
            ) : null}
            {errors.licences ? <p className={errorText}>{errors.licences}</p> : null}
            <div>
              <Button
                id={targetOf.licences}
                variant="outline"
                disabled={!canAddLicence}
                onClick={addLicence}
              >
                {draft.licences.length === 0
                  ? t`Add a licence or membership`
                  : t`Add another licence or membership`}
              </Button>
            </div>
            {canAddLicence ? null : (
              <p className={mutedText}>
                <Trans>You can list up to {LICENCES_MAX} licences and memberships.</Trans>
              </p>
            )}
          </Stack>
        </fieldset>
        <TextField
          id={targetOf.yearFounded}
          label={t`Year founded (optional)`}
          name="yearFounded"
          inputMode="numeric"
          autoComplete="off"
          value={draft.yearFounded}
          onChange={(e) => set('yearFounded', e.target.value)}
          error={errors.yearFounded}
          maxLength={4}
        />
        <div id={failureId} tabIndex={-1} role="alert" className={failure ? errorText : undefined}>
          {failure}
        </div>
        <Stack direction="row" gap="md" align="center" wrap>
          <Button type="submit" loading={update.isPending}>
            {t`Save profile`}
          </Button>
          {dirty ? (
            <p className={mutedText} role="status">
              <Trans>You have unsaved changes.</Trans>
            </p>
          ) : null}
        </Stack>
      </Stack>
    </form>
  );
}
