import { isLocale, type Locale, matchLocale } from '@quoteway/i18n';
import { isThemeChoice, type ThemeChoice } from '@quoteway/ui';

/** What a widget shows: the path's trade and place, and the business of `?business=`. */
export interface WidgetAddress {
  /** `:service`, a trade's slug or name ("plumber"). */
  service?: string | undefined;
  /** `:locations`, a place as written in the address ("auckland", "mt-eden"). */
  locations?: string | undefined;
  /** `?business=`: the business's own widget (its card, and quotes asked of it alone). */
  business?: string | null | undefined;
  /**
   * `?others=1`: the business lets its widget's visitors also ask other local businesses (an
   * unticked choice). Without it a job asked of the business goes to it alone.
   */
  othersOffered?: boolean;
}

/** Everything the embed's address says: which widget, for what, in which language and theme. */
export interface EmbedAddress {
  kind: 'job' | 'business';
  address: WidgetAddress;
  locale: Locale;
  theme: ThemeChoice;
}

function decoded(segment: string | undefined): string | undefined {
  if (!segment) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape ("%E0%A4%A") names no trade or place.
    return undefined;
  }
}

/**
 * Read `/jobiframe/:service?/:locations?` or `/businessiframe/...` with `?business=`,
 * `?lang=` (else the browser's languages) and `?theme=system|light|semi-dark|dark` (default system: the visitor's device).
 */
export function readEmbedAddress(
  pathname: string,
  search: string,
  languages: readonly string[],
): EmbedAddress {
  const [kind, service, locations] = pathname.split('/').filter(Boolean);
  const query = new URLSearchParams(search);
  const lang = query.get('lang');
  const theme = query.get('theme');
  return {
    kind: kind === 'businessiframe' ? 'business' : 'job',
    address: {
      service: decoded(service),
      locations: decoded(locations),
      business: query.get('business'),
      othersOffered: query.get('others') === '1',
    },
    locale: isLocale(lang) ? lang : matchLocale(languages),
    theme: isThemeChoice(theme) ? theme : 'system',
  };
}
