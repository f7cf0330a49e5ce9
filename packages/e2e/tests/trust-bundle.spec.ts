import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { expect, test } from "../src/test";

/**
 * Nothing secret ships in a client bundle: every file the apps build (scripts, styles, HTML, source maps) is read
 * and searched for credentials, connection strings, password hashes, private keys, the demo passwords (printed by
 * the server on purpose, never shipped), and the values of this run's secret environment variables.
 */

const repoRoot = resolve(import.meta.dirname, "../../..");
const appsDir = join(repoRoot, "apps");

const patterns: [string, RegExp][] = [
  ["private key", /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ["argon2 password hash", /\$argon2(id|i|d)\$/],
  ["bcrypt password hash", /\$2[aby]\$\d\d\$[./A-Za-z0-9]{20}/],
  ["database connection string", /postgres(ql)?:\/\/[^\s"'`]+/],
  [
    "server environment variable name",
    /\b(DATABASE_URL|TEST_DATABASE_URL|TWILIO_AUTH_TOKEN|TWILIO_ACCOUNT_SID)\b/,
  ],
  ["Twilio account SID", /\bAC[0-9a-f]{32}\b/],
  ["AWS access key", /\bAKIA[0-9A-Z]{16}\b/],
  ["Stripe secret key", /\bsk_live_[0-9A-Za-z]{10,}/],
  ["GitHub token", /\bgh[pousr]_[A-Za-z0-9]{36}\b/],
  ["demo password", /seatline-(demo|rival)/],
];

/** Values of secret settings in this environment (a real Twilio token or database password must never ship). */
const envSecrets = ["TWILIO_AUTH_TOKEN", "TWILIO_ACCOUNT_SID", "DATABASE_URL", "TEST_DATABASE_URL"]
  .map((name) => [name, process.env[name] ?? ""] as const)
  .filter(([, value]) => value.length >= 8);

function findSecrets(text: string): string[] {
  const found = patterns.filter(([, re]) => re.test(text)).map(([what]) => what);
  for (const [name, value] of envSecrets) if (text.includes(value)) found.push(`value of ${name}`);
  return found;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const builtApps = existsSync(appsDir)
  ? readdirSync(appsDir).filter((app) => existsSync(join(appsDir, app, "dist", "index.html")))
  : [];

test("the secret scanner recognises what it looks for", () => {
  expect(findSecrets("const h = '$argon2id$v=19$m=19456,t=2,p=1$abc'")).toContain("argon2 password hash");
  expect(findSecrets("url: 'postgres://postgres:pw@db:5432/seatline'")).toContain(
    "database connection string",
  );
  expect(findSecrets("-----BEGIN RSA PRIVATE KEY-----")).toContain("private key");
  expect(findSecrets("login('demo@seatline.dev', 'seatline-demo')")).toContain("demo password");
  expect(findSecrets("sid AC0123456789abcdef0123456789abcdef")).toContain("Twilio account SID");
  expect(findSecrets("export default function App() {}")).toEqual([]);
});

test("no client bundle carries a secret", () => {
  // The global setup refuses to start without the four builds, so there is always something to read here.
  expect(builtApps.length, "apps/*/dist: build the apps first (the root `pnpm test` does)").toBe(4);
  const leaks: string[] = [];
  let files = 0;
  for (const app of builtApps) {
    for (const file of filesUnder(join(appsDir, app, "dist"))) {
      if (/\.(png|jpe?g|gif|ico|woff2?|ttf)$/i.test(file)) continue;
      files += 1;
      for (const what of findSecrets(readFileSync(file, "utf8")))
        leaks.push(`${file.slice(repoRoot.length + 1)}: ${what}`);
    }
  }
  console.log(`bundle secrets: ${files} files of ${builtApps.join(", ")} searched`);
  expect(files).toBeGreaterThan(0);
  expect(leaks).toEqual([]);
});
