import { startStandalonePage } from '@fintools/shared/federation';

startStandalonePage('chat');
