// Draws the landing page's illustrations as SVG (one consistent indigo style)
// and renders the collage scenes to AVIF, WebP and PNG with sharp.
// Outputs are committed; run again after editing: node scripts/build/landing-graphics.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const root = join(import.meta.dirname, '..', '..', 'public', 'landing');
const light = {
  ink: '#1e1b4b', indigo: '#4338ca', violet: '#6366f1', lilac: '#818cf8', mist: '#c7d2fe', haze: '#e0e7ff', paper: '#eef0ff',
  teal: '#0f766e', mint: '#5eead4', amber: '#f59e0b', sand: '#fde7c7', white: '#ffffff', slate: '#475569',
};
// Dark theme: the same scenes at night, deep indigo instead of pastel tiles on a dark page.
const dark = {
  ink: '#0b1020', indigo: '#6366f1', violet: '#818cf8', lilac: '#a5b4fc', mist: '#2a3360', haze: '#1a2244', paper: '#141b3a',
  teal: '#14b8a6', mint: '#5eead4', amber: '#f59e0b', sand: '#fcd9a8', white: '#dfe4f5', slate: '#64748b',
};
let C = light;
const skins = ['#f1c7a5', '#d9a47f', '#a86f4c', '#7a4a2e', '#e8b996'];
const hairs = ['#1e1b4b', '#3b2a20', '#6b3f1d', '#111827', '#b7791f'];
const font = "Inter, 'Segoe UI', Helvetica, Arial, sans-serif";

function write(rel, text) {
  const file = join(root, rel);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
  return file;
}

// ---------- building blocks ----------
const person = ({ x, y, s = 1, skin, hair, shirt, headset = false, long = false }) => `
<g transform="translate(${x} ${y}) scale(${s})">
  <path d="M-46 150 Q-46 70 0 70 Q46 70 46 150 Z" fill="${shirt}"/>
  <rect x="-9" y="50" width="18" height="26" rx="6" fill="${skin}"/>
  ${long ? `<path d="M-33 14 Q-38 58 -36 66 Q-26 70 -14 62 L14 62 Q26 70 36 66 Q38 58 33 14 Z" fill="${hair}"/>` : ''}
  <circle cx="0" cy="22" r="30" fill="${skin}"/>
  <path d="M-31 20 Q-30 -12 0 -12 Q30 -12 31 18 Q20 4 0 4 Q-18 4 -31 20 Z" fill="${hair}"/>
  ${headset ? `<path d="M-33 22 Q-33 -18 0 -18 Q33 -18 33 22" fill="none" stroke="${C.ink}" stroke-width="5"/><rect x="-38" y="14" width="10" height="18" rx="4" fill="${C.ink}"/><path d="M-33 30 Q-30 50 -8 50" fill="none" stroke="${C.ink}" stroke-width="3"/><circle cx="-8" cy="50" r="4" fill="${C.mint}"/>` : ''}
</g>`;

const bubble = ({ x, y, w = 170, h = 74, fill = C.white, bars = C.indigo, tail = 'left' }) => {
  const heights = [14, 28, 40, 24, 34, 18, 30, 12];
  const step = (w - 84) / (heights.length - 1);
  const tailPath = tail === 'left' ? `M${x + 24} ${y + h} l-6 20 l26 -20 Z` : `M${x + w - 24} ${y + h} l6 20 l-26 -20 Z`;
  return `<g filter="url(#shadow)">
  <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="22" fill="${fill}"/>
  <path d="${tailPath}" fill="${fill}"/>
  <circle cx="${x + 30}" cy="${y + h / 2}" r="16" fill="${C.indigo}"/>
  <path d="M${x + 24} ${y + h / 2 - 6} h12 M${x + 30} ${y + h / 2 - 9} v18" stroke="${C.white}" stroke-width="0" />
  <rect x="${x + 26}" y="${y + h / 2 - 9}" width="8" height="13" rx="4" fill="${C.white}"/>
  <path d="M${x + 22} ${y + h / 2} q8 10 16 0 M${x + 30} ${y + h / 2 + 5} v5" stroke="${C.white}" stroke-width="2.2" fill="none" stroke-linecap="round"/>
  ${heights.map((bh, i) => `<rect x="${x + 56 + i * step}" y="${y + h / 2 - bh / 2}" width="7" height="${bh}" rx="3.5" fill="${bars}"/>`).join('')}
</g>`;
};

const check = (x, y, r = 20) => `<g filter="url(#shadow)"><circle cx="${x}" cy="${y}" r="${r}" fill="${C.teal}"/><path d="M${x - r * 0.4} ${y} l${r * 0.3} ${r * 0.3} l${r * 0.55} -${r * 0.6}" stroke="#fff" stroke-width="${r * 0.22}" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g>`;

const plant = (x, y, s = 1) => `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-18 0 h36 l-5 40 h-26 Z" fill="${C.indigo}"/><path d="M0 0 Q-30 -30 -22 -70 Q0 -40 0 0 Z M0 0 Q28 -26 26 -64 Q4 -36 0 0 Z M0 0 Q-4 -50 8 -86 Q12 -40 0 0 Z" fill="${C.teal}"/></g>`;

const defs = () => `<defs>
  <filter id="shadow" x="-20%" y="-20%" width="140%" height="160%"><feDropShadow dx="0" dy="6" stdDeviation="8" flood-color="${C.ink}" flood-opacity="0.18"/></filter>
  <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.paper}"/><stop offset="1" stop-color="${C.haze}"/></linearGradient>
  <linearGradient id="night" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.indigo}"/><stop offset="1" stop-color="${C.ink}"/></linearGradient>
</defs>`;

const frame = (w, h, body) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs()}${body}</svg>`;

// ---------- collage scenes (800 x 560) ----------
const W = 800, H = 560;
const makeScenes = () => ({
  'hotel-reception': frame(W, H, `
  <rect width="${W}" height="${H}" fill="url(#wall)"/>
  <rect x="0" y="430" width="${W}" height="130" fill="${C.mist}"/>
  <rect x="470" y="70" width="250" height="170" rx="16" fill="url(#night)"/>
  <circle cx="660" cy="115" r="22" fill="${C.sand}"/>
  ${[0, 1, 2, 3, 4].map((i) => `<circle cx="${500 + i * 26}" cy="${100 + (i % 2) * 14}" r="2.5" fill="#fff"/>`).join('')}
  <path d="M470 240 L540 180 L600 215 L660 170 L720 205 V240 Z" fill="${C.violet}" opacity=".8"/>
  <g>${[0, 1, 2, 3].map((i) => `<rect x="${110 + i * 48}" y="90" width="34" height="44" rx="6" fill="${C.white}"/><circle cx="${127 + i * 48}" cy="104" r="5" fill="${C.amber}"/><rect x="${124 + i * 48}" y="104" width="6" height="20" rx="3" fill="${C.amber}"/>`).join('')}</g>
  ${person({ x: 250, y: 190, skin: skins[1], hair: hairs[1], shirt: C.indigo, headset: true, long: true })}
  <rect x="60" y="300" width="420" height="150" rx="14" fill="${C.ink}"/>
  <rect x="60" y="300" width="420" height="22" rx="10" fill="${C.violet}"/>
  <rect x="320" y="262" width="90" height="42" rx="8" fill="${C.slate}"/>
  <path d="M180 300 a22 22 0 0 1 44 0 Z" fill="${C.amber}"/><rect x="198" y="272" width="8" height="8" rx="3" fill="${C.amber}"/>
  ${person({ x: 600, y: 260, s: 1.05, skin: skins[3], hair: hairs[3], shirt: C.teal })}
  <rect x="650" y="360" width="80" height="110" rx="14" fill="${C.amber}"/><rect x="672" y="340" width="36" height="26" rx="8" fill="none" stroke="${C.amber}" stroke-width="7"/>
  ${bubble({ x: 300, y: 130, tail: 'left' })}
  ${check(720, 320)}
  ${plant(40, 400, 0.9)}`),

  clinic: frame(W, H, `
  <rect width="${W}" height="${H}" fill="url(#wall)"/>
  <rect x="0" y="440" width="${W}" height="120" fill="${C.mist}"/>
  <g filter="url(#shadow)"><rect x="80" y="70" width="110" height="110" rx="24" fill="${C.white}"/><path d="M122 96 h26 v26 h26 v26 h-26 v26 h-26 v-26 h-26 v-26 h26 Z" fill="${C.teal}"/></g>
  <g filter="url(#shadow)"><rect x="500" y="60" width="230" height="180" rx="18" fill="${C.white}"/>
  <rect x="500" y="60" width="230" height="40" rx="18" fill="${C.indigo}"/><rect x="500" y="84" width="230" height="16" fill="${C.indigo}"/>
  ${[0, 1, 2, 3, 4].map((c) => [0, 1, 2].map((r) => `<rect x="${520 + c * 42}" y="${115 + r * 40}" width="30" height="28" rx="6" fill="${(c + r) % 3 === 0 ? C.lilac : C.paper}"/>`).join('')).join('')}
  ${check(650, 190, 14)}</g>
  ${person({ x: 560, y: 250, skin: skins[0], hair: hairs[4], shirt: C.white, headset: true, long: true })}
  <path d="M514 330 q46 26 92 0" stroke="${C.teal}" stroke-width="5" fill="none"/>
  <rect x="440" y="330" width="320" height="130" rx="14" fill="${C.indigo}"/>
  <rect x="440" y="330" width="320" height="20" rx="10" fill="${C.violet}"/>
  ${[0, 1].map((i) => `<g transform="translate(${110 + i * 150} 0)"><rect x="-50" y="380" width="100" height="20" rx="8" fill="${C.violet}"/><rect x="-44" y="400" width="10" height="50" fill="${C.ink}"/><rect x="34" y="400" width="10" height="50" fill="${C.ink}"/></g>`).join('')}
  ${person({ x: 110, y: 250, s: 0.95, skin: skins[2], hair: hairs[0], shirt: C.amber })}
  ${person({ x: 260, y: 250, s: 0.95, skin: skins[4], hair: hairs[2], shirt: C.lilac, long: true })}
  ${bubble({ x: 230, y: 120, w: 190, tail: 'right', bars: C.teal })}
  ${plant(760, 440, 0.8)}`),

  'real-estate': frame(W, H, `
  <rect width="${W}" height="${H}" fill="${C.paper}"/>
  <circle cx="690" cy="90" r="44" fill="${C.sand}"/>
  <rect x="0" y="420" width="${W}" height="140" fill="${C.teal}" opacity=".85"/>
  <g filter="url(#shadow)">
    <path d="M330 200 L500 80 L670 200 Z" fill="${C.ink}"/>
    <rect x="350" y="200" width="300" height="220" fill="${C.white}"/>
    <rect x="470" y="300" width="60" height="120" rx="6" fill="${C.indigo}"/><circle cx="518" cy="362" r="4" fill="${C.amber}"/>
    ${[380, 560].map((wx) => `<rect x="${wx}" y="240" width="64" height="56" rx="6" fill="${C.mist}"/><path d="M${wx + 32} 240 v56 M${wx} 268 h64" stroke="${C.white}" stroke-width="5"/>`).join('')}
    <rect x="600" y="110" width="30" height="60" fill="${C.indigo}"/>
  </g>
  <rect x="120" y="300" width="10" height="140" fill="${C.ink}"/>
  <g filter="url(#shadow)"><rect x="60" y="250" width="130" height="80" rx="12" fill="${C.white}"/><path d="M100 300 L125 278 L150 300 V318 H100 Z" fill="${C.indigo}"/><rect x="118" y="302" width="14" height="16" fill="${C.white}"/></g>
  ${person({ x: 250, y: 290, s: 1.05, skin: skins[3], hair: hairs[0], shirt: C.indigo, headset: false })}
  <rect x="276" y="390" width="46" height="60" rx="6" fill="${C.ink}" transform="rotate(-12 299 420)"/><rect x="282" y="398" width="34" height="42" rx="3" fill="${C.lilac}" transform="rotate(-12 299 420)"/>
  ${person({ x: 700, y: 300, s: 0.95, skin: skins[0], hair: hairs[2], shirt: C.amber, long: true })}
  ${person({ x: 615, y: 320, s: 0.9, skin: skins[1], hair: hairs[3], shirt: C.violet })}
  ${bubble({ x: 120, y: 110, tail: 'right' })}
  ${check(380, 170, 18)}`),

  'small-shop': frame(W, H, `
  <rect width="${W}" height="${H}" fill="url(#wall)"/>
  <path d="M40 40 h720 v60 H40 Z" fill="${C.indigo}"/>
  ${Array.from({ length: 12 }, (_, i) => `<path d="M${40 + i * 60} 100 a30 30 0 0 0 60 0 Z" fill="${i % 2 ? C.indigo : C.white}"/>`).join('')}
  ${[170, 250].map((sy) => `<rect x="470" y="${sy}" width="280" height="10" rx="4" fill="${C.ink}"/>`).join('')}
  ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${484 + i * 44}" y="${124 + (i % 2) * 8}" width="30" height="${46 - (i % 2) * 8}" rx="6" fill="${[C.amber, C.lilac, C.teal, C.violet, C.mint, C.sand][i]}"/>`).join('')}
  ${[0, 1, 2, 3, 4].map((i) => `<circle cx="${500 + i * 54}" cy="232" r="${16 + (i % 2) * 3}" fill="${[C.teal, C.amber, C.violet, C.mint, C.lilac][i]}"/>`).join('')}
  ${person({ x: 300, y: 200, skin: skins[2], hair: hairs[1], shirt: C.teal, long: true })}
  <path d="M270 280 h60 v80 h-60 Z" fill="${C.sand}" opacity=".9"/>
  <rect x="80" y="330" width="640" height="130" rx="14" fill="${C.ink}"/>
  <rect x="80" y="330" width="640" height="20" rx="10" fill="${C.violet}"/>
  <g filter="url(#shadow)"><rect x="520" y="262" width="58" height="76" rx="10" fill="${C.white}"/><rect x="527" y="272" width="44" height="52" rx="4" fill="${C.indigo}"/>${[0, 1, 2, 3].map((i) => `<rect x="${534 + i * 9}" y="${292 - i * 3}" width="5" height="${12 + i * 6}" rx="2.5" fill="${C.mint}"/>`).join('')}</g>
  ${plant(150, 300, 0.9)}${plant(660, 300, 0.7)}
  <rect x="0" y="460" width="${W}" height="100" fill="${C.mist}"/>
  ${bubble({ x: 360, y: 110, w: 150, h: 64, tail: 'left', bars: C.teal })}
  ${check(620, 200, 18)}`),
});

// ---------- video posters (1280 x 720) ----------
const poster = (accent, inner) => frame(1280, 720, `
  <rect width="1280" height="720" fill="url(#night)"/>
  <circle cx="1100" cy="120" r="240" fill="${C.violet}" opacity=".35"/>
  <circle cx="160" cy="640" r="220" fill="${accent}" opacity=".25"/>
  ${inner}`);
const posters = () => ({
  'product-tour': poster(C.mint, `
  <g filter="url(#shadow)"><rect x="250" y="130" width="780" height="460" rx="26" fill="${C.white}"/>
  <rect x="250" y="130" width="780" height="54" rx="26" fill="${C.paper}"/><rect x="250" y="160" width="780" height="24" fill="${C.paper}"/>
  ${[0, 1, 2].map((i) => `<circle cx="${286 + i * 26}" cy="157" r="8" fill="${[C.amber, C.lilac, C.teal][i]}"/>`).join('')}
  <rect x="280" y="210" width="200" height="350" rx="16" fill="${C.paper}"/>
  ${[0, 1, 2, 3, 4].map((i) => `<rect x="300" y="${236 + i * 56}" width="${150 - (i % 2) * 40}" height="20" rx="10" fill="${i === 1 ? C.indigo : C.mist}"/>`).join('')}
  ${[0, 1, 2].map((i) => `<rect x="${510 + i * 168}" y="210" width="150" height="110" rx="16" fill="${[C.indigo, C.teal, C.violet][i]}"/><rect x="${530 + i * 168}" y="236" width="70" height="14" rx="7" fill="#fff" opacity=".7"/><rect x="${530 + i * 168}" y="266" width="100" height="30" rx="8" fill="#fff"/>`).join('')}
  <rect x="510" y="340" width="486" height="220" rx="16" fill="${C.paper}"/>
  <path d="M530 520 L610 470 L690 490 L770 420 L850 440 L930 370 L980 380" fill="none" stroke="${C.indigo}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/></g>`),
  'hotel-demo': poster(C.amber, `
  <g filter="url(#shadow)"><rect x="220" y="150" width="380" height="420" rx="28" fill="${C.white}"/>
  <rect x="220" y="150" width="380" height="80" rx="28" fill="${C.indigo}"/><rect x="220" y="200" width="380" height="30" fill="${C.indigo}"/>
  ${Array.from({ length: 20 }, (_, i) => `<rect x="${250 + (i % 5) * 66}" y="${256 + Math.floor(i / 5) * 72}" width="54" height="54" rx="10" fill="${[3, 8, 9, 14].includes(i) ? C.teal : C.paper}"/>`).join('')}</g>
  <g filter="url(#shadow)"><path d="M720 470 a170 170 0 0 1 340 0 Z" fill="${C.amber}"/><rect x="690" y="470" width="400" height="36" rx="14" fill="${C.sand}"/><rect x="870" y="270" width="40" height="32" rx="12" fill="${C.amber}"/></g>
  ${bubble({ x: 700, y: 160, w: 300, h: 96, tail: 'left' })}`),
});

// ---------- avatars (160 x 160) ----------
const avatarPalettes = [[C.indigo, C.lilac], [C.teal, C.mint], [C.violet, C.mist], [C.ink, C.lilac], [C.amber, C.sand]];
const avatar = (initials, i) => {
  const [bg, fg] = avatarPalettes[i % avatarPalettes.length];
  const shapes = [
    `<circle cx="130" cy="30" r="46" fill="${fg}" opacity=".35"/><circle cx="24" cy="140" r="30" fill="${fg}" opacity=".25"/>`,
    `<path d="M0 120 L160 40 V160 H0 Z" fill="${fg}" opacity=".3"/>`,
    `<rect x="96" y="-20" width="90" height="90" rx="20" transform="rotate(20 140 25)" fill="${fg}" opacity=".35"/>`,
    `<path d="M0 0 H70 L0 70 Z" fill="${fg}" opacity=".35"/><circle cx="140" cy="140" r="40" fill="${fg}" opacity=".3"/>`,
  ][i % 4];
  const text = bg === C.amber ? C.ink : '#fff';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160"><rect width="160" height="160" fill="${bg}"/>${shapes}<text x="80" y="80" dy=".35em" text-anchor="middle" font-family="${font}" font-size="58" font-weight="700" fill="${text}" letter-spacing="-1">${initials}</text></svg>`;
};

// ---------- write ----------
const { avatars } = await import('./landing-graphics-data.mjs');

for (const [id, svg] of Object.entries(posters())) write(`videos/${id}.svg`, svg);
avatars.forEach(([id, initials], i) => write(`avatars/${id}.svg`, avatar(initials, i)));

// Collage scenes and the backdrop in both themes: `<id>.avif` and `<id>-dark.avif` (and WebP, PNG).
for (const [suffix, palette] of [['', light], ['-dark', dark]]) {
  C = palette;
  for (const [id, svg] of Object.entries(makeScenes())) {
    mkdirSync(join(root, 'collage'), { recursive: true });
    const base = sharp(Buffer.from(svg), { density: 96 });
    await base.clone().avif({ quality: 55 }).toFile(join(root, 'collage', `${id}${suffix}.avif`));
    await base.clone().webp({ quality: 80 }).toFile(join(root, 'collage', `${id}${suffix}.webp`));
    await base.clone().png({ palette: true, quality: 85, compressionLevel: 9 }).toFile(join(root, 'collage', `${id}${suffix}.png`));
  }
  // Decorative backdrop used as a CSS background (WebP with a PNG fallback, chosen by the html.webp class).
  const backdrop = frame(1600, 400, `<rect width="1600" height="400" fill="${C.paper}"/>${Array.from({ length: 40 }, (_, i) => `<circle cx="${(i * 173) % 1600}" cy="${(i * 97) % 400}" r="${6 + (i % 5) * 5}" fill="${[C.mist, C.haze, C.lilac][i % 3]}" opacity=".55"/>`).join('')}`);
  await sharp(Buffer.from(backdrop)).webp({ quality: 70 }).toFile(join(root, 'collage', `backdrop${suffix}.webp`));
  await sharp(Buffer.from(backdrop)).png({ palette: true, compressionLevel: 9 }).toFile(join(root, 'collage', `backdrop${suffix}.png`));
}
C = light;
console.log('landing graphics written to', root);
