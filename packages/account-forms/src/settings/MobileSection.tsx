import { Trans, useLingui } from '@lingui/react/macro';
import { ApiRequestError, type AuthUser } from '@quoteway/api-client';
import { siteOfHost } from '@quoteway/domain';
import { Button, Ltr } from '@quoteway/ui';
import { formatPhone, readPhone } from '@quoteway/validation';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { FormStatus } from '../fields/FormStatus';
import { type CallingCode, PhoneField } from '../fields/PhoneField';
import { TextedCodeField, useTextedCode } from '../fields/TextedCodeField';
import { useFormFeedback } from '../fields/useFormFeedback';
import { usePhoneMessages } from '../fields/usePhoneMessages';
import { useAccountServices } from '../services';
import * as css from './account.css';
import { FormToggle, SettingsSection } from './SettingsSection';

/** The calling code of the site this page is on (the number's default). */
function siteCallingCode(): CallingCode {
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
  const { api, onUserChange } = useAccountServices();
  const formId = useId();
  const feedback = useFormFeedback(fields);
  const { bindStatus } = feedback;
  const [open, setOpen] = useState(false);
  const phoneText = usePhoneMessages();
  const [callingCode, setCallingCode] = useState<CallingCode>(siteCallingCode);
  const [number, setNumber] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<SentCode | null>(null);
  const { resendReady, codeInputRef, codeSent } = useTextedCode(sent?.verificationId ?? null);
  const current = user.mobile ?? user.verifiedMobile ?? null;

  // Texting the code, then confirming it and saving the number with its proof: two writes,
  // whose answer is the app's signed-in user.
  const send = useMutation({
    mutationFn: (mobile: string) => api.startPhoneVerification({ body: { mobile } }),
    onSuccess: ({ verificationId }, mobile) => {
      setSent({ verificationId, mobile });
      setCode('');
      feedback.clear();
      codeSent();
    },
    onError: (error) => feedback.failed(error),
  });
  const save = useMutation({
    mutationFn: async ({ proof, typed }: { proof: SentCode; typed: string }) => {
      await api.confirmPhone({ params: { id: proof.verificationId }, body: { code: typed } });
      return api.updateUserField({
        body: { field: 'mobile', value: proof.mobile, verificationId: proof.verificationId },
      });
    },
    onSuccess: ({ user: updated }) => {
      onUserChange(updated);
      setSent(null);
      setOpen(false);
      setNumber('');
      setCode('');
      feedback.succeeded(t`Your mobile number has been changed.`);
    },
    onError: (error) => {
      const known =
        error instanceof ApiRequestError
          ? phoneText.aboutCode(error.fieldMessage('code') ?? error.messageId)
          : undefined;
      if (known) feedback.report({ errors: { code: known } });
      else feedback.failed(error, { value: 'mobile', id: 'code' });
    },
  });
  const busy = send.isPending ? 'send' : save.isPending ? 'confirm' : null;

  const sendCode = () => {
    const problem = phoneText.problem(callingCode, number);
    if (problem) {
      feedback.report({ errors: { mobile: problem } });
      return;
    }
    const reading = readPhone(callingCode, number);
    if (reading.ok) send.mutate(reading.international);
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!sent) {
      sendCode();
      return;
    }
    if (!/^\d{6}$/.test(code.trim())) {
      feedback.report({ errors: { code: t`Enter the 6-digit code we texted you.` } });
      return;
    }
    save.mutate({ proof: sent, typed: code.trim() });
  };

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
      <FormToggle
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          setSent(null);
        }}
        formId={formId}
        feedback={feedback}
      >
        {current ? t`Change mobile number` : t`Add a mobile number`}
      </FormToggle>
      {open && (
        <form
          id={formId}
          className={css.form}
          onSubmit={confirm}
          noValidate
          aria-label={t`Change mobile number`}
        >
          <PhoneField
            code={callingCode}
            number={number}
            onCodeChange={(next) => {
              setCallingCode(next);
              setSent(null);
            }}
            onNumberChange={(next) => {
              setNumber(next);
              setSent(null);
              if (feedback.errors.mobile) feedback.setFieldError('mobile', undefined);
            }}
            error={feedback.errors.mobile}
            bind={feedback.bindField('mobile')}
          />
          {sent ? (
            <>
              <p className={css.muted}>
                <Trans>
                  We texted a 6-digit code to <Ltr>{sent.mobile}</Ltr>.
                </Trans>
              </p>
              <TextedCodeField
                bind={(element) => {
                  codeInputRef.current = element;
                  feedback.bindField('code')(element);
                }}
                dir="ltr"
                value={code}
                onChange={(next) => {
                  setCode(next);
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
                  onClick={sendCode}
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
      <FormStatus politeErrors ref={bindStatus} status={feedback.status} />
    </SettingsSection>
  );
}
