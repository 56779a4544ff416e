/** A file part of a multipart body. */
export interface FilePart {
  /** The form field (`image`, `file`). */
  field: string;
  filename: string;
  /** The Content-Type the client claims; the server trusts only the bytes. */
  type?: string;
  bytes: Buffer;
}

/**
 * A multipart/form-data body as a browser's FormData sends it: the text fields first, then the
 * file. Returns the payload and its content-type header, for `app.inject`.
 */
export function multipart(fields: Record<string, string>, file?: FilePart) {
  const boundary = '----quoteway-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
