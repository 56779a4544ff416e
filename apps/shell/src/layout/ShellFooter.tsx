import { Trans, useLingui } from '@lingui/react/macro';
import { Footer, TextLink } from '@quoteway/ui';
import * as css from './layout.css';
import { RouterLink } from '../RouterLink';
import { useSession } from '../session/sessionStore';
import { ThemeSwitcher } from '../theme/ThemeSwitcher';

/**
 * Copyright with the current year and the policy links (spec section 2); for visitors, the
 * theme chooser (signed in, it is in the profile menu).
 */
export function ShellFooter() {
  const { t } = useLingui();
  const signedIn = useSession((s) => s.token !== null);
  const year = new Date().getFullYear();
  return (
    <Footer>
      <div className={css.footerRow}>
        <p>
          <Trans>© {year} Quoteway. All rights reserved.</Trans>
        </p>
        <nav aria-label={t`Policies`}>
          <ul className={css.footerLinks}>
            <li>
              <TextLink as={RouterLink} href="/policy/0">
                {t`Privacy Policy`}
              </TextLink>
            </li>
            <li>
              <TextLink as={RouterLink} href="/policy/1">
                {t`Terms & Conditions`}
              </TextLink>
            </li>
            <li>
              <TextLink as={RouterLink} href="/policy/2">
                {t`FAQ's`}
              </TextLink>
            </li>
            <li>
              <TextLink as={RouterLink} href="/moderation">
                {t`Moderation figures`}
              </TextLink>
            </li>
            {/* Issue 29: visitors reach help too (signed in, it is in the side menu). */}
            {!signedIn && (
              <li>
                <TextLink as={RouterLink} href="/help">
                  {t`Help`}
                </TextLink>
              </li>
            )}
          </ul>
        </nav>
        {!signedIn && <ThemeSwitcher />}
      </div>
    </Footer>
  );
}
