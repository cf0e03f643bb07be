// A certificate authority of our own, made with openssl for one run, and a certificate it signs
// for localhost and 127.0.0.1: TLS that a scanner can verify (NODE_EXTRA_CA_CERTS), offline.
import { execFileSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface LocalTls {
  /** The authority's certificate, for the client to trust. */
  caCertificate: string;
  certificate: string;
  certificateKey: string;
  remove(): Promise<void>;
}

const openssl = (cwd: string, args: string[]) => execFileSync("openssl", args, { cwd, stdio: "pipe" });

export async function makeLocalTls(): Promise<LocalTls> {
  const dir = await mkdtemp(join(tmpdir(), "site-tls-"));
  openssl(dir, [
    "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2",
    "-keyout", "ca.key", "-out", "ca.crt", "-subj", "/CN=Snapsong local test CA",
    "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign,cRLSign",
  ]); // prettier-ignore
  openssl(dir, [
    "req",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-keyout",
    "site.key",
    "-out",
    "site.csr",
    "-subj",
    "/CN=localhost",
  ]);
  await writeFile(
    join(dir, "site.ext"),
    [
      "basicConstraints=CA:FALSE",
      "keyUsage=critical,digitalSignature,keyEncipherment",
      "extendedKeyUsage=serverAuth",
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
    ].join("\n"),
  );
  openssl(dir, [
    "x509", "-req", "-in", "site.csr", "-CA", "ca.crt", "-CAkey", "ca.key", "-CAcreateserial",
    "-days", "2", "-out", "site.crt", "-extfile", "site.ext",
  ]); // prettier-ignore
  return {
    caCertificate: join(dir, "ca.crt"),
    certificate: join(dir, "site.crt"),
    certificateKey: join(dir, "site.key"),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
