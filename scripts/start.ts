// `npm start`: build once if there is no build yet, then run the server.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";

const buildDir = process.env.BUILD_DIR ?? "build";
if (!existsSync(resolve(buildDir, "client/index.html"))) {
  console.log(`No build in ${buildDir}/: building first (npm run build)…`);
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import("#server/main.ts");
