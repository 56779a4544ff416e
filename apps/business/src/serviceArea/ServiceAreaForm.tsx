import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  type ApiInput,
  type ApiOutput,
  ApiRequestError,
  apiQuery,
  apiQueryKey,
  type Locality,
} from '@quoteway/api-client';
import { BusyIndicator, Button, Checkbox, Stack, TextField } from '@quoteway/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useConsole } from '../console';
import { refreshLeads } from '../leads/useLeadList';
import { refreshMyProfile } from '../profile/profileCache';
import { errorText, fieldGroup, fieldGroupLegend } from '../styles.css';
import { BusinessLocalityField } from './BusinessLocalityField';

type ProfessionList = ApiOutput<'professions'>;
type SavedArea = ApiOutput<'serviceArea'>;

/** Most trades a business may take leads in (contracts, ServiceArea). */
const MAX_TRADES = 10;
/** The service radius in km (contracts, ServiceArea). */
const MIN_RADIUS_KM = 1;
const MAX_RADIUS_KM = 200;
/** What a business starts with before it has saved an area. */
const DEFAULT_RADIUS_KM = 25;

interface Area {
  professions: string[];
  location: Locality | null;
  radiusKm: number;
}

/** A business that never saved an area starts from an empty one. */
const emptyArea: Area = { professions: [], location: null, radiusKm: DEFAULT_RADIUS_KM };

/** The saved area, or null when the server has none for this business yet (404). */
function savedAreaOrNone(error: unknown): null {
  if (error instanceof ApiRequestError && error.status === 404) return null;
  throw error;
}

/** Where and in which trades the business takes leads (GET/PUT /api/business/service-area). */
export function ServiceAreaForm() {
  const { t } = useLingui();
  const { api } = useConsole();
  const areaQuery = apiQuery(api, 'serviceArea');
  const area = useQuery<SavedArea | null>({
    ...areaQuery,
    queryFn: (context) => areaQuery.queryFn(context).catch(savedAreaOrNone),
  });
  const professions = useQuery(apiQuery(api, 'professions'));

  if (area.isError || professions.isError) {
    const error = area.error ?? professions.error;
    return (
      <p role="alert" className={errorText}>
        {error instanceof ApiRequestError ? error.message : t`Something went wrong`}
      </p>
    );
  }
  if (area.isPending || professions.isPending) {
    return <BusyIndicator label={t`Loading your service area`} position="inline" />;
  }
  const initial: Area = area.data
    ? {
        professions: area.data.professions,
        location: area.data.location,
        radiusKm: area.data.radiusKm,
      }
    : emptyArea;
  return <AreaForm list={professions.data} initial={initial} />;
}

function AreaForm({ list, initial }: { list: ProfessionList; initial: Area }) {
  const { t } = useLingui();
  const { api, notify, notifyError } = useConsole();
  const queryClient = useQueryClient();
  const [trades, setTrades] = useState<string[]>(initial.professions);
  const [location, setLocation] = useState<Locality | null>(initial.location);
  const [radius, setRadius] = useState(String(initial.radiusKm));
  const [errors, setErrors] = useState<{ trades?: string; locality?: string; radius?: string }>({});
  const tradesRef = useRef<HTMLDivElement>(null);
  const localityRef = useRef<HTMLInputElement>(null);
  const radiusRef = useRef<HTMLInputElement>(null);
  const chosen = trades.length;
  const tradesId = useId();

  const toggle = (slug: string) => (checked: boolean) =>
    setTrades((current) => (checked ? [...current, slug] : current.filter((s) => s !== slug)));

  const update = useMutation({
    mutationFn: (input: ApiInput<'updateServiceArea'>) => api.updateServiceArea(input),
    onSuccess: (saved) => {
      queryClient.setQueryData(apiQueryKey('serviceArea'), saved);
      setTrades(saved.professions);
      if (saved.location) setLocation(saved.location);
      setRadius(String(saved.radiusKm));
      // Leads depend on the area: the lists start again when next shown.
      void refreshLeads(queryClient);
      // The business profile shows the trades and the area (and counts them as done).
      refreshMyProfile(queryClient);
      notify(t`Your service area has been saved`);
    },
    onError: (error) => {
      if (error instanceof ApiRequestError) {
        setErrors({
          trades: error.fieldMessage('professions'),
          locality: error.fieldMessage('localityId'),
          radius: error.fieldMessage('radiusKm'),
        });
        notifyError(error.message);
      } else {
        notifyError(t`Something went wrong`);
      }
    },
  });

  const save = (event: FormEvent) => {
    event.preventDefault();
    const km = /^\d+$/.test(radius.trim()) ? Number(radius) : Number.NaN;
    const found: typeof errors = {};
    if (chosen === 0) found.trades = t`Choose at least one trade`;
    else if (chosen > MAX_TRADES) found.trades = t`Choose at most 10 trades`;
    if (!location) found.locality = t`Choose your base from the suggestions`;
    if (!(km >= MIN_RADIUS_KM && km <= MAX_RADIUS_KM)) {
      found.radius = t`Enter a distance from 1 to 200 km`;
    }
    setErrors(found);
    if (found.trades) tradesRef.current?.focus();
    else if (found.locality) localityRef.current?.focus();
    else if (found.radius) radiusRef.current?.focus();
    if (Object.keys(found).length > 0 || !location) return;

    update.mutate({ body: { professions: trades, localityId: location.id, radiusKm: km } });
  };

  return (
    <form onSubmit={save} aria-label={t`Service area`} noValidate>
      <Stack gap="lg">
        <div
          ref={tradesRef}
          tabIndex={-1}
          role="group"
          aria-labelledby={tradesId}
          aria-describedby={errors.trades ? `${tradesId}-error` : undefined}
        >
          <Stack gap="sm">
            <h3 id={tradesId}>
              <Trans>Trades</Trans>
            </h3>
            <p>
              <Plural
                value={chosen}
                _0="No trades chosen (choose 1 to 10)"
                one="# trade chosen"
                other="# trades chosen"
              />
            </p>
            {errors.trades ? (
              <p id={`${tradesId}-error`} className={errorText}>
                {errors.trades}
              </p>
            ) : null}
            {list.categories.map((category) => {
              const professions = list.professions.filter((p) => p.categorySlug === category.slug);
              if (professions.length === 0) return null;
              return (
                <fieldset className={fieldGroup} key={category.slug}>
                  <legend className={fieldGroupLegend}>{category.name}</legend>
                  <Stack direction="row" gap="md" wrap>
                    {professions.map((profession) => (
                      <Checkbox
                        key={profession.slug}
                        label={profession.name}
                        name={`trade-${profession.slug}`}
                        checked={trades.includes(profession.slug)}
                        onChange={toggle(profession.slug)}
                      />
                    ))}
                  </Stack>
                </fieldset>
              );
            })}
          </Stack>
        </div>
        <BusinessLocalityField
          ref={localityRef}
          label={t`Base locality`}
          value={location}
          onChange={setLocation}
          error={errors.locality}
        />
        <TextField
          ref={radiusRef}
          label={t`Distance you travel (km)`}
          name="radiusKm"
          type="number"
          inputMode="numeric"
          value={radius}
          onChange={(e) => setRadius(e.target.value)}
          error={errors.radius}
          required
        />
        <div>
          <Button type="submit" loading={update.isPending}>
            {t`Save service area`}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
