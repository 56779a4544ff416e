/** Which government register a request went to (for logs; never carries a key). */
export type RegisterName = 'NZBN' | 'ABR';

/**
 * The register gave no usable answer: unreachable, too slow, 5xx, 429, refused our
 * credentials, not configured, or sent a body we cannot read. The number is then
 * format-valid but unverified, and is checked again later. The message never contains the
 * request URL, because the ABR GUID travels in its query string.
 */
export class RegisterUnavailableError extends Error {
  constructor(
    readonly register: RegisterName,
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`${register} register unavailable: ${reason}`, options);
    this.name = 'RegisterUnavailableError';
  }
}

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
