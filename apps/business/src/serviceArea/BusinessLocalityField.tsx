import { LocalityField } from '@quoteway/account-forms';
import type { Locality } from '@quoteway/api-client';
import { siteCountryOfHost } from '@quoteway/domain';
import type { Ref } from 'react';
import { useConsole } from '../console';

interface BusinessLocalityFieldProps {
  label: string;
  /** The chosen locality, or null while the text matches none. */
  value: Locality | null;
  onChange: (locality: Locality | null) => void;
  error?: string;
  /** A place must be chosen (the business's base); default true. */
  required?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The shared locality field, searching the business's own country: its places are there,
 * whichever regional site it signed in on.
 */
export function BusinessLocalityField({ required = true, ...field }: BusinessLocalityFieldProps) {
  const { user } = useConsole();
  const country = user?.business?.country ?? siteCountryOfHost(window.location.hostname);
  return <LocalityField name="locality" country={country} required={required} {...field} />;
}
