import path from 'node:path';
import { describeRemoteContract } from '../../shared/test/remote-contract';

describeRemoteContract('media', path.join(__dirname, '..'));
