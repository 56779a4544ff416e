import { Trans, useLingui } from '@lingui/react/macro';
import type { ProfessionList } from './wireTypes';
import { Choice, ChoiceGroup, Spinner, TextField } from '@quoteway/ui';
import { useId, useState } from 'react';
import { formStyles as forms } from '@quoteway/account-forms/fields';
import type { UseQueryResult } from '@tanstack/react-query';
import type { WizardFeedback } from './wizardFeedback';
import * as css from './wizard.css';
import { useWizard } from './wizardStore';

interface ProfessionStepProps {
  professions: UseQueryResult<ProfessionList>;
  feedback: WizardFeedback;
  /** The business asked for a quote, if any: the step then offers only its trades. */
  direct: { name: string | null; trades: ReadonlyArray<{ slug: string; name: string }> };
}

/**
 * Step 1: the trade, searched by name and grouped by category; for a request to one business
 * with its trades known, only those trades (that business quotes nothing else).
 */
export function ProfessionStep({ professions, feedback, direct }: ProfessionStepProps) {
  if (direct.name !== null && direct.trades.length > 0) {
    return <BusinessTradeStep trades={direct.trades} feedback={feedback} />;
  }
  return <AllTradesStep professions={professions} feedback={feedback} />;
}

/** The trades of the business asked (the wizard's header names it, in the one voice). */
function BusinessTradeStep({
  trades,
  feedback,
}: {
  trades: ReadonlyArray<{ slug: string; name: string }>;
  feedback: WizardFeedback;
}) {
  const { t } = useLingui();
  const chosen = useWizard((s) => s.profession);
  const chooseProfession = useWizard((s) => s.chooseProfession);
  return (
    <ChoiceGroup
      legend={t`Which trade is your job for?`}
      role="radiogroup"
      required
      error={feedback.errors.profession}
    >
      <div className={css.tradeList}>
        {trades.map((trade, index) => (
          <Choice
            key={trade.slug}
            ref={index === 0 ? feedback.bindField('profession') : undefined}
            type="radio"
            name="profession"
            value={trade.slug}
            label={trade.name}
            checked={chosen?.slug === trade.slug}
            onChange={() => {
              chooseProfession({ slug: trade.slug, name: trade.name });
              feedback.setFieldError('profession', undefined);
            }}
          />
        ))}
      </div>
    </ChoiceGroup>
  );
}

function AllTradesStep({ professions, feedback }: Omit<ProfessionStepProps, 'direct'>) {
  const { t } = useLingui();
  const id = useId();
  const [search, setSearch] = useState('');
  const chosen = useWizard((s) => s.profession);
  const chooseProfession = useWizard((s) => s.chooseProfession);
  const error = feedback.errors.profession;

  if (professions.isPending) return <Spinner label={t`Loading the trades`} />;
  if (professions.isError) {
    return (
      <p role="alert" className={forms.error}>
        <Trans>The trades could not be loaded. Please reload the page.</Trans>
      </p>
    );
  }

  const wanted = search.trim().toLowerCase();
  const { categories, professions: all } = professions.data;
  const groups = categories
    .map((category) => ({
      category,
      professions: all.filter(
        (p) => p.categorySlug === category.slug && p.name.toLowerCase().includes(wanted),
      ),
    }))
    .filter((group) => group.professions.length > 0);
  const firstSlug = groups[0]?.professions[0]?.slug;

  return (
    <>
      <TextField
        ref={firstSlug ? undefined : feedback.bindField('profession')}
        label={t`Search trades`}
        name="professionSearch"
        type="search"
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {chosen && (
        <p className={css.muted} aria-live="polite">
          <Trans>Chosen: {chosen.name}</Trans>
        </p>
      )}
      <ChoiceGroup legend={t`Trade`} role="radiogroup" required error={error}>
        {groups.length === 0 ? (
          <p className={css.muted}>
            <Trans>No trade matches “{search}”.</Trans>
          </p>
        ) : (
          <div className={css.tradeList}>
            {groups.map(({ category, professions: inCategory }) => (
              <div
                key={category.slug}
                role="group"
                aria-labelledby={`${id}-${category.slug}`}
                className={css.tradeGroup}
              >
                <h3 id={`${id}-${category.slug}`} className={css.categoryHeading}>
                  {category.name}
                </h3>
                {inCategory.map((p) => (
                  <Choice
                    key={p.slug}
                    ref={p.slug === firstSlug ? feedback.bindField('profession') : undefined}
                    type="radio"
                    name="profession"
                    value={p.slug}
                    label={p.name}
                    checked={chosen?.slug === p.slug}
                    onChange={() => {
                      chooseProfession({ slug: p.slug, name: p.name });
                      feedback.setFieldError('profession', undefined);
                    }}
                  />
                ))}
              </div>
            ))}
          </div>
        )}
      </ChoiceGroup>
    </>
  );
}
