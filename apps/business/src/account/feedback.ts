import { useLingui } from '@lingui/react/macro';
import { ApiRequestError, fieldName, isNetworkError } from '@quoteway/api-client';
import { useLayoutEffect, useState } from 'react';

type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** A section's status line: the outcome of its last submit. */
export interface SectionStatusValue {
  tone: 'error' | 'success';
  text: string;
}

/**
 * One settings form's field errors and status line, and where focus goes after a submit:
 * the first field in error (in the form's order), else the status line. Errors the server
 * names (`body.email`) land under that field. (The console's copy of the job wizard's form
 * feedback, which this app cannot import.)
 */
export function useSectionFeedback<F extends string>(order: readonly F[]) {
  const { t } = useLingui();
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [status, setStatus] = useState<SectionStatusValue | null>(null);
  // Focus moves after the render that shows the errors: a new object is a new request.
  const [focusRequest, setFocusRequest] = useState<{ target: F | null } | null>(null);
  const [elements] = useState(() => new Map<F | null, HTMLElement | null>());
  const [refs] = useState(() => new Map<F | null, (element: HTMLElement | null) => void>());

  useLayoutEffect(() => {
    if (focusRequest) elements.get(focusRequest.target)?.focus();
  }, [focusRequest, elements]);

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

  const report = (next: { errors?: FieldErrors<F>; status?: SectionStatusValue | null }) => {
    const fieldErrors: FieldErrors<F> = next.errors ?? {};
    setErrors(fieldErrors);
    setStatus(next.status ?? null);
    setFocusRequest({ target: order.find((name) => fieldErrors[name]) ?? null });
  };

  return {
    errors,
    status,
    bindStatus: refFor(null),
    bindField: (name: F) => refFor(name),
    /** Set or clear one field's error (an error goes as soon as its field is changed). */
    setFieldError(name: F, message: string | undefined) {
      setErrors((current) =>
        current[name] === message ? current : { ...current, [name]: message },
      );
    },
    report,
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
     * them; anything else is the status line (the server's message, in the person's
     * language, or ours when there was no answer).
     */
    failed(error: unknown, rename: Partial<Record<string, F>> = {}) {
      if (error instanceof ApiRequestError) {
        const found: FieldErrors<F> = {};
        for (const { field, message } of error.fields) {
          const raw = fieldName(field);
          const name = (rename[raw] ?? raw) as F;
          if (order.includes(name) && !found[name]) found[name] = message;
        }
        if (Object.keys(found).length > 0) return report({ errors: found });
        if (error.status < 500) return report({ status: { tone: 'error', text: error.message } });
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
