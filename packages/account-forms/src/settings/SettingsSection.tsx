import { Button, Card } from '@quoteway/ui';
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

interface FormToggleProps {
  /** Whether the section's form is open. */
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The form's id (the button controls it while it is open). */
  formId: string;
  /** The form's feedback, cleared as the form opens or closes. */
  feedback: { clear(): void };
  children: ReactNode;
}

/**
 * The button that opens and closes a section's form, saying to screen readers which it is;
 * what the form said last goes as it opens or closes.
 */
export function FormToggle({ open, onOpenChange, formId, feedback, children }: FormToggleProps) {
  return (
    <div className={css.actions}>
      <Button
        variant="outline"
        expanded={open}
        controls={open ? formId : undefined}
        onClick={() => {
          onOpenChange(!open);
          feedback.clear();
        }}
      >
        {children}
      </Button>
    </div>
  );
}
