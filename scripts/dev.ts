// `npm run dev`: Vite with hot reload on :5173 (pages) plus the API server on :3001,
// which Vite proxies /api to (see vite.config.ts).
import { spawn } from "node:child_process";

const children = [
  spawn("node", ["--watch", "server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: "3001", HOST: "127.0.0.1", NODE_ENV: "development" },
  }),
  spawn("npx", ["react-router", "dev"], { stdio: "inherit", env: process.env }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && stop());
