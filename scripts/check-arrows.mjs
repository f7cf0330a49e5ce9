/**
 * The arrow check: which file may import which. Reads the import specifiers of every .ts/.tsx file under apps/ and
 * packages/ (with TypeScript's parser, so comments and strings never count) and fails listing each offence:
 *
 * - a relative import that leaves its own package (`../../api/src/…`): packages meet only through their entries;
 * - `@seatline/x/…` naming a subpath that package's package.json "exports" does not declare (`@seatline/x/src/…`),
 *   or a workspace package the importer does not depend on;
 * - production code importing test support (`@seatline/x/testing`, a `testing/` or `test-support/` folder, the
 *   Twilio stand-in, a test file), so nothing a test relies on can end up running in production;
 * - the package layers: apps → ui → api → db → domain, never upwards or sideways; browser code (ui and the apps
 *   other than the server) may only `import type` the router of @seatline/api, so no server code reaches a bundle;
 * - inside packages/api, notify/, events/ and security/ never import services/, webhooks/ or routers/, so the lower
 *   layers can be used by the upper ones without a cycle;
 * - no import cycle between the files of a package: a file never reaches itself again through its imports and
 *   re-exports. `import type` counts: it is erased before the code runs, but two files that need each other's
 *   declarations are one piece split in two, and what they share belongs in a file both import. `import()` does not
 *   count: it loads a chunk on demand, after the file that asks for it has loaded, so a lazily loaded screen may import
 *   from the file that loads it.
 *
 *   node scripts/check-arrows.mjs        (exit 1 and one line per offence when an arrow points the wrong way)
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

/** Higher may import lower, never the reverse; apps and e2e are placed by folder and name below. */
const TIERS = { "@seatline/domain": 0, "@seatline/db": 1, "@seatline/api": 2, "@seatline/ui": 3 };
const APP_TIER = 4;
const E2E = "@seatline/e2e";
const E2E_TIER = 5;
/** The only packages that run the API's code; every other one above it is browser code. */
const RUNS_API = new Set(["@seatline/server", E2E]);
/** What browser code may see of the API: the router's types, for the tRPC client. */
const API_TYPES_ENTRY = "@seatline/api/router";

/** Inside packages/api: these lower folders never import the upper ones (test files aside). */
const API_SRC = "packages/api/src/";
const API_LOWER = ["notify", "events", "security"];
const API_UPPER = ["services", "webhooks", "routers"];

const SOURCE_FILE = /\.(ts|tsx|mts|cts)$/;
const SKIPPED_DIRS = new Set(["node_modules", "dist", "test-results", "playwright-report", "coverage"]);
const TEST_FILE = /\.(test|spec)\.(ts|tsx|mts|cts)$/;
const TEST_SUPPORT_DIRS = new Set(["testing", "test-support", "__tests__"]);
/** Folders of tools run by hand or by the test command (benchmarks, scripts), which may use test support. */
const TOOL_DIRS = new Set(["bench", "scripts"]);

/**
 * The module specifiers of one file: static imports and re-exports, `import x = require()`, `import()` calls and
 * `import("x")` types, each with whether it carries types only and its line (and `dynamic` for an `import()` call).
 */
export function importsOf(fileName, text) {
  const kind = fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const add = (node, spec, typeOnly, dynamic = false) => {
    if (!spec || !ts.isStringLiteralLike(spec)) return;
    const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
    found.push({ spec: spec.text, typeOnly, line, ...(dynamic ? { dynamic } : {}) });
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const allNamedTypes =
        !!clause &&
        !clause.name &&
        !!named &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        named.elements.every((e) => e.isTypeOnly);
      add(node, node.moduleSpecifier, !!clause && (clause.isTypeOnly || allNamedTypes));
    } else if (ts.isExportDeclaration(node)) {
      const named = node.exportClause;
      const allNamedTypes =
        !!named &&
        ts.isNamedExports(named) &&
        named.elements.length > 0 &&
        named.elements.every((e) => e.isTypeOnly);
      add(node, node.moduleSpecifier, node.isTypeOnly || allNamedTypes);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node, node.moduleReference.expression, node.isTypeOnly);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node, node.arguments[0], false, true);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node, node.argument.literal, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

function segmentsOf(path) {
  return path.split("/");
}

/** Tests, test support, e2e, benchmarks and scripts: code that never runs in production. */
export function isTestCode(path, pkg) {
  if (pkg?.name === E2E) return true;
  if (TEST_FILE.test(path)) return true;
  const inPackage = pkg ? path.slice(pkg.dir.length + 1) : path;
  const dirs = segmentsOf(inPackage).slice(0, -1);
  return dirs.some((d) => TEST_SUPPORT_DIRS.has(d) || TOOL_DIRS.has(d));
}

/** Whether a resolved file path (no extension needed) is test support. */
function isTestSupportPath(target, pkg) {
  const inPackage = pkg ? target.slice(pkg.dir.length + 1) : target;
  const segs = segmentsOf(inPackage);
  const base = segs[segs.length - 1] ?? "";
  return (
    segs.slice(0, -1).some((d) => TEST_SUPPORT_DIRS.has(d)) ||
    base.startsWith("fake-twilio") ||
    /\.(test|spec)(\.(ts|tsx|mts|cts))?$/.test(base)
  );
}

function tierOf(pkg) {
  if (pkg.name === E2E) return E2E_TIER;
  if (pkg.dir.startsWith("apps/")) return APP_TIER;
  return TIERS[pkg.name];
}

function packageOfPath(packages, path) {
  return packages.find((p) => path === p.dir || path.startsWith(`${p.dir}/`));
}

function exportKeys(manifest) {
  const exp = manifest.exports;
  if (exp === undefined) return manifest.main ? ["."] : [];
  if (typeof exp === "string" || Array.isArray(exp)) return ["."];
  const keys = Object.keys(exp);
  // An exports object of conditions ("import", "default", …) describes "." alone.
  return keys.every((k) => k.startsWith(".")) ? keys : ["."];
}

/** One workspace package as the check needs it; `dir` is relative to the repository, with forward slashes. */
export function packageInfo(dir, manifest) {
  return {
    name: manifest.name,
    dir,
    exports: exportKeys(manifest),
    deps: new Set([
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.devDependencies ?? {}),
    ]),
  };
}

/**
 * The offences of a set of files against the rules above. `packages` come from packageInfo; `files` are
 * `{ path, text }` with paths relative to the repository. Answers one line per offence, by file and line.
 */
export function checkArrows({ packages, files }) {
  const byName = new Map(packages.map((p) => [p.name, p]));
  const offences = [];
  const known = new Set(files.map((f) => f.path));
  /** file → the files of its own package it imports, lazily loaded chunks aside (for the cycle rule), with the lines. */
  const runsFirst = new Map();
  const edge = (from, target, line) => {
    const to = resolveFile(known, target);
    if (!to) return;
    if (!runsFirst.has(from)) runsFirst.set(from, []);
    runsFirst.get(from).push({ to, line });
  };
  for (const pkg of packages) {
    if (tierOf(pkg) === undefined) {
      const path = `${pkg.dir}/package.json`;
      offences.push({ path, line: 0, text: `${path}: ${pkg.name} has no layer in the arrow check` });
    }
  }
  for (const file of files) {
    const pkg = packageOfPath(packages, file.path);
    if (!pkg) continue;
    const testCode = isTestCode(file.path, pkg);
    for (const { spec, typeOnly, line, dynamic } of importsOf(file.path, file.text)) {
      const say = (why) =>
        offences.push({ path: file.path, line, text: `${file.path}:${line}: "${spec}" ${why}` });

      if (spec.startsWith(".")) {
        const target = posix.normalize(posix.join(posix.dirname(file.path), spec));
        const targetPkg = packageOfPath(packages, target);
        if (targetPkg === pkg && !dynamic) edge(file.path, target, line);
        if (targetPkg !== pkg) {
          say(
            `reaches outside ${pkg.name}; import ${targetPkg ? targetPkg.name : "it"} through a declared entry instead`,
          );
          continue;
        }
        if (!testCode && isTestSupportPath(target, pkg)) say("is test support, imported by production code");
        if (!testCode && file.path.startsWith(API_SRC) && target.startsWith(API_SRC)) {
          const from = segmentsOf(file.path.slice(API_SRC.length))[0];
          const to = segmentsOf(target.slice(API_SRC.length))[0];
          if (API_LOWER.includes(from) && API_UPPER.includes(to)) {
            say(`points up: api's ${from}/ must not import ${to}/ (move the shared piece down)`);
          }
        }
        continue;
      }

      const m = /^(@seatline\/[^/]+)(?:\/(.+))?$/.exec(spec);
      if (!m) continue;
      const [, name, sub] = m;
      const target = byName.get(name);
      if (!target) {
        say("is no workspace package");
        continue;
      }
      const entry = sub ? `./${sub}` : ".";
      if (!target.exports.includes(entry)) {
        say(`is not an entry of ${name} (its package.json exports: ${target.exports.join(", ") || "none"})`);
        continue;
      }
      if (!testCode && (sub === "testing" || sub?.startsWith("testing/"))) {
        say("is a testing entry, imported by production code");
      }
      if (target === pkg) continue;
      const from = tierOf(pkg);
      const to = tierOf(target);
      if (from !== undefined && to !== undefined && to >= from) {
        say(`points up or sideways: ${pkg.name} must not import ${name}`);
        continue;
      }
      if (name === "@seatline/api" && !RUNS_API.has(pkg.name) && !(typeOnly && spec === API_TYPES_ENTRY)) {
        say(`brings API code into browser code; only \`import type\` from "${API_TYPES_ENTRY}" is allowed`);
      }
      if (!pkg.deps.has(name)) say(`is not a dependency in ${pkg.dir}/package.json`);
    }
  }
  offences.push(...importCycles(runsFirst));
  return offences
    .sort((a, b) => (a.path === b.path ? a.line - b.line : a.path < b.path ? -1 : 1))
    .map((o) => o.text);
}

/** The source file an import of `target` (a path without or with its extension, or a folder) loads, if it is one. */
function resolveFile(known, target) {
  if (known.has(target)) return target;
  for (const candidate of [".ts", ".tsx", ".mts", ".cts", "/index.ts", "/index.tsx"]) {
    if (known.has(target + candidate)) return target + candidate;
  }
  return undefined;
}

/**
 * One offence per group of files that import each other round (a strongly connected component of the graph, by
 * Tarjan's algorithm), naming one cycle through it from its first file in path order.
 */
function importCycles(runsFirst) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let next = 0;
  const visit = (start) => {
    // Iterative, so a long chain of imports cannot overflow the call stack.
    const work = [{ node: start, i: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const edges = runsFirst.get(frame.node) ?? [];
      if (frame.i < edges.length) {
        const { to } = edges[frame.i++];
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, i: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node), index.get(to)));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node), low.get(frame.node)));
      if (low.get(frame.node) === index.get(frame.node)) {
        const group = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.node);
        const selfLoop = (runsFirst.get(frame.node) ?? []).some((e) => e.to === frame.node);
        if (group.length > 1 || selfLoop) groups.push(group);
      }
    }
  };
  for (const node of [...runsFirst.keys()].sort()) if (!index.has(node)) visit(node);

  return groups.map((group) => {
    const members = new Set(group);
    const first = [...group].sort()[0];
    // The shortest way back to the first file, through the group's own files.
    const cameFrom = new Map([[first, null]]);
    const queue = [first];
    let last = null;
    while (queue.length > 0 && !last) {
      const node = queue.shift();
      for (const { to, line } of runsFirst.get(node) ?? []) {
        if (!members.has(to)) continue;
        if (to === first) {
          last = { node, line };
          break;
        }
        if (!cameFrom.has(to)) {
          cameFrom.set(to, { node, line });
          queue.push(to);
        }
      }
    }
    const path = [first];
    for (let at = last.node; at !== first; at = cameFrom.get(at).node) path.splice(1, 0, at);
    const firstLine = path.length > 1 ? cameFrom.get(path[1]).line : last.line;
    const others = group.length > path.length ? ` (${group.length} files import each other round)` : "";
    return {
      path: first,
      line: firstLine,
      text: `${first}:${firstLine}: import cycle ${[...path, first].join(" → ")}${others}; move what both sides need into a file of its own, or where it belongs`,
    };
  });
}

function walk(root, dir, out) {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    if (entry.name.startsWith(".") || SKIPPED_DIRS.has(entry.name)) continue;
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) walk(root, path, out);
    else if (SOURCE_FILE.test(entry.name)) out.push(path);
  }
}

/** The workspace's packages (apps/*, packages/*) and their source files, read from disk. */
export function loadWorkspace(root) {
  const packages = [];
  for (const group of ["apps", "packages"]) {
    for (const entry of readdirSync(join(root, group), { withFileTypes: true })) {
      const manifestPath = join(root, group, entry.name, "package.json");
      if (!entry.isDirectory() || !existsSync(manifestPath)) continue;
      packages.push(packageInfo(`${group}/${entry.name}`, JSON.parse(readFileSync(manifestPath, "utf8"))));
    }
  }
  const paths = [];
  for (const pkg of packages) walk(root, pkg.dir, paths);
  const files = paths.map((path) => ({ path, text: readFileSync(join(root, path), "utf8") }));
  return { packages, files };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const workspace = loadWorkspace(join(dirname(fileURLToPath(import.meta.url)), ".."));
  const offences = checkArrows(workspace);
  if (offences.length > 0) {
    console.error(`Arrow check: ${offences.length} import(s) point the wrong way:`);
    for (const o of offences) console.error(`  ${o}`);
    process.exit(1);
  }
  console.log(`Arrow check: ${workspace.files.length} files, every import points the right way.`);
}
