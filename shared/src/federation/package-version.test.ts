import packageJson from '../../package.json';
import { SHARED_PACKAGE_VERSION } from './package-version';

test('the version provided to the share scope is the package version', () => {
  expect(SHARED_PACKAGE_VERSION).toBe(packageJson.version);
});
