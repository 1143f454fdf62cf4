import { spawn } from 'node:child_process';
import { createServer } from 'vite';

// `npm run dev`: the API on :3001 restarted on change (tsx watch), and Vite with hot reload on :3000
// proxying /api to it (vite.config.ts).
const api = spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/server.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: process.env.API_PORT ?? '3001' },
});
const vite = await createServer({
  server: { port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? '127.0.0.1' },
});
await vite.listen();
vite.printUrls();

const stop = async () => {
  api.kill('SIGTERM');
  await vite.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
