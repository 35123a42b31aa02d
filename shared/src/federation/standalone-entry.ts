// The entry of every area's standalone page (shared/build/webpack.cjs): the area is the build's, by its folder.
import { startStandalonePage } from './standalone-page';

declare const __FINTOOLS_REMOTE__: string;

void startStandalonePage(__FINTOOLS_REMOTE__);
