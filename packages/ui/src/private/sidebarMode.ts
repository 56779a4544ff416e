import { createContext, useContext } from 'react';

export type SidebarMode = 'full' | 'mini';

/** Set by AppLayout: `mini` in the collapsed persistent sidebar, `full` elsewhere. */
export const SidebarModeContext = createContext<SidebarMode>('full');

export function useSidebarMode(): SidebarMode {
  return useContext(SidebarModeContext);
}
