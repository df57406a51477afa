// A real TLS-terminating reverse proxy for tests: nginx, started as a child process with a config
// written into a temp dir, a throwaway self-signed certificate for `localhost` made with openssl,
// listening on a free loopback port and passing requests to a server on loopback with
// X-Forwarded-Proto, -Host and -For, as a production proxy does. Missing nginx or openssl fails
// with a message saying what to install (.ci/run installs nginx).
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const NGINX_CANDIDATES = ["/usr/sbin/nginx", "/usr/bin/nginx", "/usr/local/sbin/nginx", "/usr/local/bin/nginx"];

function nginxBinary(): string {
  const fromEnv = process.env.NGINX_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const found = NGINX_CANDIDATES.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      "The HTTPS test needs nginx as its TLS proxy and none was found: install it (`apt-get install -y nginx` on Debian) or set NGINX_PATH.",
    );
  }
  return found;
}

export interface TlsProxy {
  /** https://localhost:<port> */
  origin: string;
  port: number;
  close(): Promise<void>;
}

/** Starts nginx on `port` (from ports.ts' freePort) in front of http://127.0.0.1:<upstreamPort>. */
export async function startTlsProxy(port: number, upstreamPort: number): Promise<TlsProxy> {
  const nginx = nginxBinary();
  const dir = mkdtempSync(join(tmpdir(), "tls-proxy-"));
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=localhost",
        "-addext",
        "subjectAltName=DNS:localhost",
        "-keyout",
        join(dir, "key.pem"),
        "-out",
        join(dir, "cert.pem"),
      ],
      { stdio: "ignore" },
    );
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(
      `The HTTPS test makes its certificate with openssl, which failed or is missing (apt-get install -y openssl): ${(error as Error).message}`,
    );
  }
  for (const temp of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(dir, temp));
  const asRoot = process.getuid?.() === 0;
  writeFileSync(
    join(dir, "nginx.conf"),
    `${asRoot ? "user root;\n" : ""}worker_processes 1;
error_log ${join(dir, "error.log")} warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${join(dir, "body")};
  proxy_temp_path ${join(dir, "proxy")};
  fastcgi_temp_path ${join(dir, "fastcgi")};
  uwsgi_temp_path ${join(dir, "uwsgi")};
  scgi_temp_path ${join(dir, "scgi")};
  server {
    listen 127.0.0.1:${port} ssl;
    server_name localhost;
    ssl_certificate ${join(dir, "cert.pem")};
    ssl_certificate_key ${join(dir, "key.pem")};
    location / {
      proxy_pass http://127.0.0.1:${upstreamPort};
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }
}
`,
  );
  const child: ChildProcess = spawn(
    nginx,
    ["-p", dir, "-c", join(dir, "nginx.conf"), "-g", `daemon off; pid ${join(dir, "nginx.pid")};`],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
  });
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  // Ready when the port answers a TLS handshake (nginx has no "listening" line to wait for).
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      const log = existsSync(join(dir, "error.log")) ? readFileSync(join(dir, "error.log"), "utf8") : "";
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`nginx exited before listening: ${stderr}${log}`.slice(0, 2000));
    }
    const up = await new Promise<boolean>((done) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        done(true);
      });
      socket.once("error", () => done(false));
    });
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port}: ${stderr}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    origin: `https://localhost:${port}`,
    port,
    async close() {
      child.kill("SIGQUIT");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
