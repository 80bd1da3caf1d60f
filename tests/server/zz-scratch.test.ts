import { it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSite } from './support/start-site.ts';
it('explore', async () => {
  const upstream = http.createServer((req, res) => { console.log('UPSTREAM', req.method, req.url, JSON.stringify(req.headers)); res.setHeader('Set-Cookie','x=1'); res.setHeader('X-Powered-By','php'); res.setHeader('Server','apache'); res.end('{"ok":true}'); });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  const up = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  const site = await startSite({ PRODUCT_API_URL: up });
  const server = http.createServer(site.app); await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  const raw = (path: string, method = 'GET', headers: Record<string,string> = {}) => new Promise<{status:number; headers: http.IncomingHttpHeaders; body: string}>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers }, (res) => { let b=''; res.on('data', (c) => b+=c); res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body: b})); });
    req.on('error', reject); req.end();
  });
  for (const [p, m, h] of [
    ['http://evil.example/api/x', 'GET', { Cookie: 'session_jwt=aaaaaaaaaa.bbbbbbbbbb.cccccccccc; other=1', Authorization: 'Bearer client' }],
    ['http://evil.example/api/../admin', 'GET', {}],
    ['/api/../x', 'GET', {}],
    ['/api/x', 'GET', { Cookie: 'session_jwt=aaaaaaaaaa.bbbbbbbbbb.cccccccccc; other=1', Authorization: 'Bearer client', 'X-Forwarded-Host': 'evil' }],
    ['/', 'POST', {}], ['/', 'OPTIONS', {}], ['/', 'PUT', {}], ['/', 'DELETE', {}], ['/menu', 'PATCH', {}], ['/', 'TRACE', {}],
  ] as [string,string,Record<string,string>][]) {
    const r = await raw(p, m, h); console.log(m, p, r.status, r.headers.location ?? '', r.headers['set-cookie'] ?? '', r.headers['x-powered-by'] ?? '', r.headers.server ?? '', r.body.slice(0, 100));
  }
  server.close(); upstream.close();
  await site.stop();
}, 60000);
