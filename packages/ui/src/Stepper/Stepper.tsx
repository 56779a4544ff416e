import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { TickIcon } from '../private/icons';
import * as styles from './Stepper.css';

export interface StepperStep {
  /** Stable key of the step. */
  id: string;
  /** Visible name of the step (translated). */
  label: string;
}

export interface StepperProps {
  /** Accessible name of the list of steps, e.g. a translated "Progress". */
  label: string;
  steps: readonly StepperStep[];
  /** Index of the step the user is on. */
  current: number;
  /** Read after a finished step's name by screen readers, e.g. a translated "(completed)". */
  completedLabel: string;
  /**
   * When given, finished steps are buttons that call it with their index (going back to
   * change an answer); steps ahead of the current one are never selectable.
   */
  onStepSelect?: (index: number) => void;
}

/**
 * Progress through a multi-step form: an ordered list of the steps, the current one marked
 * `aria-current="step"`, finished ones ticked. It shows where the user is; the form itself
 * owns the step headings and focus.
 */
export function Stepper({ label, steps, current, completedLabel, onStepSelect }: StepperProps) {
  return (
    <ol className={styles.list} aria-label={label}>
      {steps.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
        const content = (
          <>
            <span className={styles.marker[state]} aria-hidden="true">
              {state === 'done' ? <TickIcon size={14} /> : index + 1}
            </span>
            <span className={state === 'current' ? styles.label : styles.otherLabel}>
              {step.label}
              {state === 'done' ? <VisuallyHidden>{` ${completedLabel}`}</VisuallyHidden> : null}
            </span>
          </>
        );
        return (
          <li
            key={step.id}
            className={styles.item[state]}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            {state === 'done' && onStepSelect ? (
              <button type="button" className={styles.button} onClick={() => onStepSelect(index)}>
                {content}
              </button>
            ) : (
              <span className={styles.plain}>{content}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
