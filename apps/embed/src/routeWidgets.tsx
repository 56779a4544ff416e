import { useParams } from 'react-router';
import { BusinessWidget, JobWidget } from './widgets';

export function JobWidgetRoute() {
  const { service, locations } = useParams();
  return <JobWidget service={service} locations={locations} />;
}

export function BusinessWidgetRoute() {
  const { service, locations } = useParams();
  return <BusinessWidget service={service} locations={locations} />;
}
