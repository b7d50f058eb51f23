// Serves a built upstream admin UI (the 2022 Vue 2 `yudao-ui-admin` or today's Vue 3 UI, built with relative API
// URLs) and proxies its API calls to a server of ours, so the walks in scripts/ can drive it. Not part of the product.
// Usage: node scripts/serve-upstream-ui.mjs <dist-dir> <ui-port> <api-port>
//   e.g. node scripts/serve-upstream-ui.mjs ../vue3-ui/dist 48191 48190, then open http://127.0.0.1:48191/
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const [distDir, uiPort, apiPort] = process.argv.slice(2);
if (!distDir || !uiPort || !apiPort) {
  console.error('usage: node scripts/serve-upstream-ui.mjs <dist-dir> <ui-port> <api-port>');
  process.exit(2);
}
const root = path.resolve(distDir);
const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.jpg': 'image/jpeg', '.gif': 'image/gif', '.ico': 'image/x-icon', '.json': 'application/json',
  '.woff': 'font/woff', '.woff2': 'font/woff2', '.ttf': 'font/ttf', '.wasm': 'application/wasm', '.mp3': 'audio/mpeg',
};
// What either UI asks of the server: the APIs, the captcha, and the pages it frames (系统接口, 数据库监控).
const proxied = ['/admin-api', '/app-api', '/captcha/', '/doc.html', '/druid', '/admin/', '/v3/api-docs', '/swagger'];

http
  .createServer((req, res) => {
    if (proxied.some((prefix) => req.url.startsWith(prefix))) {
      const upstream = http.request(
        { host: '127.0.0.1', port: apiPort, method: req.method, path: req.url, headers: { ...req.headers, host: `127.0.0.1:${apiPort}` } },
        (answer) => {
          res.writeHead(answer.statusCode, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', (err) => {
        res.writeHead(502);
        res.end(String(err));
      });
      req.pipe(upstream);
      return;
    }
    // A history-mode single-page app: anything that is not a file is its index.html.
    let file = path.join(root, decodeURIComponent(req.url.split('?')[0]));
    if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) file = path.join(root, 'index.html');
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  })
  .listen(Number(uiPort), '127.0.0.1', () => console.log(`${root} on http://127.0.0.1:${uiPort}, API → 127.0.0.1:${apiPort}`));
