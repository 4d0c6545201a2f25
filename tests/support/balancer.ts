import { spawn, type ChildProcess } from 'node:child_process';
import { chownSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The balancer of docker-compose.yml run natively: Debian's nginx, unprivileged, in the foreground, with a
 * configuration generated from deploy/balancer.conf itself (only its addresses rewritten), so what a run proves is
 * what the compose file ships. Docker's DNS names, which have no native counterpart, are stood in for by two more
 * listeners of the same nginx: `strapi:1337` (CMS_URL: the adapters' calls spread over the Strapi processes) and
 * `adapters:5000` (PURGE_URL: Strapi's purge notices to any adapters instance).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BALANCER_CONF = path.join(root, 'deploy/balancer.conf');
/** The bucket deploy/balancer.conf serves under /media/ (S3_BUCKET in docker-compose.yml). */
export const MEDIA_BUCKET = 'bulletin-media';

export type BalancerPorts = { site: number; strapi: number; purge: number };
export type BalancerTargets = { adapters: number[]; cms: number[]; mediaOrigin: string };

/** `pattern` replaced by `replacement` in `text`; an error when it is not there (the shipped file changed shape). */
function rewrite(text: string, pattern: RegExp, replacement: string | ((...groups: string[]) => string)): string {
  if (!pattern.test(text)) throw new Error(`deploy/balancer.conf no longer has ${pattern}: update tests/support/balancer.ts`);
  return text.replace(pattern, replacement as string);
}

/** deploy/balancer.conf with its compose addresses turned into loopback ports (`server` lines keep their parameters). */
export function balancerServer(conf: string, ports: BalancerPorts, targets: BalancerTargets): string {
  let out = rewrite(conf, /^resolver [^;]*;\n/m, '');
  out = rewrite(out, /^(\s*)server adapters:5000 resolve([^;]*);/m, (_all, indent, params) =>
    targets.adapters.map((port) => `${indent}server 127.0.0.1:${port}${params};`).join('\n'),
  );
  out = rewrite(out, /listen 80;/, `listen 127.0.0.1:${ports.site};`);
  return rewrite(out, /http:\/\/minio:9000\//, `${targets.mediaOrigin}/`);
}

/** The stand-ins for Docker's DNS names `strapi` and `adapters` (see above). */
function dnsStandIns(ports: BalancerPorts, targets: BalancerTargets): string {
  // Like Docker's DNS, no health marking (max_fails=0): each call tries the next process when one refuses it.
  const servers = (list: number[]) => list.map((port) => `    server 127.0.0.1:${port} max_fails=0;`).join('\n');
  return `
upstream strapi_by_dns {
${servers(targets.cms)}
}
server {
    listen 127.0.0.1:${ports.strapi};
    client_max_body_size 160m;
    location / {
        proxy_pass http://strapi_by_dns;
        proxy_http_version 1.1;
        proxy_buffering off;
        proxy_request_buffering off;
        proxy_read_timeout 1h;
        # With no process up the call fails without an answer (444 closes the connection), as a call to a name
        # with no container behind it does (the adapters read a proxy's 502/504 the same way: adapters/src/strapi/client.ts).
        error_page 502 504 = @none;
    }
    location @none {
        return 444;
    }
}
upstream adapters_by_dns {
${servers(targets.adapters)}
}
server {
    listen 127.0.0.1:${ports.purge};
    location = /internal/purge {
        proxy_pass http://adapters_by_dns;
    }
}
`;
}

/** The whole nginx.conf: foreground, files under `dir`, the balancer and the stand-ins in one `http` block. */
export function nginxConf(conf: string, dir: string, ports: BalancerPorts, targets: BalancerTargets): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `    ${name}_temp_path ${dir}/${name};`).join('\n');
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
    access_log off;
${temp}
${balancerServer(conf, ports, targets)}
${dnsStandIns(ports, targets)}
}
`;
}

export type Balancer = { url: string; log(): Promise<string>; stop(): Promise<void> };

/** Waits until `url` answers (any status) or `child` exits. */
async function answering(url: string, child: ChildProcess, log: () => Promise<string>): Promise<void> {
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${await log()}`);
    if (await fetch(url).then(() => true, () => false)) return;
  }
  throw new Error(`nginx did not answer on ${url}:\n${await log()}`);
}

/**
 * Starts nginx (`NGINX` or /usr/sbin/nginx) on `ports` in front of `targets`. Run as root, it drops to `nobody` first:
 * the balancer never needs a privilege.
 */
export async function startBalancer(ports: BalancerPorts, targets: BalancerTargets): Promise<Balancer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bulletin-balancer-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, 65534, 65534);
  const confFile = path.join(dir, 'nginx.conf');
  await writeFile(confFile, nginxConf(await readFile(BALANCER_CONF, 'utf8'), dir, ports, targets));
  const child = spawn(process.env.NGINX ?? '/usr/sbin/nginx', ['-p', `${dir}/`, '-e', `${dir}/error.log`, '-c', confFile], {
    stdio: 'ignore',
    ...(asRoot ? { uid: 65534, gid: 65534 } : {}),
  });
  const log = () => readFile(path.join(dir, 'error.log'), 'utf8').catch(() => '');
  const url = `http://127.0.0.1:${ports.site}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      child.kill('SIGKILL');
    }
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await answering(`${url}/api/health`, child, log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, log, stop };
}
