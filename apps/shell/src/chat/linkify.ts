/** A piece of a message's text: plain text, or a web address to show as a link. */
export type TextPart =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string };

// Only http(s) addresses become links; anything else (javascript:, data:, mailto:) stays text.
const webAddress = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const closers: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

const count = (text: string, char: string) => text.split(char).length - 1;

/** Punctuation that ends a sentence is not part of the address ("see https://x.nz."). */
function trimTrailing(candidate: string): string {
  let end = candidate.length;
  while (end > 0) {
    const last = candidate[end - 1] ?? '';
    const opener = closers[last];
    if (opener) {
      // Keep a closing bracket whose opening one is inside the address (Wikipedia-style).
      const inside = candidate.slice(0, end);
      if (count(inside, opener) >= count(inside, last)) break;
      end -= 1;
    } else if (/[.,;:!?'"]/.test(last)) {
      end -= 1;
    } else {
      break;
    }
  }
  return candidate.slice(0, end);
}

function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Split a plain-text message into text and http(s) link parts. The parts are rendered as
 * React text and `<a>` elements, so markup in a message is never interpreted.
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  const pushText = (piece: string) => {
    if (piece === '') return;
    const previous = parts.at(-1);
    if (previous?.kind === 'text') previous.text += piece;
    else parts.push({ kind: 'text', text: piece });
  };
  let done = 0;
  for (const match of text.matchAll(webAddress)) {
    const start = match.index;
    const address = trimTrailing(match[0]);
    const href = safeHref(address);
    if (!href || address.length <= 'https://'.length) continue;
    pushText(text.slice(done, start));
    parts.push({ kind: 'link', text: address, href });
    done = start + address.length;
  }
  pushText(text.slice(done));
  return parts;
}
