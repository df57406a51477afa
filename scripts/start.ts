// `npm start`: build once if there is no build yet (public site and staff desk), then run the server.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";

const buildDir = process.env.BUILD_DIR ?? "build";
const built = ["client/index.html", "desk/server/index.js"].every((f) => existsSync(resolve(buildDir, f)));
if (!built) {
  console.log(`No complete build in ${buildDir}/: building first (npm run build)…`);
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import("#server/main.ts");
