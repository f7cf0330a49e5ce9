/**
 * The arrow check on a made-up workspace: a tree that keeps every rule passes, and each kind of wrong arrow is
 * reported on its own line with the file and line it is on. Runs with `node --test` (no other dependency).
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { checkArrows, importsOf, isTestCode, packageInfo } from "./check-arrows.mjs";

const packages = [
  packageInfo("packages/domain", { name: "@seatline/domain", exports: { ".": "./src/index.ts" } }),
  packageInfo("packages/db", {
    name: "@seatline/db",
    exports: { ".": "./src/index.ts", "./testing": "./src/testing/test-db.ts" },
    dependencies: { "@seatline/domain": "workspace:*" },
  }),
  packageInfo("packages/api", {
    name: "@seatline/api",
    exports: { ".": "./src/index.ts", "./router": "./src/root.ts", "./testing": "./src/testing/index.ts" },
    dependencies: { "@seatline/domain": "workspace:*", "@seatline/db": "workspace:*" },
  }),
  packageInfo("packages/ui", {
    name: "@seatline/ui",
    exports: { ".": "./src/index.ts" },
    dependencies: { "@seatline/domain": "workspace:*" },
    devDependencies: { "@seatline/api": "workspace:*" },
  }),
  packageInfo("packages/e2e", {
    name: "@seatline/e2e",
    devDependencies: { "@seatline/api": "workspace:*", "@seatline/domain": "workspace:*" },
  }),
  packageInfo("apps/server", {
    name: "@seatline/server",
    exports: { ".": "./src/create-server.ts" },
    dependencies: { "@seatline/api": "workspace:*", "@seatline/db": "workspace:*" },
  }),
  packageInfo("apps/staff", {
    name: "@seatline/staff",
    dependencies: { "@seatline/ui": "workspace:*", "@seatline/domain": "workspace:*" },
    devDependencies: { "@seatline/api": "workspace:*" },
  }),
];

/** A tree where every arrow points the right way. */
const goodTree = {
  "packages/domain/src/index.ts": `export const x = 1;`,
  "packages/db/src/index.ts": `import { x } from "@seatline/domain";\nexport const y = x;`,
  "packages/api/src/services/auth/sessions.ts": `import { liveSessionIds } from "@seatline/db";\nimport { queueText } from "../../notify/outbox";`,
  "packages/api/src/notify/reminders.ts": `import { issueBookingLink } from "./booking-link";`,
  "packages/api/src/notify/texting.int.test.ts": `import { twilioWebhooks } from "../webhooks/twilio-webhooks";\nimport { createHarness } from "../testing/harness";`,
  "packages/api/src/testing/harness.ts": `import { createTestDb } from "@seatline/db/testing";\nimport { createCaller } from "../root";`,
  "packages/api/src/testing/fake-twilio-cli.ts": `import { startFakeTwilio } from "./fake-twilio";`,
  "packages/ui/src/trpc.ts": `import type { AppRouter } from "@seatline/api/router";`,
  "packages/ui/src/trpc-client.ts": `import { type AppRouter } from "@seatline/api/router";`,
  "apps/staff/src/api.ts": `import type { RouterOutputs } from "@seatline/api/router";\nimport { theme } from "@seatline/ui";`,
  "apps/server/src/create-server.ts": `import { createDeps } from "@seatline/api";\nimport { createDb } from "@seatline/db";`,
  "apps/server/src/contract.int.test.ts": `import { manualClock } from "@seatline/api/testing";`,
  "apps/server/bench/run.ts": `import { createTestDb } from "@seatline/db/testing";`,
  "packages/e2e/src/global-setup.ts": `import { startFakeTwilio } from "@seatline/api/testing";\nimport { parseCsv } from "@seatline/domain";`,
  // Comments and strings are not imports.
  "packages/domain/src/words.ts": `// import { x } from "@seatline/api";\nconst s = 'import "../../api/src/x"';`,
};

function check(tree) {
  return checkArrows({ packages, files: Object.entries(tree).map(([path, text]) => ({ path, text })) });
}

/** The good tree with one file added (or replaced); answers only the offences. */
function offencesWith(path, text) {
  return check({ ...goodTree, [path]: text });
}

describe("check-arrows", () => {
  it("passes a tree whose arrows all point down", () => {
    assert.deepEqual(check(goodTree), []);
  });

  it("fails a back arrow inside packages/api (notify/ importing services/), with file and line", () => {
    const offences = offencesWith(
      "packages/api/src/notify/reminders.ts",
      `import { queueText } from "./outbox";\nimport { issueBookingLink } from "../services/booking-page/booking-link";`,
    );
    assert.equal(offences.length, 1);
    assert.match(
      offences[0],
      /^packages\/api\/src\/notify\/reminders\.ts:2: "\.\.\/services\/booking-page\/booking-link"/,
    );
    assert.match(offences[0], /notify\/ must not import services\//);
  });

  it("fails events/ and security/ importing webhooks/ or routers/, even for types", () => {
    assert.equal(
      offencesWith("packages/api/src/events/watch.ts", `import type { X } from "../routers/auth";`).length,
      1,
    );
    assert.equal(
      offencesWith("packages/api/src/security/x.ts", `export * from "../webhooks/twilio-webhooks";`).length,
      1,
    );
  });

  it("fails a relative import into another package", () => {
    const offences = offencesWith(
      "packages/e2e/src/global-setup.ts",
      `import { startFakeTwilio } from "../../api/src/notify/fake-twilio";`,
    );
    assert.equal(offences.length, 1);
    assert.match(offences[0], /reaches outside @seatline\/e2e/);
  });

  it("fails a deep import and a subpath the package does not export", () => {
    assert.match(
      offencesWith(
        "apps/server/src/x.ts",
        `import { sessionIdOf } from "@seatline/api/src/services/auth/session-token";`,
      )[0],
      /is not an entry of @seatline\/api/,
    );
    assert.match(
      offencesWith("apps/server/src/x.ts", `const m = await import("@seatline/db/bench");`)[0],
      /not an entry/,
    );
  });

  it("fails production code importing test support, and lets tests do it", () => {
    assert.match(
      offencesWith(
        "apps/server/src/create-server.ts",
        `import { manualClock } from "@seatline/api/testing";`,
      )[0],
      /testing entry, imported by production code/,
    );
    assert.match(
      offencesWith(
        "packages/api/src/services/reports/report-fixture.ts",
        `import type { Harness } from "../../testing/harness";`,
      )[0],
      /test support, imported by production code/,
    );
    assert.match(
      offencesWith("packages/api/src/notify/x.ts", `import { startFakeTwilio } from "./fake-twilio";`)[0],
      /test support/,
    );
    assert.deepEqual(
      offencesWith("packages/api/src/testing/report-fixture.ts", `import type { Harness } from "./harness";`),
      [],
    );
    assert.deepEqual(
      offencesWith(
        "packages/api/src/services/x.int.test.ts",
        `import { createHarness } from "../testing/harness";`,
      ),
      [],
    );
  });

  it("fails arrows up or sideways between packages", () => {
    assert.match(
      offencesWith("packages/domain/src/x.ts", `import { createDb } from "@seatline/db";`)[0],
      /points up/,
    );
    assert.match(
      offencesWith("packages/db/src/x.ts", `import type { AppDeps } from "@seatline/api";`)[0],
      /points up/,
    );
    assert.match(
      offencesWith("packages/api/src/x.ts", `import { theme } from "@seatline/ui";`)[0],
      /points up/,
    );
  });

  it("lets browser code import only the router's types from the API", () => {
    assert.match(
      offencesWith("packages/ui/src/x.ts", `import { appRouter } from "@seatline/api/router";`)[0],
      /browser code/,
    );
    assert.match(
      offencesWith("packages/ui/src/x.ts", `import type { AppDeps } from "@seatline/api";`)[0],
      /browser code/,
    );
    assert.match(
      offencesWith("apps/staff/src/x.ts", `import { createDeps } from "@seatline/api";`)[0],
      /browser code/,
    );
    // One value among the names makes it a runtime import.
    assert.match(
      offencesWith(
        "packages/ui/src/x.ts",
        `import { type AppRouter, appRouter } from "@seatline/api/router";`,
      )[0],
      /browser code/,
    );
  });

  it("fails a workspace import the package does not depend on", () => {
    assert.match(
      offencesWith("apps/staff/src/x.ts", `import { createDb } from "@seatline/db";`)[0],
      /not a dependency/,
    );
  });
});

describe("import cycles", () => {
  it("fails two files that import each other, naming the cycle, the first file and its line", () => {
    const offences = check({
      ...goodTree,
      "packages/domain/src/a.ts": `import { z } from "zod";\nimport { b } from "./b";\nexport const a = 1;`,
      "packages/domain/src/b.ts": `import { a } from "./a";\nexport const b = a;`,
    });
    assert.equal(offences.length, 1);
    assert.match(
      offences[0],
      /^packages\/domain\/src\/a\.ts:2: import cycle packages\/domain\/src\/a\.ts → packages\/domain\/src\/b\.ts → packages\/domain\/src\/a\.ts;/,
    );
  });

  it("reports a longer round once, through folders, index files, .tsx and re-exports, and counts type imports", () => {
    const offences = check({
      ...goodTree,
      "packages/ui/src/a.tsx": `export { b } from "./parts";`,
      "packages/ui/src/parts/index.ts": `export * from "./b";`,
      "packages/ui/src/parts/b.ts": `import type { A } from "../a";\nexport const b = 1;`,
    });
    assert.equal(offences.length, 1);
    assert.match(
      offences[0],
      /^packages\/ui\/src\/a\.tsx:1: import cycle packages\/ui\/src\/a\.tsx → packages\/ui\/src\/parts\/index\.ts → packages\/ui\/src\/parts\/b\.ts → packages\/ui\/src\/a\.tsx;/,
    );
  });

  it("fails a file that imports itself", () => {
    assert.match(
      offencesWith("packages/db/src/x.ts", `import { y } from "./x";`)[0],
      /import cycle .*x\.ts → .*x\.ts/,
    );
  });

  it("lets a lazily loaded chunk import from the file that loads it, and ignores files of other packages", () => {
    assert.deepEqual(
      check({
        ...goodTree,
        "packages/ui/src/qr.tsx": `const View = lazy(() => import("./qr-view"));\nexport const LEVEL = "H";`,
        "packages/ui/src/qr-view.tsx": `import { LEVEL } from "./qr";`,
        "packages/db/src/c.ts": `import { x } from "@seatline/domain";\nexport const c = x;`,
      }),
      [],
    );
  });
});

describe("importsOf", () => {
  it("reads static, re-export, dynamic and type imports with their lines", () => {
    const found = importsOf(
      "x.ts",
      `import a from "a";\nimport type { B } from "b";\nexport { c } from "c";\nexport type { D } from "d";\nconst e = await import("e");\ntype F = typeof import("f");\nimport "g";`,
    );
    assert.deepEqual(found, [
      { spec: "a", typeOnly: false, line: 1 },
      { spec: "b", typeOnly: true, line: 2 },
      { spec: "c", typeOnly: false, line: 3 },
      { spec: "d", typeOnly: true, line: 4 },
      { spec: "e", typeOnly: false, line: 5, dynamic: true },
      { spec: "f", typeOnly: true, line: 6 },
      { spec: "g", typeOnly: false, line: 7 },
    ]);
  });
});

describe("isTestCode", () => {
  const api = packages.find((p) => p.name === "@seatline/api");
  it("knows tests, test support, benchmarks and scripts from production code", () => {
    assert.equal(isTestCode("packages/api/src/notify/outbox.ts", api), false);
    assert.equal(isTestCode("packages/api/src/notify/outbox.int.test.ts", api), true);
    assert.equal(isTestCode("packages/api/src/testing/harness.ts", api), true);
    assert.equal(isTestCode("apps/staff/src/test-support/fake-trpc.tsx", packages.at(-1)), true);
    assert.equal(isTestCode("apps/server/bench/run.ts", packages.at(-2)), true);
  });
});
