import { describeRemoteContract } from '../../shared/test/remote-contract';
import { mount } from './mount';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the webpack config is CommonJS
const { exposes } = require('../webpack.config.cjs') as { exposes: Record<string, string> };

describeRemoteContract('chat', exposes, mount);
