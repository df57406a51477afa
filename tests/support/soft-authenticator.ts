// A software WebAuthn authenticator for integration tests (the browser tests use Chromium's own
// virtual authenticator): it answers the options @simplewebauthn/server makes with real P-256
// keys and real signatures, "none" attestation, and lets a test tamper with what it sends.
//   const device = new SoftAuthenticator("http://localhost:3000");
//   const registration = device.register(options);          // RegistrationResponseJSON
//   const assertion = device.authenticate(options);         // AuthenticationResponseJSON
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";
import { type CBORType, encodeCBOR } from "@levischuck/tiny-cbor";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";

const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();
const b64url = (data: Uint8Array) => Buffer.from(data).toString("base64url");

interface Credential {
  id: Buffer;
  rpId: string;
  userHandle: string;
  privateKey: KeyObject;
  publicKeyCose: Uint8Array;
  counter: number;
}

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export class SoftAuthenticator {
  readonly credentials: Credential[] = [];
  readonly origin: string;
  /** Whether the user unlocked the device (PIN, fingerprint): the UV flag. */
  userVerified: boolean;
  /** Synced passkeys often keep their signature counter at 0: then only the challenge stops a replay. */
  private readonly counting: boolean;

  constructor(origin: string, userVerified = true, counting = true) {
    this.origin = origin;
    this.userVerified = userVerified;
    this.counting = counting;
  }

  private authData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, attested ?? Buffer.alloc(0)]);
  }

  private flags(extra = 0): number {
    return FLAG_UP | (this.userVerified ? FLAG_UV : 0) | extra;
  }

  register(
    options: PublicKeyCredentialCreationOptionsJSON,
    tamper: { origin?: string } = {},
  ): RegistrationResponseJSON {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const jwk = publicKey.export({ format: "jwk" });
    const x = Buffer.from(jwk.x as string, "base64url");
    const y = Buffer.from(jwk.y as string, "base64url");
    // COSE_Key: kty EC2 (2), alg ES256 (-7), crv P-256 (1), x, y.
    const publicKeyCose = encodeCBOR(
      new Map<number, CBORType>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(x)],
        [-3, new Uint8Array(y)],
      ]),
    );
    const id = randomBytes(32);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, id, Buffer.from(publicKeyCose)]);
    const authData = this.authData(rpId, this.flags(FLAG_AT), 0, attested);
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: "webauthn.create", challenge: options.challenge, origin: tamper.origin ?? this.origin }),
    );
    const attestationObject = encodeCBOR(
      new Map<string, CBORType>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", new Uint8Array(authData)],
      ]),
    );
    this.credentials.push({ id, rpId, userHandle: options.user.id, privateKey, publicKeyCose, counter: 0 });
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: "public-key",
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
    };
  }

  /** Signs an assertion with the credential the options allow (or the first one this device has). */
  authenticate(
    options: PublicKeyCredentialRequestOptionsJSON,
    tamper: { origin?: string; credential?: Credential; signatureOf?: "other" } = {},
  ): AuthenticationResponseJSON {
    const allowed = options.allowCredentials?.map((c) => c.id) ?? [];
    const credential =
      tamper.credential ??
      this.credentials.find((c) => allowed.length === 0 || allowed.includes(b64url(c.id))) ??
      this.credentials[0];
    if (!credential) throw new Error("SoftAuthenticator: no credential");
    if (this.counting) credential.counter += 1;
    const authData = this.authData(options.rpId ?? credential.rpId, this.flags(), credential.counter);
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: "webauthn.get", challenge: options.challenge, origin: tamper.origin ?? this.origin }),
    );
    const signed = Buffer.concat([authData, sha256(clientDataJSON)]);
    const signature = sign(
      "sha256",
      tamper.signatureOf === "other" ? Buffer.concat([signed, Buffer.from("x")]) : signed,
      credential.privateKey,
    );
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: "public-key",
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
    };
  }
}
