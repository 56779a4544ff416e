// What either widget shows, with everything it needs (the wizard, the API client, the query
// cache): one dynamic import of the frame (`widgets.tsx`), so one chunk and one request
// (apps/embed/vite.config.ts) whichever widget the frame is.
export { BusinessWidgetContent } from './BusinessWidgetContent';
export { JobWidgetContent } from './JobWidgetContent';
