import { Trans, useLingui } from '@lingui/react/macro';
import { type ApiInput, type ApiOutput, ApiRequestError, apiQueryKey } from '@quoteway/api-client';
import {
  DEFAULT_QUOTE_TYPE,
  formatAmount,
  QUOTE_COMMENT_MAX_LENGTH,
  type QuoteType,
} from '@quoteway/domain';
import { Button, Card, Stack, TextArea } from '@quoteway/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useConsole } from '../console';
import {
  QuoteCheckboxFields,
  type QuoteCheckboxes,
  QuoteCostFields,
  useQuoteCostReader,
} from '../quotes/QuoteFields';
import { mutedText } from '../styles.css';
import { useSiteMoney } from '../useSiteMoney';
import * as styles from './autoQuotes.css';

type Settings = ApiOutput<'autoQuoteSettings'>;
type Template = Settings['templates'][number];

/** The placeholders a template's comment may hold, filled in for each customer. */
const placeholders = ['{firstName}', '{place}'] as const;

/** A template's comment with its placeholders filled in, as a customer would read it. */
function fillPlaceholders(comment: string, firstName: string, place: string): string {
  return comment.replaceAll('{firstName}', firstName).replaceAll('{place}', place);
}

interface TemplateEditorProps {
  trade: Settings['trades'][number];
  template: Template | undefined;
}

/**
 * One trade's quote template: the estimate and ticks as the manual quote form has them, and a
 * comment whose placeholders ({firstName}, {place}) are inserted by chips and shown filled in.
 */
export function TemplateEditor({ trade, template }: TemplateEditorProps) {
  const { t } = useLingui();
  const { api, notify, notifyError } = useConsole();
  const queryClient = useQueryClient();
  const money = useSiteMoney();
  const costReader = useQuoteCostReader(money.currency);
  const [type, setType] = useState<QuoteType>(template?.estCost.type ?? DEFAULT_QUOTE_TYPE);
  const [value, setValue] = useState(
    template && template.estCost.value > 0 ? formatAmount(template.estCost.value) : '',
  );
  const [comment, setComment] = useState(template?.comment ?? '');
  const [checkboxes, setCheckboxes] = useState<QuoteCheckboxes>(
    template?.checkboxes ?? { cost: false, inspection: false, information: false, comment: false },
  );
  const [errors, setErrors] = useState<{ value?: string; comment?: string }>({});
  const headingId = useId();
  const previewId = useId();
  const valueRef = useRef<HTMLInputElement>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const slug = trade.slug;
  const tradeName = trade.professionName;

  const saved = (settings: Settings) =>
    queryClient.setQueryData(apiQueryKey('autoQuoteSettings'), settings);

  const save = useMutation({
    mutationFn: (body: ApiInput<'saveQuoteTemplate'>['body']) =>
      api.saveQuoteTemplate({ params: { professionSlug: slug }, body }),
    onSuccess: (settings) => {
      saved(settings);
      notify(t`The ${tradeName} template is saved`);
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 400) {
        const found = {
          value: error.fieldMessage('estCost'),
          comment: error.fieldMessage('comment'),
        };
        if (found.value || found.comment) {
          setErrors(found);
          return;
        }
      }
      notifyError(error instanceof ApiRequestError ? error.message : t`Something went wrong`);
    },
  });

  const remove = useMutation({
    mutationFn: () => api.removeQuoteTemplate({ params: { professionSlug: slug } }),
    onSuccess: (settings) => {
      saved(settings);
      setValue('');
      setComment('');
      notify(t`The ${tradeName} template is removed`);
    },
    onError: (error) =>
      notifyError(error instanceof ApiRequestError ? error.message : t`Something went wrong`),
  });

  /** Put a placeholder where the cursor is in the comment, and keep typing after it. */
  const insert = (placeholder: string) => {
    const field = commentRef.current;
    const start = field?.selectionStart ?? comment.length;
    const end = field?.selectionEnd ?? comment.length;
    const next = `${comment.slice(0, start)}${placeholder}${comment.slice(end)}`;
    if (next.length > QUOTE_COMMENT_MAX_LENGTH) return;
    setComment(next);
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(start + placeholder.length, start + placeholder.length);
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cost = costReader.read(type, value);
    const found: typeof errors = {};
    if ('error' in cost) found.value = cost.error;
    if (comment.trim() === '') found.comment = t`Write a comment for the customer`;
    setErrors(found);
    if (found.value) valueRef.current?.focus();
    else if (found.comment) commentRef.current?.focus();
    if ('error' in cost || found.comment) return;
    save.mutate({ estCost: { type, value: cost.cents }, comment: comment.trim(), checkboxes });
  };

  const sampleName = t`Sam`;
  const samplePlace = t`Porirua`;
  const chipLabels: Record<(typeof placeholders)[number], string> = {
    '{firstName}': t`Customer's first name`,
    '{place}': t`Place of the job`,
  };

  return (
    <Card as="section" labelledBy={headingId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Stack direction="row" gap="sm" justify="between" align="center" wrap>
            <h3 id={headingId}>{tradeName}</h3>
            <span className={mutedText}>
              {template ? <Trans>Template saved</Trans> : <Trans>No template yet</Trans>}
            </span>
          </Stack>
          <QuoteCostFields
            type={type}
            onTypeChange={setType}
            value={value}
            onValueChange={setValue}
            rupees={costReader.rupees}
            error={errors.value}
            names={{ type: `${slug}-estCostType`, value: `${slug}-estCostValue` }}
            valueRef={valueRef}
          />
          <TextArea
            ref={commentRef}
            label={t`Comment for the customer`}
            hint={t`Use the buttons below to put in the customer's first name and the job's place.`}
            name={`${slug}-comment`}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            error={errors.comment}
            maxLength={QUOTE_COMMENT_MAX_LENGTH}
            required
          />
          <Stack direction="row" gap="xs" wrap>
            {placeholders.map((placeholder) => {
              const what = chipLabels[placeholder];
              return (
                <Button
                  key={placeholder}
                  size="sm"
                  variant="outline"
                  onClick={() => insert(placeholder)}
                  describedBy={previewId}
                >
                  <Trans>
                    Insert {what} <span className={styles.chipCode}>{placeholder}</span>
                  </Trans>
                </Button>
              );
            })}
          </Stack>
          <Stack gap="xs">
            <p className={mutedText} id={previewId}>
              <Trans>
                What a customer named {sampleName} in {samplePlace} reads:
              </Trans>
            </p>
            <p className={styles.preview}>
              {comment.trim() ? (
                fillPlaceholders(comment, sampleName, samplePlace)
              ) : (
                <Trans>Your comment shows here as you write it.</Trans>
              )}
            </p>
          </Stack>
          <QuoteCheckboxFields
            checkboxes={checkboxes}
            onChange={setCheckboxes}
            namePrefix={`${slug}-`}
          />
          <Stack direction="row" gap="sm" wrap>
            <Button type="submit" loading={save.isPending}>
              {t`Save template`}
            </Button>
            {template ? (
              <Button variant="outline" loading={remove.isPending} onClick={() => remove.mutate()}>
                {t`Remove template`}
              </Button>
            ) : null}
          </Stack>
        </Stack>
      </form>
    </Card>
  );
}
