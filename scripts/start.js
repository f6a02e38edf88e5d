#!/usr/bin/env node
// `npm start`: build the app (vite build -> build/) and serve it on http://localhost:4173 until Ctrl-C.
import { spawnSync } from 'node:child_process';
import { serve } from './serve.js';

const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const { url, close } = await serve();
console.log(`\nNightfall is running at ${url}  (Ctrl-C to stop)`);
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
	process.once(signal, () => void close().then(() => process.exit(0)));
