import { useLingui } from '@lingui/react/macro';
import { ApiRequestError, fieldName, isNetworkError } from '@quoteway/api-client';
import { useLayoutEffect, useState } from 'react';
import type { FormStatusValue } from './FormStatus';

type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * A form's field errors and status line, and where focus goes after a submit: the first
 * field in error (in the form's order), else the status line. Server errors that name a
 * field (`body.email`) appear under that field's input. The sign-in, sign-up and password
 * forms, the job wizard's contact step and each account settings section use it.
 */
export function useFormFeedback<F extends string>(order: readonly F[]) {
  const { t } = useLingui();
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [status, setStatus] = useState<FormStatusValue | null>(null);
  // Focus moves after the render that shows the errors: a new object is a new request.
  const [focusRequest, setFocusRequest] = useState<{ target: F | null } | null>(null);
  // Where the inputs and the status line are, filled by ref callbacks (never read in render).
  const [elements] = useState(() => new Map<F | null, HTMLElement | null>());
  const [refs] = useState(() => new Map<F | null, (element: HTMLElement | null) => void>());

  // In the commit that shows the errors, so focus and the message arrive together.
  useLayoutEffect(() => {
    if (focusRequest) elements.get(focusRequest.target)?.focus();
  }, [focusRequest, elements]);

  /** A stable ref callback recording where `name`'s element is (null: the status line). */
  function refFor(name: F | null) {
    let ref = refs.get(name);
    if (!ref) {
      ref = (element) => {
        elements.set(name, element);
      };
      refs.set(name, ref);
    }
    return ref;
  }

  /** Show the outcome of a submit and move focus to it. */
  const report = (next: { errors?: FieldErrors<F>; status?: FormStatusValue | null }) => {
    const fieldErrors: FieldErrors<F> = next.errors ?? {};
    setErrors(fieldErrors);
    setStatus(next.status ?? null);
    setFocusRequest({ target: order.find((name) => fieldErrors[name]) ?? null });
  };

  /**
   * The field errors a server answer names, for fields this form has (`rename` maps a server
   * field to the form's); null when it names none of them.
   */
  const serverFieldErrors = (
    error: unknown,
    rename: Partial<Record<string, F>> = {},
  ): FieldErrors<F> | null => {
    if (!(error instanceof ApiRequestError)) return null;
    const found: FieldErrors<F> = {};
    for (const { field, message } of error.fields) {
      const raw = fieldName(field);
      const name = (rename[raw] ?? raw) as F;
      if (order.includes(name) && !found[name]) found[name] = message;
    }
    return Object.keys(found).length > 0 ? found : null;
  };

  return {
    errors,
    status,
    /** Ref callback for the form's status line. */
    bindStatus: refFor(null),
    /** Ref callback for a field's input, so focus can reach it. */
    bindField: (name: F) => refFor(name),
    /** Set or clear one field's error (checks as the user leaves a field or changes it). */
    setFieldError(name: F, message: string | undefined) {
      setErrors((current) =>
        current[name] === message ? current : { ...current, [name]: message },
      );
    },
    report,
    serverFieldErrors,
    /** Clear everything (a new submit starts). */
    clear() {
      setErrors({});
      setStatus(null);
    },
    /** A success line (announced politely, focus stays where it is). */
    succeeded(text: string) {
      setErrors({});
      setStatus({ tone: 'success', text });
    },
    /**
     * A refused or failed call: errors the server names for this form's fields go under
     * them; anything else is the status line
     * (the server's message, in the person's language, or ours when there was no answer).
     */
    failed(error: unknown, rename: Partial<Record<string, F>> = {}) {
      const found = serverFieldErrors(error, rename);
      if (found) return report({ errors: found });
      if (error instanceof ApiRequestError && error.status < 500) {
        return report({ status: { tone: 'error', text: error.message } });
      }
      report({
        status: {
          tone: 'error',
          text: isNetworkError(error)
            ? t`We could not reach the server. Check your connection and try again.`
            : t`Something went wrong`,
        },
      });
    },
  };
}
