import { type RegisterName, RegisterUnavailableError } from '../../errors';

export interface RegisterRequest {
  register: RegisterName;
  url: URL;
  headers?: Record<string, string>;
  timeoutMs: number;
}

/**
 * GET a register URL and return the body of a 2xx answer. Everything else (network error,
 * timeout, any non-2xx status) throws RegisterUnavailableError: a register answers "not
 * found" inside a 200 body, so no status code can mean the number itself is bad.
 */
export async function fetchRegister({
  register,
  url,
  headers = {},
  timeoutMs,
}: RegisterRequest): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new RegisterUnavailableError(
      register,
      timedOut ? `no answer within ${timeoutMs} ms` : 'connection failed',
      { cause: error },
    );
  }
  try {
    if (!response.ok) {
      throw new RegisterUnavailableError(register, `HTTP ${response.status}`);
    }
    return await response.text();
  } catch (error) {
    if (error instanceof RegisterUnavailableError) throw error;
    // The body stream can also time out or break after the headers arrived.
    throw new RegisterUnavailableError(register, 'answer interrupted', { cause: error });
  } finally {
    // Release the connection when the body was not read (non-2xx answers).
    if (!response.bodyUsed) await response.body?.cancel().catch(() => undefined);
  }
}
