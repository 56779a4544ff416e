import { Card } from '@quoteway/ui';
import { createContext, type ReactNode, useContext, useId } from 'react';
import * as css from './account.css';

/** The level of the sections' headings: 2 on a page of their own, 3 under an "Account" heading. */
export const SectionHeadingLevel = createContext<2 | 3>(2);

/** One section of the account settings: a card named by its heading. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  const Heading = useContext(SectionHeadingLevel) === 3 ? 'h3' : 'h2';
  return (
    <Card as="section" labelledBy={id}>
      <div className={css.section}>
        <Heading id={id} className={css.heading}>
          {title}
        </Heading>
        {children}
      </div>
    </Card>
  );
}
