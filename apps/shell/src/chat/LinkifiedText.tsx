import { linkify } from './linkify';

/**
 * A message's plain text with its http(s) addresses as links. React escapes the text, so
 * markup in a message shows as typed; links open in a new tab without handing the opener
 * or the referrer to a page someone else chose (`ugc`, `nofollow`: user content).
 */
export function LinkifiedText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((part, index) =>
        part.kind === 'link' ? (
          // The parts of one text never reorder, so their index is a stable key.
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
