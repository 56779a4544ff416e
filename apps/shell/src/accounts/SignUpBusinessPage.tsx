import { Trans, useLingui } from '@lingui/react/macro';
import { apiQuery, type CountryCode, type Locality } from '@quoteway/api-client';
import { Button, ButtonLink, Card, Select, TextField } from '@quoteway/ui';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNotifications } from '../notifications/notificationStore';
import { SimplePage } from '../pages/SimplePage';
import { RouterLink } from '../RouterLink';
import { landingOf, useSession } from '../session/sessionStore';
import { useSessionUser } from '../session/sessionUser';
import { BusinessNumberField } from './BusinessNumberField';
import { PasswordFields, usePasswordPair } from './PasswordFields';
import { ReactivateDialog } from './ReactivateDialog';
import { ConsentField } from './ConsentField';
import { RegistrationSent, SignInInstead } from './RegistrationSent';
import {
  clearWhenFilled,
  useConsentError,
  useHomeAfterReactivation,
  useRegistrationOutcome,
} from './registration';
import { SocialButtons } from './SocialButtons';
import { regionalSites, siteCountries } from '@quoteway/domain';
import {
  type CallingCode,
  EmailField,
  NameField,
  FormStatus,
  formStyles as css,
  internationalPhone,
  LocalityField,
  PhoneField,
  useFormFeedback,
  usePhoneMessages,
} from '@quoteway/account-forms/fields';
import { type DeactivatedAccount } from '@quoteway/account-forms/signIn';
import { siteCountry } from '@quoteway/job-wizard';

/** The form's fields in reading order (focus goes to the first one in error). */
const fields = [
  'country',
  'businessName',
  'businessUrl',
  'businessProfession',
  'businessABN',
  'location',
  'userName',
  'designation',
  'mobile',
  'email',
  'password',
  'confirmPassword',
  'acceptTerms',
] as const;

/**
 * /signup-business: a new business account, or, for a signed-in customer ("Register my
 * business"), the business of the account they already have.
 */
export function SignUpBusinessPage() {
  const { t } = useLingui();
  const { user } = useSessionUser();
  if (user?.userType === 'Business User') {
    return (
      <SimplePage title={t`Register your business`}>
        <p>
          <Trans>Your business is already registered.</Trans>
        </p>
        <ButtonLink as={RouterLink} href="/leads/my-business-profile">
          {t`Business Profile`}
        </ButtonLink>
      </SimplePage>
    );
  }
  return <BusinessForm signedIn={user !== null} />;
}

function BusinessForm({ signedIn }: { signedIn: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const feedback = useFormFeedback(fields);
  const { bindField, bindStatus } = feedback;
  const homeAfterReactivation = useHomeAfterReactivation();
  const professions = useQuery(apiQuery(api, 'professions'));
  const passwords = usePasswordPair(feedback);
  const phoneText = usePhoneMessages();
  // The regional site's country first: its register, its places, its calling code.
  const [country, setCountry] = useState<CountryCode>(siteCountry);
  const [businessName, setBusinessName] = useState('');
  const [businessUrl, setBusinessUrl] = useState('');
  const [profession, setProfession] = useState('');
  const [businessNumber, setBusinessNumber] = useState('');
  const [locality, setLocality] = useState<Locality | null>(null);
  const [userName, setUserName] = useState('');
  const [designation, setDesignation] = useState('');
  const [callingCode, setCallingCode] = useState<CallingCode>(
    () => regionalSites[country].phone.callingCode,
  );
  const [mobile, setMobile] = useState('');
  const [email, setEmail] = useState('');
  const [acceptTerms, setAcceptTerms] = useState(false);
  const consentError = useConsentError();
  const registerBusiness = useMutation({
    mutationFn: (body: Parameters<typeof api.registerMyBusiness>[0]['body']) =>
      api.registerMyBusiness({ body }),
    onSuccess: ({ user }) => useSession.getState().setUser(user),
  });
  const register = useMutation({
    mutationFn: (body: Parameters<typeof api.register>[0]['body']) => api.register({ body }),
  });
  const busy = registerBusiness.isPending || register.isPending;
  const [deleted, setDeleted] = useState<DeactivatedAccount | null>(null);
  const outcome = useRegistrationOutcome(feedback, setDeleted);
  const { errors } = feedback;

  const changeCountry = (next: CountryCode) => {
    setCountry(next);
    setCallingCode(regionalSites[next].phone.callingCode);
    setLocality(null);
  };

  function missing() {
    const required = (text: string, message: string) => (text.trim() === '' ? message : undefined);
    return {
      businessName: required(businessName, t`Enter your business's name`),
      businessProfession: required(profession, t`Choose your trade`),
      businessABN: required(businessNumber, t`Enter your business number`),
      location: locality ? undefined : t`Choose your location from the list`,
      mobile: required(mobile, t`Enter your mobile number`),
      ...(signedIn
        ? {}
        : {
            userName: required(userName, t`Enter your name`),
            email: required(email, t`Enter your e-mail address`),
            ...passwords.check(email),
            acceptTerms: consentError(acceptTerms),
          }),
    };
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = missing();
    if (Object.values(problems).some(Boolean) || !locality) {
      feedback.report({ errors: problems });
      return;
    }
    const business = {
      businessName: businessName.trim(),
      businessUrl: businessUrl.trim(),
      businessProfession: profession,
      businessABN: businessNumber.trim(),
      country,
      designation: designation.trim() || undefined,
      mobile: internationalPhone(callingCode, mobile),
      location: locality.id,
    };
    if (!signedIn) {
      await outcome.register({ userName, email, passwords }, (account) =>
        register.mutateAsync({ ...business, userType: 'Business User', ...account }),
      );
      return;
    }
    try {
      const { user } = await registerBusiness.mutateAsync(business);
      useNotifications.getState().showMessage(t`Your business is registered`);
      void navigate(landingOf(user));
    } catch (error) {
      outcome.failed(error, email.trim());
    }
  };

  const countries: Record<CountryCode, string> = {
    NZ: t`New Zealand`,
    AU: t`Australia`,
    IN: t`India`,
  };
  const title = signedIn ? t`Register my business` : t`Register your business`;
  return (
    <SimplePage title={title}>
      {outcome.sentTo !== null ? (
        <RegistrationSent email={outcome.sentTo} />
      ) : (
        <Card padding="lg">
          <form
            className={css.form}
            onSubmit={(event) => void submit(event)}
            noValidate
            aria-label={title}
          >
            <FormStatus ref={bindStatus} status={feedback.status} />
            <Select
              ref={bindField('country')}
              label={t`Country`}
              name="country"
              value={country}
              onChange={(event) => changeCountry(event.target.value as CountryCode)}
              error={errors.country}
              required
            >
              {siteCountries.map((code) => (
                <option key={code} value={code}>
                  {countries[code]}
                </option>
              ))}
            </Select>
            <TextField
              ref={bindField('businessName')}
              label={t`Business name`}
              name="businessName"
              autoComplete="organization"
              required
              value={businessName}
              onChange={(event) => {
                setBusinessName(event.target.value);
                clearWhenFilled(feedback, 'businessName', event.target.value);
              }}
              error={errors.businessName}
            />
            <TextField
              ref={bindField('businessUrl')}
              label={t`Business website`}
              name="businessUrl"
              type="url"
              autoComplete="url"
              hint={t`Optional. For example https://example.co.nz`}
              value={businessUrl}
              onChange={(event) => {
                setBusinessUrl(event.target.value);
                clearWhenFilled(feedback, 'businessUrl', event.target.value);
              }}
              error={errors.businessUrl}
            />
            <Select
              ref={bindField('businessProfession')}
              label={t`Trade`}
              name="businessProfession"
              value={profession}
              onChange={(event) => {
                setProfession(event.target.value);
                clearWhenFilled(feedback, 'businessProfession', event.target.value);
              }}
              error={
                errors.businessProfession ??
                (professions.isError ? t`The trades could not be loaded` : undefined)
              }
              required
            >
              <option value="">{t`Choose your trade`}</option>
              {professions.isSuccess &&
                professions.data.categories.map((category) => (
                  <optgroup key={category.slug} label={category.name}>
                    {professions.data.professions
                      .filter((p) => p.categorySlug === category.slug)
                      .map((p) => (
                        <option key={p.slug} value={p.slug}>
                          {p.name}
                        </option>
                      ))}
                  </optgroup>
                ))}
            </Select>
            <BusinessNumberField
              country={country}
              value={businessNumber}
              onChange={(value) => {
                setBusinessNumber(value);
                if (errors.businessABN) feedback.setFieldError('businessABN', undefined);
              }}
              error={errors.businessABN}
              bind={bindField('businessABN')}
            />
            <LocalityField
              key={country}
              ref={bindField('location')}
              label={t`Location`}
              name="location"
              country={country}
              value={locality}
              onChange={(next) => {
                setLocality(next);
                if (next) feedback.setFieldError('location', undefined);
              }}
              error={errors.location}
              required
            />
            <div className={css.twoColumns}>
              {!signedIn && (
                <NameField
                  bind={bindField('userName')}
                  value={userName}
                  onChange={(next) => {
                    setUserName(next);
                    clearWhenFilled(feedback, 'userName', next);
                  }}
                  error={errors.userName}
                />
              )}
              <TextField
                ref={bindField('designation')}
                label={t`Designation`}
                name="designation"
                autoComplete="organization-title"
                value={designation}
                onChange={(event) => {
                  setDesignation(event.target.value);
                  clearWhenFilled(feedback, 'designation', event.target.value);
                }}
                error={errors.designation}
              />
            </div>
            <PhoneField
              code={callingCode}
              number={mobile}
              onCodeChange={setCallingCode}
              onNumberChange={(value) => {
                setMobile(value);
                if (errors.mobile) feedback.setFieldError('mobile', undefined);
              }}
              onNumberBlur={() =>
                feedback.setFieldError(
                  'mobile',
                  mobile.trim() === ''
                    ? undefined
                    : (phoneText.problem(callingCode, mobile) ?? undefined),
                )
              }
              error={errors.mobile}
              bind={bindField('mobile')}
            />
            {!signedIn && (
              <>
                <EmailField
                  bind={bindField('email')}
                  value={email}
                  onChange={(next) => {
                    setEmail(next);
                    clearWhenFilled(feedback, 'email', next);
                  }}
                  error={errors.email}
                />
                <PasswordFields pair={passwords} feedback={feedback} email={email} />
                <ConsentField
                  checked={acceptTerms}
                  onChange={(checked) => {
                    setAcceptTerms(checked);
                    if (checked) feedback.setFieldError('acceptTerms', undefined);
                  }}
                  error={errors.acceptTerms}
                  bind={bindField('acceptTerms')}
                />
              </>
            )}
            <Button type="submit" loading={busy} fullWidth>
              {signedIn ? t`Register my business` : t`Register business`}
            </Button>
            {!signedIn && <SignInInstead />}
          </form>
          {!signedIn && <SocialButtons as="business" />}
        </Card>
      )}
      <ReactivateDialog
        account={deleted}
        onClose={() => setDeleted(null)}
        onReactivated={homeAfterReactivation}
      />
    </SimplePage>
  );
}
