#!/usr/bin/env node
// The portal as several server instances behind nginx, over PostgreSQL and Redis (issue 25).
//
//   node scripts/cluster/cluster.mjs start     instances and nginx (installs nginx when missing, as root)
//   node scripts/cluster/cluster.mjs restart   a rolling restart: one instance at a time, no request lost
//   node scripts/cluster/cluster.mjs status    what runs, and whether each instance is ready
//   node scripts/cluster/cluster.mjs stop
//
// Environment: DATABASE_URL and REDIS_URL (required: the instances share both), PORT (nginx, 3000),
// CLUSTER_INSTANCES (2), CLUSTER_DIR (./.cluster: configuration, logs, pids), and whatever else the
// server reads (README, "Operations"). Needs the build (`pnpm build`).
//
// A rolling restart takes each instance out in turn: nginx stops sending it requests (its
// configuration says `down`, reloaded gracefully: requests under way finish where they are), then
// the instance gets SIGTERM: it stops listening, tells its live barrage sockets to reconnect (they come
// back through nginx to the instance that stays, from the last barrage they saw) and finishes what it
// has under way. It starts again, and once /readyz answers, nginx sends it requests again.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const serverEntry = path.join(root, 'server', 'dist', 'main.mjs');

/** waits for `ready()` to be true, polling; `what` names the state in the error of a hang guard */
export async function until(ready, what, { guardMs = 120_000, everyMs = 50 } = {}) {
  const started = Date.now();
  for (;;) {
    if (await ready()) return;
    if (Date.now() - started > guardMs) throw new Error(`等待超时：${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** nginx: Debian's package, installed when missing and this machine may (root with apt-get) */
export function ensureNginx() {
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
  if (found) return found;
  if (process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get']).status === 0) {
    console.log('==> 安装 nginx（Debian 软件包）');
    const run = spawnSync(
      'sh',
      [
        '-c',
        'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx',
      ],
      { stdio: 'inherit' },
    );
    if (run.status === 0 && fs.existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  }
  throw new Error('找不到 nginx：请安装 Debian 软件包 nginx（apt-get install nginx）');
}

/** The cluster described by its folder: ports, pids, logs. */
export function clusterAt(dir, { port = 3000, instances = 2, instancePorts = [], env = {} } = {}) {
  fs.mkdirSync(path.join(dir, 'nginx-temp'), { recursive: true });
  // nginx's workers run as its unprivileged user: they must reach the temporary folders (a picture
  // uploaded through nginx is buffered there), which nginx itself makes theirs
  fs.chmodSync(dir, 0o755);
  fs.chmodSync(path.join(dir, 'nginx-temp'), 0o755);
  const statePath = path.join(dir, 'state.json');
  const saved = fs.existsSync(statePath) ? JSON.parse(fs.readFileSync(statePath, 'utf8')) : null;
  const state = saved ?? {
    port,
    instances: Array.from({ length: instances }, (_, i) => ({
      name: `instance-${i + 1}`,
      port: instancePorts[i] ?? port + 1 + i,
    })),
  };
  const save = () => fs.writeFileSync(statePath, JSON.stringify(state, null, 2));
  save();
  const confPath = path.join(dir, 'nginx.conf');
  const nginxPidPath = path.join(dir, 'nginx.pid');
  const pidPath = (instance) => path.join(dir, `${instance.name}.pid`);
  const readPid = (file) => (fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8')) || null : null);

  /** nginx's configuration with the instances named in `down` taken out */
  const writeConf = (down = new Set()) => {
    const temp = path.join(dir, 'nginx-temp');
    const servers = state.instances
      .map((i) => `    server 127.0.0.1:${i.port}${down.has(i.name) ? ' down' : ''};`)
      .join('\n');
    fs.writeFileSync(
      confPath,
      `# written by scripts/cluster/cluster.mjs
worker_processes 2;
pid ${nginxPidPath};
error_log ${path.join(dir, 'nginx-error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  # a picture may be 10 MB, plus its form
  client_max_body_size 12m;
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  upstream portal {
${servers}
  }
  server {
    listen ${state.port};
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # a live barrage socket is upgraded; anything else closes its upstream connection after the
      # answer: no idle connection to an instance that stops, so a request is either sent to an
      # instance that takes it or refused at connect and tried on the other
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 1h;
      # an instance closing answers 503 before it has done anything: a read goes to the other one
      proxy_next_upstream error timeout http_503;
    }
  }
}
`,
    );
  };

  const nginx = ensureNginx();
  const nginxPid = () => {
    const pid = readPid(nginxPidPath);
    return pid && alive(pid) ? pid : null;
  };
  /** nginx's worker processes (children of its master) and whether each is an old one shutting down */
  const workers = (master) => {
    const children = fs
      .readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .flatMap((pid) => {
        try {
          const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
          const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
          if (parent !== master) return [];
          const title = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
          return [{ pid: Number(pid), old: title.includes('shutting down') }];
        } catch {
          return [];
        }
      });
    return children;
  };
  /** reloads nginx with `down` taken out; resolves once new workers serve (the old only finish) */
  const reload = async (down) => {
    writeConf(down);
    const master = nginxPid();
    if (!master) throw new Error('nginx 未运行');
    const before = new Set(workers(master).map((w) => w.pid));
    const test = spawnSync(nginx, ['-t', '-q', '-c', confPath, '-p', dir], { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`nginx 配置有误：${test.stderr}`);
    process.kill(master, 'SIGHUP');
    await until(() => {
      const now = workers(master);
      const fresh = now.filter((w) => !before.has(w.pid) && !w.old);
      const stale = now.filter((w) => before.has(w.pid) && !w.old);
      return fresh.length > 0 && stale.length === 0;
    }, 'nginx 重新加载配置');
  };

  const instanceEnv = (instance, extra) => ({
    ...process.env,
    ...env,
    ...extra,
    PORT: String(instance.port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    // the client's address is the one nginx (on this machine) forwards
    PORTAL_TRUST_PROXY: process.env.PORTAL_TRUST_PROXY ?? '127.0.0.1',
  });

  const instancePid = (instance) => {
    const pid = readPid(pidPath(instance));
    return pid && alive(pid) ? pid : null;
  };

  const ready = async (instance) => {
    try {
      const res = await fetch(`http://127.0.0.1:${instance.port}/readyz`);
      return res.status === 200;
    } catch {
      return false;
    }
  };

  /** starts one instance (seeding only when told: the first start of an empty database) and waits until it is ready */
  const startInstance = async (instance, { seed = false } = {}) => {
    if (!fs.existsSync(serverEntry)) throw new Error(`缺少构建产物 ${serverEntry}：请先运行 pnpm build`);
    const log = fs.openSync(path.join(dir, `${instance.name}.log`), 'a');
    const child = spawn(process.execPath, [serverEntry], {
      env: instanceEnv(instance, { PORTAL_SEED: seed ? '1' : '0' }),
      stdio: ['ignore', log, log],
      detached: true,
    });
    fs.closeSync(log);
    child.unref();
    fs.writeFileSync(pidPath(instance), String(child.pid));
    let exited = false;
    child.once('exit', () => {
      exited = true;
    });
    await until(
      async () => {
        if (exited)
          throw new Error(`${instance.name} 启动失败，见 ${path.join(dir, `${instance.name}.log`)}`);
        return ready(instance);
      },
      `${instance.name} 就绪`,
      { guardMs: 15 * 60_000, everyMs: 100 },
    );
  };

  /** SIGTERM, then waits for the process to end (it finishes what it has under way first) */
  const stopInstance = async (instance) => {
    const pid = instancePid(instance);
    if (!pid) return;
    process.kill(pid, 'SIGTERM');
    await until(() => !alive(pid), `${instance.name} 停止`, { guardMs: 120_000 });
    fs.rmSync(pidPath(instance), { force: true });
  };

  return {
    dir,
    state,
    url: `http://127.0.0.1:${state.port}`,
    instances: state.instances,

    async start() {
      // the first instance alone first: on an empty database it migrates and seeds
      const [first, ...rest] = state.instances;
      for (const instance of state.instances) {
        if (instancePid(instance))
          throw new Error(`${instance.name} 已在运行（pid ${instancePid(instance)}）`);
      }
      await startInstance(first, { seed: true });
      await Promise.all(rest.map((instance) => startInstance(instance)));
      writeConf();
      if (!nginxPid()) {
        const run = spawnSync(nginx, ['-c', confPath, '-p', dir], { encoding: 'utf8' });
        if (run.status !== 0) throw new Error(`nginx 启动失败：${run.stderr}`);
      }
      await until(async () => {
        try {
          return (await fetch(`http://127.0.0.1:${state.port}/readyz`)).status === 200;
        } catch {
          return false;
        }
      }, 'nginx 就绪');
    },

    /**
     * One instance after another: out of nginx, stopped (draining), started, ready, back in.
     * `onStep` hears each step (the proof prints them with their times).
     */
    async rollingRestart(onStep = () => {}) {
      for (const instance of state.instances) {
        const down = new Set([instance.name]);
        await reload(down);
        onStep(`${instance.name}：nginx 不再向其转发新请求`);
        await stopInstance(instance);
        onStep(`${instance.name}：已停止（进行中的请求已完成，直播连接已通知重连）`);
        await startInstance(instance);
        onStep(`${instance.name}：已重新启动并就绪`);
        await reload(new Set());
        onStep(`${instance.name}：nginx 恢复向其转发`);
      }
    },

    async stop() {
      const master = nginxPid();
      if (master) {
        process.kill(master, 'SIGQUIT');
        await until(() => !alive(master), 'nginx 停止');
      }
      for (const instance of state.instances) await stopInstance(instance);
    },

    async status() {
      return Promise.all(
        state.instances.map(async (instance) => ({
          name: instance.name,
          port: instance.port,
          pid: instancePid(instance),
          ready: await ready(instance),
        })),
      ).then((list) => ({ nginx: nginxPid(), port: state.port, instances: list }));
    },
  };
}

async function main() {
  const command = process.argv[2];
  if (!['start', 'restart', 'status', 'stop'].includes(command ?? '')) {
    console.log('用法: node scripts/cluster/cluster.mjs start|restart|status|stop');
    process.exit(command ? 1 : 0);
  }
  if (command === 'start' && (!process.env.DATABASE_URL || !process.env.REDIS_URL)) {
    throw new Error('多实例需要共享数据库与 Redis：请设置 DATABASE_URL 与 REDIS_URL');
  }
  const cluster = clusterAt(path.resolve(process.env.CLUSTER_DIR ?? path.join(root, '.cluster')), {
    port: Number(process.env.PORT ?? 3000),
    instances: Number(process.env.CLUSTER_INSTANCES ?? 2),
  });
  const started = Date.now();
  const at = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  if (command === 'start') {
    await cluster.start();
    console.log(`门户已启动：${cluster.url}（${cluster.instances.length} 个实例，nginx 在前）`);
  } else if (command === 'restart') {
    await cluster.rollingRestart((step) => console.log(`[${at()}] ${step}`));
    console.log(`滚动重启完成，用时 ${at()}`);
  } else if (command === 'stop') {
    await cluster.stop();
    console.log('已停止');
  } else {
    console.log(JSON.stringify(await cluster.status(), null, 2));
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
