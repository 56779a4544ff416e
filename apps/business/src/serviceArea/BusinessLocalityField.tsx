import {
  FieldServicesProvider,
  LocalityField,
  type UseApiRead,
} from '@quoteway/account-forms/fields';
import { apiQuery, type Locality } from '@quoteway/api-client';
import { siteCountryOfHost } from '@quoteway/domain';
import { useQuery } from '@tanstack/react-query';
import type { Ref } from 'react';
import { useConsole } from '../console';

/**
 * The console's reads for the locality search: TanStack Query's. Here, with the pages that
 * show the field, and not in the ConsoleProvider, which is in the shell's first load (and
 * would take the query library into it).
 */
const useConsoleRead: UseApiRead = (name, input, options) => {
  const { api } = useConsole();
  return useQuery({ ...apiQuery(api, name, input), enabled: options?.enabled ?? true });
};
const fieldServices = { useApiRead: useConsoleRead };

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
  return (
    <FieldServicesProvider value={fieldServices}>
      <LocalityField name="locality" country={country} required={required} {...field} />
    </FieldServicesProvider>
  );
}
