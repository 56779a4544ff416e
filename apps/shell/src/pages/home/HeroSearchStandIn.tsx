import { Trans, useLingui } from '@lingui/react/macro';
import { buttonStyle, FieldStandIn, Spinner } from '@quoteway/ui';
import { type SyntheticEvent, useId } from 'react';
import { earlyInput } from './earlyInput';
import * as css from './home.css';

type Field = 'trade' | 'place';

/** The stand-in's field an event is from, if it is one. */
function fieldOf(event: SyntheticEvent<HTMLFormElement>): { name: Field; value: string } | null {
  const input = event.target;
  if (!(input instanceof HTMLInputElement)) return null;
  return input.name === 'trade' || input.name === 'place'
    ? { name: input.name, value: input.value }
    : null;
}

/**
 * The home page's search while its code loads (the trade list and the place autocomplete
 * come in a chunk of their own, fetched beside the page's): the same heading, fields and
 * buttons, so nothing moves when it comes. The fields take what is typed, and the search
 * starts from it, in the field that had the focus, and does what a button pressed asked for
 * (`earlyInput`).
 */
export function HeroSearchStandIn() {
  const { t } = useLingui();
  const id = useId();
  const keep = (event: SyntheticEvent<HTMLFormElement>) => {
    const field = fieldOf(event);
    if (field) earlyInput[field.name] = field.value;
  };
  return (
    <form
      className={css.searchForm}
      onSubmit={(event) => {
        event.preventDefault();
        earlyInput.pressed = 'search';
      }}
      onInput={keep}
      onFocus={(event) => {
        earlyInput.focused = fieldOf(event)?.name ?? null;
      }}
      onBlur={() => {
        earlyInput.focused = null;
      }}
      noValidate
      aria-labelledby={`${id}-title`}
      aria-busy="true"
    >
      <h2 id={`${id}-title`} className={css.searchHeading}>
        <Trans>What do you need done?</Trans>
      </h2>
      <FieldStandIn label={t`Trade`} name="trade" placeholder={t`For example: plumber`} required />
      <div className={css.quickPicksSlot}>
        <Spinner label={t`Loading the trades`} size="sm" />
      </div>
      <FieldStandIn
        label={t`Where is the job?`}
        name="place"
        hint={t`Start typing a suburb, town or postcode, then choose it from the list.`}
      />
      <div className={css.searchActions}>
        <button type="submit" className={buttonStyle({ size: 'lg', fullWidth: true })}>
          {t`Get free quotes`}
        </button>
        <button
          type="button"
          className={css.browseAll}
          onClick={() => {
            earlyInput.pressed = 'browse';
          }}
        >
          {t`Browse all trades`}
        </button>
      </div>
    </form>
  );
}
