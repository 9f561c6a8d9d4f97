// Bundle the board's front end: js/src/*.js and *.css -> spiderette_widget/static/widget.{js,css}
// (the one ES module and style sheet anywidget loads; widget.py's _asset() finds them there,
// in an editable install and in the wheel alike).
//
//   node js/build.mjs           build when a source is newer than the bundle (quiet otherwise)
//   node js/build.mjs --force   build anyway            (npm --prefix js run build)
//   node js/build.mjs --check   exit 1 if the bundle is missing or older than a source; build nothing
//   node js/build.mjs --watch   rebuild on every change (with ANYWIDGET_HMR=1 the notebook reloads it)
//
// Freshness is by modification time: the bundle is stale when any file in js/src, this script or
// js/package-lock.json is newer than either output. esbuild is only loaded when a build is due.
import { readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const JS = dirname(fileURLToPath(import.meta.url));
const SRC = join(JS, "src");
const OUT = join(JS, "..", "spiderette_widget", "static");
const OUTPUTS = ["widget.js", "widget.css"].map((name) => join(OUT, name));
const BANNER = "// spiderette-widget's front end, bundled by esbuild from js/src (edit those; `node js/build.mjs`)";

/** The files under `dir`, recursively. */
function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Every file the bundle is made from. */
const inputs = () => [join(JS, "build.mjs"), join(JS, "package-lock.json"), ...files(SRC)];

const mtime = (path) => {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return -Infinity;
  }
};

/** True when an output is missing or older than an input. */
export function stale() {
  const built = Math.min(...OUTPUTS.map(mtime));
  return inputs().some((path) => mtime(path) > built);
}

/** esbuild's options: two entries, one ES module and one style sheet, readable (not minified). */
function options() {
  return {
    entryPoints: [
      { in: join(SRC, "widget.js"), out: "widget" },
      { in: join(SRC, "widget.css"), out: "widget" },
    ],
    absWorkingDir: join(JS, ".."), // the bundle names its modules "js/src/…" wherever it is built from
    outdir: OUT,
    bundle: true,
    format: "esm",
    target: "es2022",
    legalComments: "none",
    banner: { js: BANNER, css: BANNER.replace(/^\/\/ (.*)$/, "/* $1 */") },
    logLevel: "warning",
  };
}

async function main(args) {
  if (args.includes("--check")) {
    if (stale()) {
      console.error(`spiderette-widget: the bundle in ${OUT} is missing or older than js/src: run \`node js/build.mjs\``);
      process.exit(1);
    }
    return;
  }
  const force = args.includes("--force");
  const watch = args.includes("--watch");
  if (!force && !watch && !stale()) return;
  const esbuild = await import("esbuild");
  if (watch) {
    const ctx = await esbuild.context({ ...options(), logLevel: "info" });
    await ctx.watch();
    console.log(`watching js/src, building into ${OUT}`);
    return;
  }
  await esbuild.build(options());
}

await main(process.argv.slice(2));
