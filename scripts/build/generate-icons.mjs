// Renders the PNG favicons from app/icon.svg (run once after changing the
// logo; the PNGs are committed): public/icon-192.png and public/icon-512.png
// for the web app manifest, app/apple-icon.png (180 px, Apple touch icon)
// and app/icon.png (48 px PNG favicon next to the SVG one).
import { readFileSync, writeFileSync } from 'node:fs';
import { ImageResponse } from 'next/dist/compiled/@vercel/og/index.node.js';

const root = new URL('../../', import.meta.url).pathname;
const svg = readFileSync(`${root}app/icon.svg`, 'utf8');
// Full-bleed variant for the touch icon (iOS rounds the corners itself).
const square = svg.replace('rx="9"', 'rx="0"');

async function render(source, size, file) {
  const src = `data:image/svg+xml;base64,${Buffer.from(source).toString('base64')}`;
  const element = { type: 'img', props: { src, width: size, height: size } };
  const image = new ImageResponse(element, { width: size, height: size });
  writeFileSync(`${root}${file}`, Buffer.from(await image.arrayBuffer()));
  console.log(`wrote ${file}`);
}

await render(svg, 192, 'public/icon-192.png');
await render(svg, 512, 'public/icon-512.png');
await render(square, 180, 'app/apple-icon.png');
await render(svg, 48, 'app/icon.png');
