/* global __FINTOOLS_BUILD_LABEL__ */
// Exposed by every remote as './build-info' (createRemoteConfigs adds it): which build is live, so a
// deploy can be checked from the page. The label is fixed at build time (FINTOOLS_BUILD_LABEL).
export const buildLabel = __FINTOOLS_BUILD_LABEL__;
