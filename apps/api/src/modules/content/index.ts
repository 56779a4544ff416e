import { contentHandlers } from './routes';
import { contentService } from './service';

/** The site's own pages, written as Markdown: help, FAQ, policies, about, how it works, ads. */
export function contentModule() {
  return { routes: contentHandlers({ content: contentService() }) };
}
