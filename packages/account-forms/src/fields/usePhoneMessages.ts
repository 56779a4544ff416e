import { useLingui } from '@lingui/react/macro';
import { accountMessages, phoneMessages } from '@quoteway/api-client';
import { phoneFormats, readPhone } from '@quoteway/validation';
import type { CallingCode } from './PhoneField';

/**
 * The phone field's messages, translated and each a full sentence: what is wrong with a
 * typed number (null when it is fine), and the server's words about codes and numbers.
 */
export function usePhoneMessages() {
  const { t } = useLingui();
  const aboutCode: Record<string, string> = {
    [phoneMessages.wrongCode]: t`That is not the code we sent. Check the text message and try again.`,
    [phoneMessages.codeExpired]: t`This code has expired. Ask for a new code.`,
    [phoneMessages.tooManyGuesses]: t`That code was wrong too many times. Ask for a new code.`,
    [phoneMessages.unknownVerification]: t`We could not find this code. Ask for a new code.`,
  };
  const server: Record<string, string> = {
    ...aboutCode,
    [phoneMessages.verifyFirst]: t`Verify your mobile number with the code we text you.`,
    [phoneMessages.otherNumber]: t`The code was sent to another number. Ask for a code for this number, then type it in.`,
    // Too many texts to one number or from one place (429).
    [accountMessages.tooManyAttempts]: t`Too many attempts. Please try again later`,
  };
  return {
    /** What is wrong with the number typed for `code`, or null. */
    problem(code: CallingCode, mobile: string): string | null {
      const reading = readPhone(code, mobile);
      if (reading.ok) return null;
      if (reading.problem === 'required') return t`Enter your mobile number.`;
      if (reading.problem === 'other-code') {
        return t`The number starts with another country code. Choose that country code, or type the number without it.`;
      }
      const example = phoneFormats[code].example;
      return t`Enter a valid mobile number for ${code}, like ${example}.`;
    },
    /** The server's message, translated when it is one of the phone messages. */
    fromServer(message: string): string {
      return server[message] ?? message;
    },
    /** The server's word about a texted code (wrong, expired...), translated; else undefined. */
    aboutCode(message: string): string | undefined {
      return aboutCode[message];
    },
  };
}
