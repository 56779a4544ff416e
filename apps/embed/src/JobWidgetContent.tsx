import type { WidgetAddress } from './address';
import { EmbedServices } from './EmbedServices';
import { JobPosting } from './JobPosting';

/** The job widget's content, loaded after its frame: the services and the wizard. */
export function JobWidgetContent(address: WidgetAddress) {
  return (
    <EmbedServices>
      <JobPosting address={address} />
    </EmbedServices>
  );
}
