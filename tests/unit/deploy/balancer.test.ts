import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@bulletin/contract';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BALANCER_CONF, balancerServer, nginxConf, startBalancer } from '../../support/balancer.js';
import { freePort } from '../../support/stack.js';

/**
 * The native balancer of `npm run bench:cluster` is deploy/balancer.conf with only its compose addresses rewritten
 * (docs/decisions/0037-scaled-form-tested-natively.md): the shipped settings reach it unchanged, and a file that no
 * longer has what the rewrite expects is an error, not a silent second configuration.
 */
const conf = readFileSync(BALANCER_CONF, 'utf8');
const ports = { site: 8080, strapi: 8081, purge: 8082 };
const targets = { adapters: [5001, 5002], cms: [1338, 1339], mediaOrigin: 'http://127.0.0.1:9000' };

describe('the balancer generated from deploy/balancer.conf', () => {
  it('names each adapters process with the shipped server parameters, the loopback listen and the bucket, nothing of compose', () => {
    const server = balancerServer(conf, ports, targets);
    const shipped = /server adapters:5000 resolve([^;]*);/.exec(conf)![1]!;
    expect(shipped).toMatch(/max_fails=\d+ fail_timeout=\d+s/);
    expect(server).toContain(`server 127.0.0.1:5001${shipped};`);
    expect(server).toContain(`server 127.0.0.1:5002${shipped};`);
    expect(server).toContain('listen 127.0.0.1:8080;');
    expect(server).toContain('proxy_pass http://127.0.0.1:9000/bulletin-media/;');
    expect(server).not.toMatch(/resolver|adapters:5000|minio:9000|listen 80;/);
    // The retry settings ship as they are.
    for (const line of conf.split('\n').filter((l) => /proxy_next_upstream|proxy_connect_timeout/.test(l))) expect(server).toContain(line);
  });

  it("answers its own 502 and 504 in the API's error shape, with the adapters' words for a failed content call", () => {
    expect(conf).toMatch(/error_page 502 504 = @unanswered;/);
    const body = /location @unanswered \{[^}]*return 502 '([^']*)';/.exec(conf)?.[1];
    expect(JSON.parse(body ?? 'null')).toEqual({ success: false, message: ERROR_MESSAGES.contentServiceFailed });
  });

  it('refuses a file without what it rewrites', () => {
    expect(() => balancerServer(conf.replace('listen 80;', 'listen 8000;'), ports, targets)).toThrow(/no longer has/);
  });

  it.runIf(existsSync(process.env.NGINX ?? '/usr/sbin/nginx'))('is a configuration nginx accepts', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bulletin-balancer-test-'));
    try {
      const file = path.join(dir, 'nginx.conf');
      writeFileSync(file, nginxConf(conf, dir, ports, targets));
      expect(() => execFileSync(process.env.NGINX ?? '/usr/sbin/nginx', ['-t', '-q', '-p', `${dir}/`, '-e', `${dir}/error.log`, '-c', file], { stdio: 'pipe' })).not.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.runIf(existsSync(process.env.NGINX ?? '/usr/sbin/nginx'))(
    "answers a write whose instance went away before answering with a 502 in the API's error shape, never replaying it",
    async () => {
      let posts = 0;
      // An adapters instance that dies under every write: the connection closes with no answer.
      const instance = createServer((req, res) => {
        if (req.method === 'POST') {
          posts += 1;
          req.socket.destroy();
        } else res.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
      });
      await new Promise<void>((resolve) => instance.listen(0, '127.0.0.1', resolve));
      const port = (instance.address() as AddressInfo).port;
      const balancer = await startBalancer(
        { site: await freePort(), strapi: await freePort(), purge: await freePort() },
        { adapters: [port], cms: [port], mediaOrigin: `http://127.0.0.1:${port}` },
      );
      try {
        const answer = await fetch(`${balancer.url}/api/articles`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
        expect(answer.status).toBe(502);
        expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
        expect(await answer.json()).toEqual({ success: false, message: ERROR_MESSAGES.contentServiceFailed });
        expect(posts).toBe(1);
      } finally {
        await balancer.stop();
        instance.closeAllConnections();
        await new Promise((resolve) => instance.close(resolve));
      }
    },
  );
});
