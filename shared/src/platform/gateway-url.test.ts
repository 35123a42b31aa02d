import { gatewayUrl, setGatewayBase } from './gateway-url';

afterEach(() => setGatewayBase(undefined));

test('by default the gateway is the page’s own origin', () => {
  expect(gatewayUrl('/api/rates').href).toBe(`${window.location.origin}/api/rates`);
});

test('an embedding page points tools at the FinTools gateway', () => {
  setGatewayBase('https://fintools.example');
  expect(gatewayUrl('/api/images').href).toBe('https://fintools.example/api/images');
});
