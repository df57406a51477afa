// podman for the container test: whether it can run here (and why not), the image built from the
// Dockerfile on the Debian-made base (scripts/container-base.ts), and containers on the host's network.
import { execFile, spawn, spawnSync } from "node:child_process";
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { baseImageTag, bootstrapper, ensureBaseImage, imageExists } from "#scripts/container-base.ts";

export const IMAGE = "localhost/leadwise-website:test";
/** The Dockerfile's label on this project's images (the build's stages included). */
const LABEL = "org.example.leadwise.image=website";
const root = resolve(import.meta.dirname, "../..");
/** Debian's bundle of the host's trusted certificates (its own authorities included). */
const HOST_CA = "/etc/ssl/certs/ca-certificates.crt";

/** Whether podman can build and run containers here; if not, the reason, for the skip. */
export function probeEngine(): { ok: true } | { ok: false; reason: string } {
  const version = spawnSync("podman", ["--version"], { encoding: "utf8" });
  if (version.error || version.status !== 0) {
    return { ok: false, reason: "podman is not installed (Debian: apt-get install -y podman runc mmdebstrap)" };
  }
  const info = spawnSync("podman", ["info", "--format", "{{.Store.GraphDriverName}}"], { encoding: "utf8" });
  if (info.status !== 0) {
    const why = `${info.stderr}`.trim().split("\n").at(-1) ?? "";
    return { ok: false, reason: `podman cannot run containers here (podman info: ${why})` };
  }
  if (!process.env.CONTAINER_BASE_IMAGE && !bootstrapper() && !imageExists(baseImageTag())) {
    return { ok: false, reason: "no base image and neither mmdebstrap nor debootstrap to make one" };
  }
  return { ok: true };
}

/**
 * crun, podman's default runtime on Debian, refuses hybrid cgroups (v1 with controllers on a v2 mount,
 * as on these machines); runc runs on either, so it is used when installed.
 */
const RUNTIME =
  spawnSync("sh", ["-c", "command -v runc"], { stdio: "ignore" }).status === 0 ? ["--runtime", "runc"] : [];
/**
 * Podman raises the open-files and process limits to 1048576 by default, which a sandbox without
 * CAP_SYS_RESOURCE refuses (as here): limits of our own, ample for the server.
 */
const LIMITS = ["--ulimit", "nofile=16384:16384", "--ulimit", "nproc=8192:8192"];

export interface Result {
  code: number;
  stdout: string;
  stderr: string;
}

export function podman(args: string[]): Promise<Result> {
  return new Promise((done) => {
    execFile(
      "podman",
      [...RUNTIME, ...args],
      { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
        done({ code, stdout, stderr });
      },
    );
  });
}

export async function podmanOk(args: string[]): Promise<string> {
  const result = await podman(args);
  if (result.code !== 0)
    throw new Error(`podman ${args.join(" ")} exited ${result.code}: ${result.stderr.slice(-2000)}`);
  return result.stdout;
}

/** Runs a long podman command with its output in a log file; its tail in the error if it fails. */
function podmanLogged(args: string[], log: string): Promise<void> {
  return new Promise((done, fail) => {
    const out = createWriteStream(log);
    const child = spawn("podman", [...RUNTIME, ...args], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.once("error", fail);
    child.once("close", (code) => {
      out.end(() => {
        if (code === 0) return done();
        const tail = readFileSync(log, "utf8").slice(-4000);
        fail(new Error(`podman ${args.slice(0, 2).join(" ")} exited ${code} (log: ${log}):\n${tail}`));
      });
    });
  });
}

export interface BuildFigures {
  base: string;
  /** Seconds to make the base image (0 when podman already had it). */
  baseSeconds: number;
  buildSeconds: number;
}

/**
 * Builds IMAGE from the Dockerfile on CONTAINER_BASE_IMAGE, or on the Debian-made base (made first
 * if podman lacks it). The deps and build stages are tagged too, so their layers (the npm ci's above
 * all) stay cached for the next run while the untagged leftovers of earlier builds are removed.
 */
export async function buildImage(): Promise<BuildFigures> {
  const logs = mkdtempSync(join(tmpdir(), "container-build-"));
  let started = performance.now();
  const base = process.env.CONTAINER_BASE_IMAGE || ensureBaseImage({ log: (line) => console.log(line) });
  const baseSeconds = Math.round((performance.now() - started) / 1000);
  started = performance.now();
  // The host's network: no bridge or port forwarding needed, and npm reaches its registry.
  const common = ["build", ...LIMITS, "--format", "docker", "--network", "host", "--build-arg", `BASE_IMAGE=${base}`];
  // The host's trust store, for npm ci behind a TLS-inspecting proxy (the Dockerfile's extra-ca).
  if (existsSync(HOST_CA)) common.push("--secret", `id=extra-ca,src=${HOST_CA}`);
  for (const stage of ["deps", "build"]) {
    await podmanLogged([...common, "--target", stage, "--tag", `${IMAGE}-${stage}`, "."], join(logs, `${stage}.log`));
  }
  await podmanLogged([...common, "--tag", IMAGE, "."], join(logs, "image.log"));
  const buildSeconds = Math.round((performance.now() - started) / 1000);
  rmSync(logs, { recursive: true, force: true });
  await podman(["image", "prune", "--force", "--filter", `label=${LABEL}`]);
  return { base, baseSeconds, buildSeconds };
}

export interface Container {
  name: string;
  url: string;
  logs(): Promise<Record<string, unknown>[]>;
  remove(): Promise<void>;
}

/** Starts IMAGE on the host's network (listening on 127.0.0.1:port) with a named volume for /data. */
export async function runContainer(
  name: string,
  port: number,
  env: Record<string, string>,
  volume: string,
): Promise<Container> {
  const envArgs = Object.entries({ ...env, HOST: "127.0.0.1", PORT: String(port) }).flatMap(([k, v]) => [
    "--env",
    `${k}=${v}`,
  ]);
  await podmanOk([
    "run",
    ...LIMITS,
    "--detach",
    "--name",
    name,
    "--network",
    "host",
    "--volume",
    `${volume}:/data`,
    ...envArgs,
    IMAGE,
  ]);
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    async logs() {
      const { stdout } = await podman(["logs", name]);
      return stdout.split("\n").flatMap((line) => {
        try {
          return [JSON.parse(line) as Record<string, unknown>];
        } catch {
          return [];
        }
      });
    },
    async remove() {
      await podman(["rm", "--force", "--time", "0", name]);
      await podman(["volume", "rm", "--force", volume]);
    },
  };
}

/** Waits for /readyz to answer 200; fails with the container's log if it exits or takes too long. */
export async function waitReady(container: Container, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${container.url}/readyz`)).status === 200) return;
    } catch {
      // not listening yet
    }
    const state = (await podman(["inspect", "--format", "{{.State.Status}}", container.name])).stdout.trim();
    if (state !== "running" || Date.now() > deadline) {
      const { stdout, stderr } = await podman(["logs", container.name]);
      throw new Error(`${container.name} not ready (${state}):\n${`${stdout}${stderr}`.slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
