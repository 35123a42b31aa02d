import { isPagePath } from '@fintools/shared/catalog/tools';
import { HELP_PATH, SETTINGS_PATH } from './menu';
import { TOOL_ROUTES } from './routes';

// The gateway answers these paths with this shell's page for any client (a deep link from curl or a link
// preview), knowing them from the catalogue: a route added here must be a page there too.
test.each(['/', '/Dashboard', SETTINGS_PATH, HELP_PATH, ...TOOL_ROUTES.map((route) => route.path)])(
  'the route %s is a page the gateway serves',
  (path) => {
    expect(isPagePath(path)).toBe(true);
  },
);
