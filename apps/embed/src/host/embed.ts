import { startEmbeds } from './embedHost';

declare global {
  interface Window {
    /** Set by /embed.js once it runs: a second copy of the script on the page does nothing. */
    Quoteway?: { version: number };
  }
}

// The script's own address names the Quoteway site to frame (a classic script, so
// currentScript is set while it runs, async or not).
const script = document.currentScript as HTMLScriptElement | null;
if (script?.src && !window.Quoteway) {
  window.Quoteway = { version: 1 };
  startEmbeds(new URL(script.src).origin);
}
