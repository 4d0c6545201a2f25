import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BALANCER_CONF, balancerServer, nginxConf } from '../../support/balancer.js';

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
});
