import fs from 'node:fs';
import path from 'node:path';
import { mergeCatalogue, type CatalogueTool } from '@fintools/shared/catalogue/catalogue';
import { checkToolEntries } from '@fintools/shared/catalogue/check-tool-entries';
import { REPO_ROOT } from './start-gateway';

/** The product's areas: a folder `mfe-<area>/` each, in name order (as the gateway finds them). */
export const PRODUCT_AREAS: readonly string[] = fs
  .readdirSync(REPO_ROOT)
  .map((name) => /^mfe-([a-z0-9-]+)$/.exec(name)?.[1])
  .filter((area): area is string => area !== undefined)
  .sort();

/** The product's catalogue as the gateway serves it: every area's tools.json, merged in area order. */
export function productCatalogue(): CatalogueTool[] {
  return mergeCatalogue(
    PRODUCT_AREAS.map((area) => {
      const check = checkToolEntries(
        JSON.parse(fs.readFileSync(path.join(REPO_ROOT, `mfe-${area}`, 'tools.json'), 'utf8')),
      );
      if (!check.ok) throw new Error(`mfe-${area}/tools.json: ${check.errors.join('; ')}`);
      return [area, check.tools] as const;
    }),
  ).tools;
}
