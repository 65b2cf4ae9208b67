// Draws Lantern's home-screen icons (public/icons) from its favicon, once: `node scripts/make-icons.ts`.
// The PNGs are committed; run this again only when the favicon changes.
import { mkdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';

const svg = readFileSync('public/favicon.svg');
mkdirSync('public/icons', { recursive: true });

for (const size of [192, 512]) {
  await sharp(svg, { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toFile(`public/icons/lantern-${size}.png`);
}
// Maskable: the lantern inside the 80% safe circle, on the brand colour to the edges.
const inner = await sharp(svg, { density: (72 * 320) / 32 })
  .resize(320, 320)
  .png()
  .toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#1f5fa8' } })
  .composite([{ input: inner, gravity: 'centre' }])
  .png()
  .toFile('public/icons/lantern-maskable-512.png');
// The apple-touch-icon: 180 px, opaque (iOS draws transparency as black).
await sharp(svg, { density: (72 * 180) / 32 })
  .resize(180, 180)
  .flatten({ background: '#1f5fa8' })
  .png()
  .toFile('public/icons/apple-touch-icon.png');
console.log('public/icons written');
