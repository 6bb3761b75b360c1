// Draws the demo store's promotional banners (public/banners/*.svg): one wide and one phone version
// each, in English and in Spanish (*.es.svg). Plain SVG with text, so they stay sharp and small.
// Run: node scripts/demo-banners.mjs
import { mkdirSync, writeFileSync } from "node:fs";

const BANNERS = [
  {
    // No store name in the art: a store that renames itself in store.config.ts keeps these (issue #31).
    name: "welcome",
    kicker: "WELCOME",
    title: "Cheers!",
    line: "Whiskey, tequila, wine & beer from your neighbourhood store",
    cta: "Browse the catalog",
    es: {
      kicker: "BIENVENIDOS",
      title: "¡Salud!",
      line: "Whisky, tequila, vino y cerveza de la tienda de su vecindario",
      cta: "Vea el catálogo",
    },
    from: "#5a1520",
    to: "#9b2c3b",
    accent: "#f3c77a",
  },
  {
    name: "tequila",
    kicker: "FROM JALISCO",
    title: "Tequila",
    line: "Blanco, reposado and añejo, for sipping or for margaritas",
    cta: "See every tequila",
    es: {
      kicker: "DESDE JALISCO",
      title: "Tequila",
      line: "Blanco, reposado y añejo, para tomar solo o en margaritas",
      cta: "Vea todos los tequilas",
    },
    from: "#1f4d3a",
    to: "#3f7d5c",
    accent: "#f1e3a6",
  },
  {
    name: "gifts",
    kicker: "READY TO GIVE",
    title: "Gift bottles",
    line: "Cognac and brandy for every celebration",
    cta: "Shop cognac & brandy",
    es: {
      kicker: "BOTELLAS DE REGALO",
      title: "Para regalar",
      line: "Coñac y brandy para cada celebración",
      cta: "Compre coñac y brandy",
    },
    from: "#2b2118",
    to: "#6b4a2b",
    accent: "#e9b872",
  },
  {
    name: "rum",
    kicker: "CARIBBEAN & BEYOND",
    title: "Rum",
    line: "Puerto Rico, Jamaica, Guatemala, Nicaragua and more",
    cta: "See every rum",
    es: {
      kicker: "DEL CARIBE Y MÁS ALLÁ",
      title: "Ron",
      line: "Puerto Rico, Jamaica, Guatemala, Nicaragua y más",
      cta: "Vea todos los rones",
    },
    from: "#5b2a0e",
    to: "#b5651d",
    accent: "#fde6b0",
  },
  {
    name: "wine",
    kicker: "DINNER TONIGHT",
    title: "Wine",
    line: "Reds, whites, rosé and bubbles from six countries",
    cta: "See every wine",
    es: {
      kicker: "PARA LA CENA",
      title: "Vino",
      line: "Tintos, blancos, rosados y espumosos de seis países",
      cta: "Vea todos los vinos",
    },
    from: "#3b0d24",
    to: "#7c1d43",
    accent: "#f6c6d6",
  },
  {
    name: "beer",
    kicker: "ICE COLD",
    title: "Beer",
    line: "Six-packs, twelve-packs and cases",
    cta: "See every beer",
    es: {
      kicker: "BIEN FRÍA",
      title: "Cerveza",
      line: "Paquetes de seis, de doce y cajas",
      cta: "Vea todas las cervezas",
    },
    from: "#7a5200",
    to: "#c98f0a",
    accent: "#fff2c4",
  },
];

const escape = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

function bottle(x, y, scale, fill) {
  return `<g transform="translate(${x} ${y}) scale(${scale})" opacity="0.9"><path d="M40 0h40v70c0 14 30 26 30 62v228a20 20 0 0 1-20 20H30a20 20 0 0 1-20-20V132c0-36 30-48 30-62z" fill="${fill}"/><rect x="22" y="180" width="76" height="100" rx="6" fill="#fff" opacity="0.85"/></g>`;
}

function svg(banner, width, height, phone) {
  const pad = phone ? 56 : 96;
  const titleSize = phone ? 96 : 112;
  const lineSize = phone ? 34 : 34;
  const top = phone ? 140 : 130;
  const wrapped = wrap(banner.line, phone ? 28 : 40);
  const lines = wrapped
    .map(
      (text, index) =>
        `<text x="${pad}" y="${top + titleSize + 40 + index * (lineSize + 10)}" font-size="${lineSize}" fill="#fff" opacity="0.92">${escape(text)}</text>`,
    )
    .join("");
  const ctaY = top + titleSize + 70 + wrapped.length * (lineSize + 10);
  const art = phone
    ? bottle(width - 250, height - 420, 1.0, banner.accent) +
      bottle(width - 150, height - 360, 0.8, "#ffffff")
    : bottle(width - 420, 60, 1.05, banner.accent) +
      bottle(width - 260, 110, 0.9, "#ffffff") +
      bottle(width - 560, 130, 0.85, "#ffffff");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${banner.from}"/><stop offset="1" stop-color="${banner.to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${width * 0.85}" cy="${height * 0.2}" r="${height * 0.6}" fill="#fff" opacity="0.06"/>
${art}
<g font-family="Georgia, 'DejaVu Serif', serif">
<text x="${pad}" y="${top - 30}" font-size="${phone ? 28 : 30}" letter-spacing="6" fill="${banner.accent}" font-family="Helvetica, Arial, sans-serif" font-weight="700">${escape(banner.kicker)}</text>
<text x="${pad}" y="${top + titleSize - 20}" font-size="${titleSize}" font-weight="700" fill="#fff">${escape(banner.title)}</text>
${lines}
</g>
<g font-family="Helvetica, Arial, sans-serif" font-weight="700"><rect x="${pad}" y="${ctaY}" width="${banner.cta.length * 17 + 64}" height="64" rx="32" fill="${banner.accent}"/><text x="${pad + 32}" y="${ctaY + 42}" font-size="28" fill="${banner.from}">${escape(banner.cta)}</text></g>
</svg>
`;
}

function wrap(text, width) {
  const lines = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && (line + " " + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
}

mkdirSync("public/banners", { recursive: true });
for (const banner of BANNERS) {
  for (const [suffix, words] of [
    ["", banner],
    [".es", { ...banner, ...banner.es }],
  ]) {
    writeFileSync(`public/banners/${banner.name}-wide${suffix}.svg`, svg(words, 1600, 500, false));
    writeFileSync(`public/banners/${banner.name}-phone${suffix}.svg`, svg(words, 800, 800, true));
  }
}
console.log(`Wrote ${BANNERS.length * 4} banners to public/banners/`);
