import { Trans, useLingui } from '@lingui/react/macro';
import { ApiRequestError } from '@quoteway/api-client';
import { USER_NAME_MAX_LENGTH } from '@quoteway/domain';
import {
  EMAIL_MAX_LENGTH,
  type PhoneCallingCode,
  phoneFormats,
  readInternationalPhone,
  samePhone,
} from '@quoteway/validation';
import { Button, TickIcon } from '@quoteway/ui';
import { useEffect, useState } from 'react';
import {
  type CallingCode,
  EmailField,
  NameField,
  formStyles as forms,
  internationalPhone,
  PhoneField,
  shownPhone,
  TextedCodeField,
  usePhoneMessages,
  useTextedCode,
} from '@quoteway/account-forms/fields';
import { useJobWizardServices } from '../services';
import { isAccountMobile } from './answers';
import type { WizardFeedback } from './wizardFeedback';
import * as css from './wizard.css';
import { useWizard } from './wizardStore';

const isOurCode = (code: string): code is PhoneCallingCode => code in phoneFormats;

/** "+64 21 123 4567" as the calling code and the national number, if it is one of ours. */
function splitPhone(mobile: string): { callingCode: CallingCode; mobile: string } | null {
  const reading = readInternationalPhone(mobile);
  if (!reading.ok || !isOurCode(reading.callingCode)) return null;
  return {
    callingCode: reading.callingCode,
    mobile: reading.international.slice(reading.callingCode.length + 1),
  };
}

interface ContactStepProps {
  feedback: WizardFeedback;
  signedIn: boolean;
}

/**
 * Step 5: who is posting. A visitor gives a name and e-mail address (an account is made
 * and confirmed by e-mail); everyone verifies a mobile number with a texted code.
 */
export function ContactStep({ feedback, signedIn }: ContactStepProps) {
  const { t } = useLingui();
  const { errors, bindField, setFieldError } = feedback;
  const userName = useWizard((s) => s.userName);
  const email = useWizard((s) => s.email);
  const callingCode = useWizard((s) => s.callingCode);
  const mobile = useWizard((s) => s.mobile);
  const phone = useWizard((s) => s.phone);
  const update = useWizard((s) => s.update);
  const { api, user } = useJobWizardServices();
  const phoneText = usePhoneMessages();
  const verifiedMobile = user?.verifiedMobile ?? null;
  const businessMobile = user?.business?.mobile ?? null;
  const knownMobile = verifiedMobile ?? businessMobile;
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const international = internationalPhone(callingCode, mobile);
  // A code sent to another number does not verify this one (however either was typed).
  const current = phone && samePhone(phone.mobile, international) ? phone : null;
  const pendingId = current && !current.verified ? current.verificationId : null;
  const { resendReady, codeInputRef, codeSent } = useTextedCode(pendingId);
  // The number the code went to, as the server spells it, kept left to right in Arabic.
  const number = current ? shownPhone(current.mobile) : '';

  useEffect(() => {
    if (!knownMobile || useWizard.getState().mobile) return;
    const split = splitPhone(knownMobile);
    if (split) useWizard.getState().update(split);
  }, [knownMobile]);

  const sendCode = async () => {
    const problem = phoneText.problem(callingCode, mobile);
    if (problem) {
      feedback.report({ errors: { mobile: problem } });
      return;
    }
    setSending(true);
    try {
      const { verificationId } = await api.startPhoneVerification({
        body: { mobile: international },
      });
      update({ phone: { verificationId, mobile: international, verified: false } });
      setCode('');
      feedback.clear();
      codeSent();
    } catch (error) {
      feedback.report({
        errors: {
          mobile:
            error instanceof ApiRequestError
              ? phoneText.fromServer(error.fieldMessage('mobile') ?? error.message)
              : t`The code could not be sent. Check your connection and try again.`,
        },
      });
    } finally {
      setSending(false);
    }
  };

  const confirmCode = async () => {
    if (!current) return;
    if (!/^\d{6}$/.test(code.trim())) {
      feedback.report({ errors: { code: t`Enter the 6-digit code we texted you.` } });
      return;
    }
    setConfirming(true);
    try {
      await api.confirmPhone({
        params: { id: current.verificationId },
        body: { code: code.trim() },
      });
      update({ phone: { ...current, verified: true } });
      feedback.clear();
    } catch (error) {
      feedback.report({
        errors: {
          code:
            error instanceof ApiRequestError
              ? phoneText.fromServer(
                  error.fieldMessage('code') ?? error.fieldMessage('id') ?? error.message,
                )
              : t`The code could not be checked. Check your connection and try again.`,
        },
      });
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      {!signedIn && (
        <div className={forms.twoColumns}>
          <NameField
            bind={bindField('userName')}
            maxLength={USER_NAME_MAX_LENGTH}
            value={userName}
            onChange={(next) => {
              update({ userName: next });
              if (errors.userName) setFieldError('userName', undefined);
            }}
            error={errors.userName}
          />
          <EmailField
            bind={bindField('email')}
            maxLength={EMAIL_MAX_LENGTH}
            hint={t`We e-mail you a link to confirm your job.`}
            value={email}
            onChange={(next) => {
              update({ email: next });
              if (errors.email) setFieldError('email', undefined);
            }}
            error={errors.email}
          />
        </div>
      )}
      <PhoneField
        code={callingCode}
        number={mobile}
        onCodeChange={(next) => update({ callingCode: next })}
        onNumberChange={(next) => {
          update({ mobile: next });
          if (errors.mobile) setFieldError('mobile', undefined);
        }}
        error={errors.mobile}
        bind={bindField('mobile')}
      />
      {current?.verified || isAccountMobile(verifiedMobile, international) ? (
        <p className={css.verified} role="status">
          <TickIcon />
          <Trans>Mobile number verified</Trans>
        </p>
      ) : current ? (
        <>
          <p role="status" className={forms.hint}>
            <Trans>We texted a 6-digit code to {number}.</Trans>
          </p>
          <div className={css.inlineActions}>
            <TextedCodeField
              bind={(element) => {
                codeInputRef.current = element;
                bindField('code')(element);
              }}
              value={code}
              onChange={(next) => {
                setCode(next);
                if (errors.code) setFieldError('code', undefined);
              }}
              error={errors.code}
            />
            <Button onClick={() => void confirmCode()} loading={confirming}>
              {t`Confirm code`}
            </Button>
          </div>
          <div>
            {!resendReady && (
              <p className={forms.hint}>
                <Trans>No text yet? You can ask for a new code in half a minute.</Trans>
              </p>
            )}
            <Button
              variant="text"
              onClick={() => void sendCode()}
              loading={sending}
              disabled={!resendReady}
            >
              {t`Resend code`}
            </Button>
          </div>
        </>
      ) : (
        <div>
          <Button variant="outline" onClick={() => void sendCode()} loading={sending}>
            {t`Send code`}
          </Button>
        </div>
      )}
    </>
  );
}
