import { Trans } from '@lingui/react';
import type { SiteText } from '@quoteway/domain';
import { TextLink } from '@quoteway/ui';

/**
 * A text of the site's own pages (`@quoteway/domain`'s site content), translated; its
 * `<0>...</0>` marks become links. The server serves the same text in English.
 */
export function SiteTextView({ text }: { text: SiteText }) {
  const components = Object.fromEntries(
    (text.links ?? []).map((href, i) => [
      i,
      <TextLink key={href} href={href} children={undefined} />,
    ]),
  );
  return <Trans id={text.id} message={text.message} components={components} />;
}
