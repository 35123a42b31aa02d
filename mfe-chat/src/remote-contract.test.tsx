import path from 'node:path';
import { describeRemoteContract } from '../../shared/test/remote-contract';

describeRemoteContract('chat', path.join(__dirname, '..'));
