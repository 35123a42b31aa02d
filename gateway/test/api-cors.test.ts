import { startGateway } from './helpers';

describe('/api for tools embedded on other origins', () => {
  test('answers carry CORS headers that let any page read them', async () => {
    const app = await startGateway();
    const response = await app.inject({ url: '/api/rates?from=XYZ', headers: { origin: 'https://sibling.example' } });
    expect(response.statusCode).toBe(400);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    await app.close();
  });

  test('a chat preflight is answered without reaching the chat route', async () => {
    const app = await startGateway();
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/chat',
      headers: {
        origin: 'https://sibling.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-methods']).toContain('POST');
    expect(response.headers['access-control-allow-headers']).toMatch(/content-type/i);
    await app.close();
  });

  test('pages outside /api get no CORS header from this rule', async () => {
    const app = await startGateway();
    const response = await app.inject({ url: '/healthz' });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    await app.close();
  });
});
