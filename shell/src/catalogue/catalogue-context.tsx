import { createContext, useContext, type ReactNode } from 'react';
import type { CatalogueTool } from '@fintools/shared/catalogue/catalogue';

const CatalogueContext = createContext<readonly CatalogueTool[]>([]);

/** The live catalogue the page started with (read-catalogue.ts), for the sidebar, dashboard and help. */
export function CatalogueProvider({ tools, children }: { tools: readonly CatalogueTool[]; children: ReactNode }) {
  return <CatalogueContext.Provider value={tools}>{children}</CatalogueContext.Provider>;
}

export function useCatalogue(): readonly CatalogueTool[] {
  return useContext(CatalogueContext);
}
