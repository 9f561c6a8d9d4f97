// Render Vega-Lite v5 specs to SVG with vega and vega-lite from npm, as JupyterLab's renderer does.
//
//   node vega_render.mjs NODE_MODULES SPEC.json...   ->  one JSON line per spec on stdout:
//   {"svg": "<svg ...>", "texts": [...every <text> in the drawing...], "warnings": [...]}
//
// NODE_MODULES holds vega and vega-lite (tests/vega.py installs them once into .cache/vega).
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const [modules, ...files] = process.argv.slice(2);
const require = createRequire(path.join(path.resolve(modules), "resolver.js"));
const vega = require("vega");
const vl = require("vega-lite");
const collect = (warnings) => ({
  level() { return this; },
  warn: (...a) => warnings.push(a.join(" ")),
  error: (...a) => warnings.push("ERROR " + a.join(" ")),
  info() {},
  debug() {},
});

for (const file of files) {
  const spec = JSON.parse(fs.readFileSync(file, "utf8"));
  const warnings = [];
  const compiled = vl.compile(spec, { logger: collect(warnings) }).spec;
  const view = new vega.View(vega.parse(compiled), { renderer: "none" });
  view.logger(collect(warnings));
  const svg = await view.toSVG();
  const unescape = (t) => t.replace(/<[^>]+>/g, "").replace(/&lt;/g, "<").replace(/&gt;/g, ">")
    .replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&");
  const texts = [...svg.matchAll(/<text[^>]*>([\s\S]*?)<\/text>/g)].map((m) => unescape(m[1]));
  process.stdout.write(JSON.stringify({ svg, texts, warnings }) + "\n");
}
