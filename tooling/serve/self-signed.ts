/**
 * A throwaway self-signed certificate for a loopback HTTPS server, made with the system's
 * `openssl` (Debian's `openssl` package). Valid for one day, for the IP address given only.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export function selfSignedCertificate(ip = "127.0.0.1"): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), "loopback-tls-"));
  const keyFile = join(dir, "key.pem");
  const certFile = join(dir, "cert.pem");
  try {
    execFileSync(
      "openssl",
      [
        ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
        ...["-subj", `/CN=${ip}`, "-addext", `subjectAltName=IP:${ip}`, "-days", "1"],
        ...["-keyout", keyFile, "-out", certFile],
      ],
      { stdio: ["ignore", "ignore", "pipe"] },
    );
    return { key: readFileSync(keyFile, "utf8"), cert: readFileSync(certFile, "utf8") };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
