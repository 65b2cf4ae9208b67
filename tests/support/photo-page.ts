import sharp from 'sharp';
import { apiSignIn } from './second-factor.ts';

/**
 * A camera-sized photo (3000 × 2000, JPEG): smooth colour with grain, as a phone's picture of a
 * ward garden compresses, so that byte counts mean something.
 */
export async function cameraPhoto(): Promise<Buffer> {
  const width = 3000;
  const height = 2000;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
      const grain = (seed % 17) - 8;
      const i = (y * width + x) * 3;
      pixels[i] = 90 + ((x / 20) % 80) + grain;
      pixels[i + 1] = 140 + 60 * Math.sin(y / 90) + grain;
      pixels[i + 2] = 70 + 50 * Math.cos((x + y) / 130) + grain;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * St Mary's admin publishes a page with a cover photo and the same photo in its text, described in
 * English, Arabic and Spanish; answers the photo's address (what a browser without srcset loads).
 */
export async function publishPhotoPage(url: string, password = 'Lantern-demo-2026!'): Promise<string> {
  const { access_token } = await apiSignIn(url, 'admin@stmarys.test', password);
  const call = async (path: string, body: unknown, type = 'application/json') => {
    const res = await fetch(`${url}/api${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access_token}`, 'content-type': type },
      body: body instanceof Buffer ? new Uint8Array(body) : JSON.stringify(body),
    });
    if (res.status >= 300) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const image = String((await call('/organisation-cms/images', await cameraPhoto(), 'image/jpeg')).url);
  const img = (alt: string) => `<p><img src="${image}" alt="${alt}"></p>`;
  const page = await call('/organisation-cms/pages', {
    coverImage: image,
    content: {
      en: {
        title: 'Our garden',
        html: `<p>The garden is open every day.</p>${img('The ward garden in spring')}`,
      },
      ar: { title: 'حديقتنا', html: `<p>الحديقة مفتوحة كل يوم.</p>${img('حديقة الجناح في الربيع')}` },
      es: {
        title: 'Nuestro jardín',
        html: `<p>El jardín abre todos los días.</p>${img('El jardín de la planta en primavera')}`,
      },
    },
  });
  await call('/organisation-cms/publish', { pageNumber: page.pageNumber, confirmTranslations: true });
  return image;
}
