// The interface's language, chosen before JupyterLite's app starts (tools/build_lite.py: LOCALE): the first of the
// browser's languages (navigator.languages, in the learner's order) that the site has a language pack for, or
// English; a language without a pack is skipped. The app reads it for the translation setting's "default" value
// (tools/lite_patches/jupyterlite-core-*/4-the-browser-language-by-default.patch), so a language chosen in
// Settings > Language, a saved setting, wins. Any Portuguese browser gets the Brazilian pack, the only one there is.
self.spideretteDefaultLocale = ((packs) => {
  for (const tag of navigator.languages || [navigator.language]) {
    const [lang, region] = String(tag).toLowerCase().split(/[-_]/);
    if (lang === "en") return "en";
    const found =
      packs.find((p) => p.toLowerCase() === `${lang}_${region}`) ||
      packs.find((p) => p.split("_")[0].toLowerCase() === lang);
    if (found) return found;
  }
  return "en";
})(__PACKS__);
