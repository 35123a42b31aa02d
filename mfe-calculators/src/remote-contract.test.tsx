import path from 'node:path';
import { describeRemoteContract } from '../../shared/test/remote-contract';

describeRemoteContract('calculators', path.join(__dirname, '..'));
