import { Trans } from '@lingui/react/macro';
import { contentPagePath } from '@quoteway/domain';
import { Checkbox, TextLink } from '@quoteway/ui';

interface ConsentFieldProps {
  checked: boolean;
  onChange(checked: boolean): void;
  error?: string;
  /** Ref callback for the box (focus goes there when it is the first error). */
  bind(element: HTMLElement | null): void;
}

/**
 * The consent a new account needs (sent as `acceptTerms: true`): the Terms of Use and the
 * Privacy Policy, each opening in a new tab so the half-filled form stays.
 */
export function ConsentField({ checked, onChange, error, bind }: ConsentFieldProps) {
  return (
    <Checkbox
      ref={bind}
      name="acceptTerms"
      required
      checked={checked}
      onChange={onChange}
      error={error}
      label={
        <Trans>
          I agree to the{' '}
          <TextLink href={contentPagePath('terms')} target="_blank">
            Terms of Use
          </TextLink>{' '}
          and the{' '}
          <TextLink href={contentPagePath('privacy')} target="_blank">
            Privacy Policy
          </TextLink>
        </Trans>
      }
    />
  );
}
