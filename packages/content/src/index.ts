export { contentRoot, loadContent, readContentSource } from './load';
export type { LoadedContent } from './load';
export { ContentError, isSafeLink, renderContent } from './render';
export type { ContentDocument, ContentEntry, ContentSection } from './render';
export { contentLabels } from './labels';
export { tradeGuide } from './tradeGuides';
export type { TradeGuide } from './tradeGuides';
