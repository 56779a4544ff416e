/** The files a chat message may carry (the server checks the bytes again). */
export const chatMediaTypes = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

/**
 * 10 MB, the server's limit for one attachment; checked here first so a phone does not
 * upload a file only to have it refused.
 */
const CHAT_MEDIA_MAX_BYTES = 10 * 1024 * 1024;

/** Why a chosen file cannot be sent, or null when it can. */
export type AttachmentProblem = 'type' | 'size' | 'empty';

/** Check a chosen file's type and size before it is uploaded. */
export function checkAttachment(file: { type: string; size: number }): AttachmentProblem | null {
  if (!(chatMediaTypes as readonly string[]).includes(file.type)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > CHAT_MEDIA_MAX_BYTES) return 'size';
  return null;
}

/** Whether an attachment is shown as a picture (otherwise as a file link). */
export function isImage(mimeType: string): boolean {
  return mimeType.startsWith('image/');
}

/**
 * A media address fit for `src`/`href`: the server's signed URLs are http(s) or relative;
 * anything else (javascript:, data:) is refused rather than trusted.
 */
export function safeMediaUrl(url: string): string | null {
  try {
    const base = typeof window === 'undefined' ? 'http://localhost/' : window.location.href;
    const { protocol } = new URL(url, base);
    return protocol === 'http:' || protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
