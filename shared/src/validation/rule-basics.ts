// @fintools/shared/validation/rule-basics: one share key for what validators and rules return, round with, are
// bounded by and reject with (shared/build/webpack.cjs SHARE_GROUPS). Remotes import the modules themselves;
// their builds consume them as this module, at a content version that covers all four, and bundle it as their
// fallback copy.
export * from './result';
export * from '../finance/limits';
export * from '../finance/rounding';
export * from '../finance/rule-input-error';
