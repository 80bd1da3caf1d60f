import { fork } from 'node:child_process';
import { load } from '../bench/load.ts';
const port = 4555;
const child = fork('scripts/bench/site-server.ts', [], {
  execArgv: ['--import', 'tsx', '--cpu-prof', '--cpu-prof-dir=/tmp/prof'],
  env: { ...process.env, BENCH_PORT: String(port) },
  stdio: 'inherit',
});
await new Promise((r) => child.once('message', r));
const path = process.argv[2] ?? '/recettes/page/1';
await load(`http://127.0.0.1:${port}${path}`, { connections: 8, seconds: 2 });
const r = await load(`http://127.0.0.1:${port}${path}`, { connections: 32, seconds: 10 });
console.log(r.requestsPerSecond);
child.kill('SIGTERM');
await new Promise((r) => child.once('exit', r));
