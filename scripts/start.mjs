#!/usr/bin/env node
// `npm start`: build what is missing or older than its sources, then serve web + API on one port.
import { spawn } from 'node:child_process';
import { buildIfStale, root } from './build-if-stale.mjs';

buildIfStale();

const server = spawn(process.execPath, ['apps/server/dist/server.js'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
