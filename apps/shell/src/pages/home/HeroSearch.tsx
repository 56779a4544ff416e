import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Combobox, Spinner } from '@quoteway/ui';
import {
  formStyles as forms,
  LocalityField,
  useFormFeedback,
} from '@quoteway/account-forms/fields';
import { type ApiRead, type ProfessionList, siteCountry, useWizard } from '@quoteway/job-wizard';
import { type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { earlyInput } from './earlyInput';
import * as css from './home.css';

type Trade = ProfessionList['professions'][number];

/** Trades shown as one-tap choices under the search, when the list has them. */
const quickSlugs = ['plumber', 'electrician', 'builder', 'painter', 'cleaner'];

/** At most this many trades in the search's list. */
const MAX_OPTIONS = 8;

/** The trades whose name (or category) holds `text`, names starting with it first. */
function matchTrades(list: ProfessionList, text: string): Trade[] {
  const wanted = text.trim().toLocaleLowerCase();
  if (wanted === '') return [];
  const categoryOf = new Map(list.categories.map((c) => [c.slug, c.name.toLocaleLowerCase()]));
  const score = (trade: Trade) => {
    const name = trade.name.toLocaleLowerCase();
    if (name.startsWith(wanted)) return 0;
    if (name.split(/[\s/&-]+/).some((word) => word.startsWith(wanted))) return 1;
    if (name.includes(wanted)) return 2;
    if (categoryOf.get(trade.categorySlug)?.includes(wanted)) return 3;
    return null;
  };
  return list.professions
    .map((trade) => ({ trade, rank: score(trade) }))
    .filter((entry): entry is { trade: Trade; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.trade.name.localeCompare(b.trade.name))
    .slice(0, MAX_OPTIONS)
    .map((entry) => entry.trade);
}

const fields = ['trade'] as const;

interface HeroSearchProps {
  professions: ApiRead<ProfessionList>;
  /** Go on into the wizard: at its second step (trade chosen), or at its first (browse). */
  onStart(step: 0 | 1): void;
}

/**
 * The wizard's first step as the home page's search: the trade (typed, then chosen from the
 * list, or one tap on a popular one) and the place. "Get free quotes" goes on into the
 * wizard with both filled in; "Browse all trades" opens the wizard's full list of trades.
 */
export function HeroSearch({ professions, onStart }: HeroSearchProps) {
  const { t } = useLingui();
  const id = useId();
  const chosen = useWizard((s) => s.profession);
  const locality = useWizard((s) => s.locality);
  const chooseProfession = useWizard((s) => s.chooseProfession);
  const update = useWizard((s) => s.update);
  // What was done in the stand-in while this code loaded, read once: the text typed is kept,
  // in the field it was typed in, and the field in use shows its matches at once.
  const [early] = useState(() => ({ ...earlyInput }));
  const [text, setText] = useState(early.trade || chosen?.name || '');
  const form = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const field = early.focused;
    Object.assign(earlyInput, { trade: '', place: '', focused: null, pressed: null });
    const input = field && form.current?.querySelector<HTMLInputElement>(`input[name="${field}"]`);
    if (!input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [early]);
  const [country] = useState(siteCountry);
  const feedback = useFormFeedback(fields);
  const { errors, bindField, setFieldError } = feedback;

  const list = professions.data;
  const options = list ? matchTrades(list, text) : [];
  const quick = list
    ? quickSlugs.flatMap((slug) => list.professions.filter((p) => p.slug === slug))
    : [];

  const choose = (trade: Trade) => {
    chooseProfession({ slug: trade.slug, name: trade.name });
    setText(trade.name);
    setFieldError('trade', undefined);
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    // A trade typed in full counts as chosen, whatever its case.
    const typed = text.trim().toLocaleLowerCase();
    const trade =
      chosen && chosen.name.toLocaleLowerCase() === typed
        ? chosen
        : list?.professions.find((p) => p.name.toLocaleLowerCase() === typed);
    if (!trade) {
      feedback.report({
        errors: {
          trade: typed === '' ? t`Choose the trade you need.` : t`Choose a trade from the list.`,
        },
      });
      return;
    }
    chooseProfession({ slug: trade.slug, name: trade.name });
    onStart(1);
  };

  // A button pressed in the stand-in is done now: "Get free quotes" once the trades are here
  // to check the typed one against.
  const pressed = useRef(early.pressed);
  useEffect(() => {
    if (pressed.current === 'browse') {
      pressed.current = null;
      onStart(0);
    } else if (pressed.current === 'search' && !professions.isPending) {
      pressed.current = null;
      submit();
    }
  });

  return (
    <form
      ref={form}
      className={css.searchForm}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className={css.searchHeading}>
        <Trans>What do you need done?</Trans>
      </h2>
      {professions.isError && (
        <p role="alert" className={forms.error}>
          <Trans>The trades could not be loaded. Please reload the page.</Trans>
        </p>
      )}
      <Combobox
        ref={bindField('trade')}
        label={t`Trade`}
        name="trade"
        placeholder={t`For example: plumber`}
        value={text}
        onInputChange={(next) => {
          setText(next);
          if (errors.trade) setFieldError('trade', undefined);
        }}
        options={options}
        loading={professions.isPending && text.trim() !== ''}
        getOptionKey={(trade) => trade.slug}
        getOptionLabel={(trade) => trade.name}
        onSelect={choose}
        error={errors.trade}
        required
        defaultOpen={early.focused === 'trade' && early.trade !== ''}
      />
      {(professions.isPending || quick.length > 0) && (
        // The popular trades' room is held while the trades load: the fields under them stay put.
        <div className={css.quickPicksSlot}>
          {quick.length > 0 ? (
            <ul className={css.quickPicks} aria-label={t`Popular trades`}>
              {quick.map((trade) => (
                <li key={trade.slug}>
                  <button
                    type="button"
                    className={css.quickPick}
                    aria-pressed={chosen?.slug === trade.slug && text === trade.name}
                    onClick={() => choose(trade)}
                  >
                    {trade.name}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <Spinner label={t`Loading the trades`} size="sm" />
          )}
        </div>
      )}
      <LocalityField
        label={t`Where is the job?`}
        name="place"
        country={country}
        value={locality}
        defaultText={early.place}
        defaultOpen={early.focused === 'place' && early.place !== ''}
        onChange={(next) => update({ locality: next })}
      />
      <div className={css.searchActions}>
        <Button type="submit" size="lg" fullWidth>
          {t`Get free quotes`}
        </Button>
        <button type="button" className={css.browseAll} onClick={() => onStart(0)}>
          {t`Browse all trades`}
        </button>
      </div>
    </form>
  );
}
