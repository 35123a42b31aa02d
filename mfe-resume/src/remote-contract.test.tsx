import path from 'node:path';
import { describeRemoteContract } from '../../shared/test/remote-contract';

describeRemoteContract('resume', path.join(__dirname, '..'));
