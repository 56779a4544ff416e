import { useLingui } from '@lingui/react/macro';
import { infoPages } from '@quoteway/domain';
import { SimplePage } from './SimplePage';
import { SiteTextView } from './SiteTextView';

// The pages' text lives in @quoteway/domain (site content), so the server serves the same
// words to search engines before this app runs.

export function AboutPage() {
  const { i18n } = useLingui();
  const page = infoPages.about;
  return (
    <SimplePage title={i18n._(page.title)}>
      {page.paragraphs.map((text) => (
        <p key={text.id}>
          <SiteTextView text={text} />
        </p>
      ))}
      <h2>
        <SiteTextView text={page.sourcesHeading} />
      </h2>
      <p>
        <SiteTextView text={page.sources} />
      </p>
    </SimplePage>
  );
}

export function HowItWorksPage() {
  const { i18n } = useLingui();
  const page = infoPages.howItWorks;
  return (
    <SimplePage title={i18n._(page.title)}>
      <ol>
        {page.steps.map((text) => (
          <li key={text.id}>
            <SiteTextView text={text} />
          </li>
        ))}
      </ol>
    </SimplePage>
  );
}

export function HelpPage() {
  const { i18n } = useLingui();
  const page = infoPages.help;
  return (
    <SimplePage title={i18n._(page.title)}>
      {page.paragraphs.map((text) => (
        <p key={text.id}>
          <SiteTextView text={text} />
        </p>
      ))}
    </SimplePage>
  );
}

export function AdsPage() {
  const { i18n } = useLingui();
  const page = infoPages.ads;
  return (
    <SimplePage title={i18n._(page.title)}>
      {page.paragraphs.map((text) => (
        <p key={text.id}>
          <SiteTextView text={text} />
        </p>
      ))}
    </SimplePage>
  );
}
