import { errorText } from '../styles.css';

/** Why a payment did not go through, announced as it appears (nothing when there is none). */
export function PaymentProblem({ error }: { error: string | null | undefined }) {
  return error ? (
    <p role="alert" className={errorText}>
      {error}
    </p>
  ) : null;
}
