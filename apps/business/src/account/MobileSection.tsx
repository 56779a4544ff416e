import { Trans, useLingui } from '@lingui/react/macro';
import { ApiRequestError, type AuthUser, phoneMessages } from '@quoteway/api-client';
import { regionalSites, siteCountries, siteOfHost } from '@quoteway/domain';
import { Button, Ltr, Select, TextField } from '@quoteway/ui';
import { formatPhone, type PhoneCallingCode, phoneFormats, readPhone } from '@quoteway/validation';
import { type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useConsole } from '../console';
import * as css from './account.css';
import { useSectionFeedback } from './feedback';
import { SectionStatus } from './SectionStatus';
import { SettingsSection } from './SettingsSection';

/** As the job wizard: a text can take a while to arrive, so a new code is offered after 30 s. */
const RESEND_CODE_WAIT_MS = 30_000;

/** The regional sites' calling codes, in the sites' order. */
const callingCodes: readonly PhoneCallingCode[] = siteCountries.map(
  (country) => regionalSites[country].phone.callingCode,
);

/** The calling code of the site this page is on (the number's default). */
function siteCallingCode(): PhoneCallingCode {
  const host = typeof window === 'undefined' ? '' : window.location.hostname;
  return siteOfHost(host).phone.callingCode;
}

const fields = ['mobile', 'code'] as const;

interface SentCode {
  verificationId: string;
  /** The number the code went to, as the server stores it ("+64 21 555 0198"). */
  mobile: string;
}

/**
 * The mobile number: the current one; a new one is proved with a texted code (send, type
 * the 6 digits, confirm), then saved with the proof (`verificationId`).
 */
export function MobileSection({ user }: { user: AuthUser }) {
  const { t } = useLingui();
  const { api, onUserChange } = useConsole();
  const formId = useId();
  const feedback = useSectionFeedback(fields);
  const { bindStatus } = feedback;
  const [open, setOpen] = useState(false);
  const [callingCode, setCallingCode] = useState<PhoneCallingCode>(siteCallingCode);
  const [number, setNumber] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<SentCode | null>(null);
  // The code whose wait is over (a new code starts a new wait).
  const [resendReadyFor, setResendReadyFor] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'confirm' | null>(null);
  const [focusCode, setFocusCode] = useState(0);
  const codeInput = useRef<HTMLInputElement | null>(null);
  const current = user.mobile ?? user.verifiedMobile ?? null;

  const pendingId = sent?.verificationId ?? null;
  const resendReady = pendingId !== null && resendReadyFor === pendingId;
  useEffect(() => {
    if (!pendingId) return;
    const timer = setTimeout(() => setResendReadyFor(pendingId), RESEND_CODE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [pendingId]);

  useLayoutEffect(() => {
    if (focusCode > 0) codeInput.current?.focus();
  }, [focusCode]);

  const serverText: Record<string, string> = {
    [phoneMessages.wrongCode]: t`That is not the code we sent. Check the text message and try again.`,
    [phoneMessages.codeExpired]: t`This code has expired. Ask for a new code.`,
    [phoneMessages.tooManyGuesses]: t`That code was wrong too many times. Ask for a new code.`,
    [phoneMessages.unknownVerification]: t`We could not find this code. Ask for a new code.`,
  };

  const numberProblem = (): string | null => {
    const reading = readPhone(callingCode, number);
    if (reading.ok) return null;
    if (reading.problem === 'required') return t`Enter your mobile number.`;
    if (reading.problem === 'other-code') {
      return t`The number starts with another country code. Choose that country code, or type the number without it.`;
    }
    const example = phoneFormats[callingCode].example;
    return t`Enter a valid mobile number for ${callingCode}, like ${example}.`;
  };

  const sendCode = async () => {
    const problem = numberProblem();
    if (problem) {
      feedback.report({ errors: { mobile: problem } });
      return;
    }
    const reading = readPhone(callingCode, number);
    if (!reading.ok) return;
    setBusy('send');
    try {
      const { verificationId } = await api.startPhoneVerification({
        body: { mobile: reading.international },
      });
      setSent({ verificationId, mobile: reading.international });
      setCode('');
      feedback.clear();
      setFocusCode((n) => n + 1);
    } catch (error) {
      feedback.failed(error);
    } finally {
      setBusy(null);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!sent) {
      await sendCode();
      return;
    }
    if (!/^\d{6}$/.test(code.trim())) {
      feedback.report({ errors: { code: t`Enter the 6-digit code we texted you.` } });
      return;
    }
    setBusy('confirm');
    try {
      await api.confirmPhone({ params: { id: sent.verificationId }, body: { code: code.trim() } });
      const { user: updated } = await api.updateUserField({
        body: { field: 'mobile', value: sent.mobile, verificationId: sent.verificationId },
      });
      onUserChange(updated);
      setSent(null);
      setOpen(false);
      setNumber('');
      setCode('');
      feedback.succeeded(t`Your mobile number has been changed.`);
    } catch (error) {
      const known =
        error instanceof ApiRequestError
          ? serverText[error.fieldMessage('code') ?? error.messageId]
          : undefined;
      if (known) feedback.report({ errors: { code: known } });
      else feedback.failed(error, { value: 'mobile', id: 'code' });
    } finally {
      setBusy(null);
    }
  };

  const example = phoneFormats[callingCode].example;

  return (
    <SettingsSection title={t`Mobile`}>
      <p className={css.text}>
        {current ? (
          <Trans>
            Your mobile number: <Ltr>{formatPhone(current)}</Ltr>
          </Trans>
        ) : (
          <Trans>No mobile number yet.</Trans>
        )}
      </p>
      <div className={css.actions}>
        <Button
          variant="outline"
          expanded={open}
          controls={open ? formId : undefined}
          onClick={() => {
            setOpen(!open);
            setSent(null);
            feedback.clear();
          }}
        >
          {current ? t`Change mobile number` : t`Add a mobile number`}
        </Button>
      </div>
      {open && (
        <form
          id={formId}
          className={css.form}
          onSubmit={(event) => void confirm(event)}
          noValidate
          aria-label={t`Change mobile number`}
        >
          <div className={css.phoneRow}>
            <Select
              label={t`Country code`}
              name="callingCode"
              value={callingCode}
              onChange={(event) => {
                setCallingCode(event.target.value as PhoneCallingCode);
                setSent(null);
              }}
              autoComplete="tel-country-code"
            >
              {callingCodes.map((c) => (
                <option key={c} value={c}>
                  {/* Isolated left to right: in Arabic '+64' must not read '64+'. */}
                  {`\u2066${c}\u2069`}
                </option>
              ))}
            </Select>
            <TextField
              ref={feedback.bindField('mobile')}
              label={t`Mobile number`}
              name="mobile"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              required
              dir="ltr"
              placeholder={example}
              value={number}
              onChange={(event) => {
                setNumber(event.target.value);
                setSent(null);
                if (feedback.errors.mobile) feedback.setFieldError('mobile', undefined);
              }}
              error={feedback.errors.mobile}
            />
          </div>
          {sent ? (
            <>
              <p className={css.muted}>
                <Trans>
                  We texted a 6-digit code to <Ltr>{sent.mobile}</Ltr>.
                </Trans>
              </p>
              <TextField
                ref={(element) => {
                  codeInput.current = element;
                  feedback.bindField('code')(element);
                }}
                label={t`6-digit code`}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                required
                dir="ltr"
                value={code}
                onChange={(event) => {
                  setCode(event.target.value);
                  if (feedback.errors.code) feedback.setFieldError('code', undefined);
                }}
                error={feedback.errors.code}
              />
              <div className={css.actions}>
                <Button type="submit" loading={busy === 'confirm'}>
                  {t`Confirm`}
                </Button>
                <Button
                  variant="text"
                  onClick={() => void sendCode()}
                  loading={busy === 'send'}
                  disabled={!resendReady}
                >
                  {t`Resend code`}
                </Button>
              </div>
              {!resendReady && (
                <p className={css.muted}>
                  <Trans>No text yet? You can ask for a new code in half a minute.</Trans>
                </p>
              )}
            </>
          ) : (
            <div className={css.actions}>
              <Button type="submit" loading={busy === 'send'}>
                {t`Send code`}
              </Button>
            </div>
          )}
        </form>
      )}
      <SectionStatus ref={bindStatus} status={feedback.status} />
    </SettingsSection>
  );
}
