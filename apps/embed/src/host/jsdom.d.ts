// The few members of jsdom's API the host script's tests use: jsdom ships no types, and a
// page of its own per test keeps one test's widgets from seeing another's.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { url?: string });
    readonly window: Window & typeof globalThis;
  }
}
