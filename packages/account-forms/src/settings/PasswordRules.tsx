import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@quoteway/ui';
import { checkPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@quoteway/validation';
import * as css from './account.css';

interface PasswordRulesProps {
  /** The password as typed so far. */
  password: string;
  /** The account's e-mail address (the password must not be it). */
  email?: string;
  /** Id of the list, for the password input's `aria-describedby`. */
  id?: string;
}

/**
 * The password policy (the one the server enforces, `checkPassword`), each rule marked met
 * or not as the person types. The list is a polite live region: when a rule's state
 * changes, its new state ("met" or "not met yet") is read out once.
 */
export function PasswordRules({ password, email = '', id }: PasswordRulesProps) {
  const { t } = useLingui();
  const broken = new Set(checkPassword(password, email));
  const empty = password === '';
  const rules = [
    {
      key: 'length',
      label: t`At least ${PASSWORD_MIN_LENGTH} characters`,
      met: !empty && !broken.has('too-short'),
    },
    { key: 'common', label: t`Not a common password`, met: !empty && !broken.has('too-common') },
    {
      key: 'email',
      label: t`Not your e-mail address`,
      met: !empty && !broken.has('matches-email'),
    },
  ];
  // The upper limit is only worth a line once it is passed.
  if (broken.has('too-long')) {
    rules.splice(1, 0, {
      key: 'long',
      label: t`At most ${PASSWORD_MAX_LENGTH} characters`,
      met: false,
    });
  }
  return (
    <ul id={id} className={css.rules} aria-label={t`What the password needs`} aria-live="polite">
      {rules.map((rule) => (
        <li
          key={rule.key}
          className={`${css.rule} ${rule.met ? css.ruleMet : ''}`}
          data-met={rule.met}
        >
          <RuleMark met={rule.met} />
          <span>
            {rule.label}
            <VisuallyHidden>{rule.met ? t` (met)` : t` (not met yet)`}</VisuallyHidden>
          </span>
        </li>
      ))}
    </ul>
  );
}

function RuleMark({ met }: { met: boolean }) {
  return (
    <svg
      className={`${css.ruleMark} ${met ? css.ruleMarkMet : ''}`}
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
    >
      {met ? (
        <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" fill="currentColor" />
      ) : (
        <circle cx="12" cy="12" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      )}
    </svg>
  );
}
