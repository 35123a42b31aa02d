import { startStandalonePage } from '@fintools/shared/federation';

void startStandalonePage('calculators');
