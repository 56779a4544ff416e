// A session as the settings list it: "Chrome on Android", from the browser's User-Agent. Only
// the family of browser and system is named; versions and models would say more about the
// device than a person needs to recognise it.

const browsers: Array<[RegExp, string]> = [
  // Order matters: Edge, Opera and Samsung Internet also say "Chrome", and Chrome says "Safari".
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\/|\bMobile\/\w+ Safari\//, 'Safari'],
];

const systems: Array<[RegExp, string]> = [
  // Android says "Linux" too, and iPads on iPadOS 13+ may say "Macintosh".
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
];

function first(table: Array<[RegExp, string]>, userAgent: string): string | null {
  return table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
}

/**
 * "Chrome on Android", "Safari on iPhone", "Firefox on Windows"; the browser or the system
 * alone when only one is known; "Unknown device" otherwise (no User-Agent, a script).
 */
export function describeDevice(userAgent: string | null | undefined): string {
  const agent = userAgent?.trim() ?? '';
  if (!agent) return 'Unknown device';
  const browser = first(browsers, agent);
  const system = first(systems, agent);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}
