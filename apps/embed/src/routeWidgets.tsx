import { useParams, useSearchParams } from 'react-router';
import { BusinessWidget, JobWidget } from './widgets';

/** The job widget as the shell mounts it (client-side navigation to /jobiframe). */
export function JobWidgetRoute() {
  const { service, locations } = useParams();
  const [search] = useSearchParams();
  return (
    <JobWidget
      service={service}
      locations={locations}
      business={search.get('business')}
      othersOffered={search.get('others') === '1'}
    />
  );
}

/** The business widget as the shell mounts it. */
export function BusinessWidgetRoute() {
  const { service, locations } = useParams();
  const [search] = useSearchParams();
  return (
    <BusinessWidget
      service={service}
      locations={locations}
      business={search.get('business')}
      othersOffered={search.get('others') === '1'}
    />
  );
}
