import type { ReactNode } from 'react';
import { srOnly } from '../private/focusRing.css';

export interface VisuallyHiddenProps {
  children: ReactNode;
  /** Element to render; `span` (default) is valid inside phrasing content, `legend` names a fieldset. */
  as?: 'span' | 'div' | 'h1' | 'h2' | 'h3' | 'p' | 'legend';
  id?: string;
}

/** Content for screen readers only (hidden visually, kept in the accessibility tree). */
export function VisuallyHidden({ children, as: Tag = 'span', id }: VisuallyHiddenProps) {
  return (
    <Tag className={srOnly} id={id}>
      {children}
    </Tag>
  );
}
