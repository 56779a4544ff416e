import { type Translator, translator } from '@quoteway/i18n/server';

// A session as the settings list it: "Chrome on Android", from the browser's User-Agent. Only
// the family of browser and system is named; versions and models would say more about the
// device than a person needs to recognise it.

const browsers: Array<[RegExp, string]> = [
  // Order matters: Edge, Opera and Samsung Internet also say "Chrome", and Chrome says "Safari".
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(?:Headless)?Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
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

/** English, for callers that name no language (the export, tests). */
const english = translator('en');

/**
 * "Chrome on Android", "Safari on iPhone", "Firefox on Windows" in the reader's language
 * (browser and system names are brands, kept as they are); the browser or the system alone
 * when only one is known; "Unknown device" otherwise (no User-Agent, a script).
 */
export function describeDevice(
  userAgent: string | null | undefined,
  tr: Translator = english,
): string {
  const agent = userAgent?.trim() ?? '';
  const browser = agent ? first(browsers, agent) : null;
  const system = agent ? first(systems, agent) : null;
  if (browser && system) return tr.t(/*i18n*/ '{browser} on {system}', { browser, system });
  return browser ?? system ?? tr.t(/*i18n*/ 'Unknown device');
}
