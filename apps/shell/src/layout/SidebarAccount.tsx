import { useLingui } from '@lingui/react/macro';
import { MENU_NAME_LIMIT, truncateName } from '@quoteway/domain';
import { Avatar } from '@quoteway/ui';
import { inBusinessView } from '../session/sessionStore';
import { useSessionUser } from '../session/sessionUser';
import * as css from './SidebarAccount.css';
import { CutName } from './CutName';

/**
 * Who is signed in, at the top of the persistent sidebar (960 px and up; the drawer has its
 * own, DrawerAccount): the picture or initials, the name and the view. Spec section 9: the
 * narrow (mini) sidebar cuts the name at MENU_NAME_LIMIT characters; screen readers and the
 * tooltip keep it whole.
 */
export function SidebarAccount({ mini }: { mini: boolean }) {
  const { t } = useLingui();
  const { user } = useSessionUser();
  if (!user) return null;

  const name = user.userName;
  const shown = mini ? truncateName(name, MENU_NAME_LIMIT) : name;
  const view = inBusinessView(user)
    ? t`Business View`
    : user.userType === 'Business User'
      ? t`Customer View`
      : t`Customer`;
  return (
    <div className={mini ? css.accountMini : css.account} title={shown === name ? undefined : name}>
      <Avatar name={name} src={user.imageUrl ?? undefined} size={mini ? 'sm' : 'md'} decorative />
      <div className={css.text}>
        {/* The name keeps its own direction (bdi); the cut one is for the eye only. */}
        <p className={css.name}>
          <CutName name={name} shown={shown} />
        </p>
        {mini ? null : <p className={css.view}>{view}</p>}
      </div>
    </div>
  );
}
