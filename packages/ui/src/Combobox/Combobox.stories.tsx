import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { Stack } from '../Stack/Stack';
import { Combobox } from './Combobox';

interface Place {
  id: number;
  locality: string;
  region: string;
  postcode: string;
}

const places: Place[] = [
  { id: 1, locality: 'Ponsonby', region: 'Auckland', postcode: '1011' },
  { id: 2, locality: 'Parnell', region: 'Auckland', postcode: '1052' },
  { id: 3, locality: 'Papatoetoe', region: 'Auckland', postcode: '2025' },
  { id: 4, locality: 'Petone', region: 'Lower Hutt', postcode: '5012' },
  { id: 5, locality: 'Paraparaumu', region: 'Kapiti Coast', postcode: '5032' },
  { id: 6, locality: 'Palmerston North Central', region: 'Palmerston North', postcode: '4410' },
  { id: 7, locality: 'Riccarton', region: 'Christchurch', postcode: '8011' },
  { id: 8, locality: 'Te Aro', region: 'Wellington', postcode: '6011' },
  { id: 9, locality: 'Mount Maunganui', region: 'Tauranga', postcode: '3116' },
  { id: 10, locality: 'Frankton', region: 'Hamilton', postcode: '3204' },
];

const placeLabel = (place: Place) => `${place.locality}, ${place.region} ${place.postcode}`;

function matching(text: string): Place[] {
  const q = text.trim().toLowerCase();
  return q === '' ? [] : places.filter((place) => placeLabel(place).toLowerCase().includes(q));
}

const meta: Meta<typeof Combobox> = {
  title: 'Components/Combobox',
  component: Combobox,
  decorators: [
    (Story) => (
      // Room under the field for the popup.
      <div style={{ maxInlineSize: '28rem', minBlockSize: '26rem' }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;

interface DemoProps {
  label?: string;
  hint?: string;
  placeholder?: string;
  initialText?: string;
  error?: string;
}

function StaticDemo({
  label = 'Suburb',
  hint = 'Start typing a suburb, town or postcode, then choose it from the list.',
  placeholder,
  initialText = '',
  error,
}: DemoProps) {
  const [text, setText] = useState(initialText);
  const [chosen, setChosen] = useState<Place | null>(null);
  return (
    <Stack gap="md">
      <Combobox
        label={label}
        hint={hint}
        placeholder={placeholder}
        name="locality"
        value={text}
        onInputChange={(next) => {
          setText(next);
          setChosen(null);
        }}
        options={matching(text)}
        getOptionKey={(place) => place.id}
        getOptionLabel={placeLabel}
        onSelect={setChosen}
        error={error}
        required
      />
      <span>Chosen: {chosen ? `#${chosen.id}` : '—'}</span>
    </Stack>
  );
}

/** The caller filters a fixed list by the text. Try "pa", then ArrowDown and Enter. */
export const StaticList: StoryObj = { render: () => <StaticDemo /> };

export const WithError: StoryObj = {
  render: () => <StaticDemo initialText="Ponsonbee" error="Choose a suburb from the list." />,
};

/** Custom option content: the suburb in bold, its city and postcode muted. */
export const CustomOptions: StoryObj = {
  render: function CustomOptionsStory() {
    const [text, setText] = useState('');
    return (
      <Combobox
        label="Suburb"
        value={text}
        onInputChange={setText}
        options={matching(text)}
        getOptionKey={(place) => place.id}
        getOptionLabel={placeLabel}
        renderOption={(place) => (
          <span>
            <strong>{place.locality}</strong>{' '}
            <span style={{ opacity: 0.75 }}>
              {place.region} {place.postcode}
            </span>
          </span>
        )}
        onSelect={(place) => setText(placeLabel(place))}
      />
    );
  },
};

/**
 * Like the apps: options come from a request keyed by the text (a fake one here, with a
 * 600 ms delay, in the story only), so the field shows "Loading…" and then the results.
 * Searches start at two characters.
 */
function AsyncDemo() {
  const [text, setText] = useState('');
  // The last answer and the text it answers, as a query cache keyed by the text would hold.
  const [answer, setAnswer] = useState<{ q: string; places: Place[] }>({ q: '', places: [] });
  const q = text.trim();
  const searching = q.length >= 2;
  const loading = searching && answer.q !== q;

  useEffect(() => {
    if (q.length < 2) return;
    const timer = setTimeout(() => setAnswer({ q, places: matching(q) }), 600);
    return () => clearTimeout(timer);
  }, [q]);

  return (
    <Combobox
      label="Suburb"
      hint="Type at least two letters."
      name="locality"
      value={text}
      onInputChange={setText}
      // The previous answer stays on screen while the next one loads.
      options={searching ? answer.places : []}
      loading={loading}
      emptyMessage={searching ? undefined : null}
      getOptionKey={(place) => place.id}
      getOptionLabel={placeLabel}
      onSelect={() => {}}
    />
  );
}

export const AsyncWithFakeDelay: StoryObj = { render: () => <AsyncDemo /> };

/** Arabic: the label, the popup and its strings mirror; the place names stay Latin. */
export const RightToLeftArabic: StoryObj = {
  globals: { dir: 'rtl' },
  render: () => (
    <StaticDemo
      label="الضاحية"
      hint="ابدأ بكتابة اسم الضاحية أو المدينة أو الرمز البريدي، ثم اختره من القائمة."
      placeholder="مثلًا Ponsonby"
    />
  ),
};
