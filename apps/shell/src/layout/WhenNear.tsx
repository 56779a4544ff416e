import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';

/** How far below the viewport a section starts to come (its code, its reads, its render). */
const AHEAD = '600px';

/**
 * Below-the-fold content, rendered (and so its lazily loaded code fetched) once its place
 * comes near the viewport, or else once the page has loaded and the browser is idle: the
 * first screen's render and commit do without it. The render is a transition, which React does
 * in slices that yield to the browser. Until then `className`'s box (which should hold the
 * content's room) stands in; where the browser lacks IntersectionObserver (tests' DOMs) the
 * content renders at once.
 */
export function WhenNear({ className, children }: { className?: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near) return;
    const element = box.current;
    if (!element) return;
    let idle: number | undefined;
    const come = () => startTransition(() => setNear(true));
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) come();
      },
      { rootMargin: `0px 0px ${AHEAD} 0px` },
    );
    observer.observe(element);
    const whenIdle = () => {
      idle =
        typeof requestIdleCallback === 'function'
          ? requestIdleCallback(come, { timeout: 3000 })
          : window.setTimeout(come, 1000);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('load', whenIdle);
      if (idle !== undefined) {
        if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
        else window.clearTimeout(idle);
      }
    };
  }, [near]);
  return (
    <div ref={box} className={className}>
      {near ? children : null}
    </div>
  );
}
