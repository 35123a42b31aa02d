// The DOM matchers (toBeInTheDocument, toHaveValue, …) that shared/test/setup-dom.ts installs at run
// time, made known to tsc: that setup file is part of shared's compilation, not this package's.
/// <reference types="@testing-library/jest-dom" />
