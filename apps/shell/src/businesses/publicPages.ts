// The public business pages, one lazy chunk for the route table: the directory, the trade
// listings and a business's page share most of their code, and one chunk keeps the shared
// parts out of the first load.
export { BusinessDetailsPage } from './BusinessDetailsPage';
export { BusinessDirectoryPage } from './DirectoryPage';
export { CategoryPage, ProfessionPage } from './TradeListingPage';
