import { lazyImport } from '../../lazy';
import { professionBySlug } from '../reference/professions';
import {
  COVER_HEIGHT,
  COVER_WIDTH,
  type City,
  coverSvg,
  LOGO_SIZE,
  logoSvg,
  motifOfCategory,
  palettes,
} from './brand';
import { random, seedOf } from './random';
import {
  GALLERY_HEIGHT,
  GALLERY_WIDTH,
  type SceneKind,
  sceneSvg,
  THUMBNAIL_HEIGHT,
  THUMBNAIL_WIDTH,
} from './scenes';
import { captions, scenesByTrade } from './words';

/** A business the pictures are drawn for. */
export interface PictureSubject {
  name: string;
  city: City;
  trades: readonly string[];
  /** Suburbs its gallery captions may name. */
  places: readonly string[];
}

export interface JpegImage {
  bytes: Buffer;
  width: number;
  height: number;
}

interface GalleryPicture {
  full: JpegImage;
  thumbnail: JpegImage;
  caption: string;
}

export interface BusinessPictures {
  logo: JpegImage;
  cover: JpegImage;
  gallery: GalleryPicture[];
}

/** Colour and mirror variants of each scene: beyond them, a scene's picture is shown again. */
const SCENE_VARIANTS = 4;
/** Images rasterised at once (sharp works on libuv's pool of four threads). */
const CONCURRENCY = 4;

// Loaded by the first demo seeding only (never in production).
const loadSharp = lazyImport(async () => (await import('sharp')).default);

// Without the optimised Huffman pass: encoding takes half the time for a third more bytes.
const JPEG = { quality: 82, optimiseCoding: false } as const;

async function rasterise(svg: string, width: number, height: number): Promise<JpegImage> {
  const sharp = await loadSharp();
  const bytes = await sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .jpeg(JPEG)
    .toBuffer();
  return { bytes, width, height };
}

/** A gallery picture and its thumbnail, from one rendering of the scene. */
async function rasteriseScene(svg: string): Promise<{ full: JpegImage; thumbnail: JpegImage }> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const [full, thumbnail] = await Promise.all([
    sharp(data, raw).jpeg(JPEG).toBuffer(),
    sharp(data, raw).resize(THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT).jpeg(JPEG).toBuffer(),
  ]);
  return {
    full: { bytes: full, width: GALLERY_WIDTH, height: GALLERY_HEIGHT },
    thumbnail: { bytes: thumbnail, width: THUMBNAIL_WIDTH, height: THUMBNAIL_HEIGHT },
  };
}

/** Run `tasks`, at most CONCURRENCY at a time. */
async function inParallel(tasks: Array<() => Promise<void>>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]?.();
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, tasks.length) }, worker));
}

/**
 * Which scenes each business shows (3 to 6, from its trades), their variants and captions.
 * A scene's variant is the one least shown by businesses sharing a trade with this one, then
 * the least shown overall: two plumbers do not show the same picture while a variant is left.
 */
function galleryPlan(subjects: readonly PictureSubject[]) {
  const shown = new Map<string, number>();
  const shownInTrade = new Map<string, Set<string>>();
  return subjects.map((subject) => {
    const rng = random(seedOf(`gallery:${subject.name}`));
    const kinds = [...new Set(subject.trades.flatMap((trade) => scenesByTrade[trade] ?? []))];
    if (kinds.length === 0) kinds.push('interior');
    const count = rng.int(3, 6);
    const byRivals = new Set(
      subject.trades.flatMap((trade) => [...(shownInTrade.get(trade) ?? [])]),
    );
    const shots: Array<{ kind: SceneKind; variant: number; caption: string }> = [];
    const captionStart = rng.int(0, 2);
    for (let i = 0; shots.length < count && i < count * 2; i++) {
      const kind = kinds[i % kinds.length] as SceneKind;
      const mine = shots.filter((shot) => shot.kind === kind);
      const free = [...Array(SCENE_VARIANTS).keys()].filter(
        (v) => !mine.some((s) => s.variant === v),
      );
      const score = (v: number) =>
        (byRivals.has(`${kind}:${v}`) ? 1000 : 0) + (shown.get(`${kind}:${v}`) ?? 0);
      const variant = free.sort((a, b) => score(a) - score(b) || a - b)[0];
      if (variant === undefined) continue;
      // A second picture of the same kind gets the next caption, never the same one.
      const template = captions[kind][(captionStart + mine.length) % captions[kind].length] ?? '';
      shots.push({ kind, variant, caption: template.replace('{place}', rng.pick(subject.places)) });
    }
    for (const shot of shots) {
      const key = `${shot.kind}:${shot.variant}`;
      shown.set(key, (shown.get(key) ?? 0) + 1);
      for (const trade of subject.trades) {
        const set = shownInTrade.get(trade) ?? new Set<string>();
        set.add(key);
        shownInTrade.set(trade, set);
      }
    }
    return shots;
  });
}

/**
 * Every picture of the demo directory, drawn as SVG and rasterised to JPEG: a logo and a
 * cover per business, and its gallery (each scene variant drawn once, at full size and as a
 * thumbnail, however many businesses show it).
 */
export async function drawPictures(
  subjects: readonly PictureSubject[],
): Promise<BusinessPictures[]> {
  const plans = galleryPlan(subjects);
  const scenes = new Map<string, { kind: SceneKind; variant: number }>();
  for (const shot of plans.flat()) scenes.set(`${shot.kind}:${shot.variant}`, shot);

  const brands = new Array<{ logo: JpegImage; cover: JpegImage }>(subjects.length);
  const drawn = new Map<string, { full: JpegImage; thumbnail: JpegImage }>();
  const tasks: Array<() => Promise<void>> = [];
  for (const [index, subject] of subjects.entries()) {
    const palette = palettes[index % palettes.length] ?? palettes[0];
    if (!palette) throw new Error('no palettes');
    const category = professionBySlug(subject.trades[0] ?? '')?.categorySlug ?? '';
    const motif = motifOfCategory[category] ?? 'roof';
    tasks.push(async () => {
      brands[index] = {
        logo: await rasterise(logoSvg(subject.name, palette, index), LOGO_SIZE, LOGO_SIZE),
        cover: await rasterise(
          coverSvg(palette, subject.city, motif, subject.name),
          COVER_WIDTH,
          COVER_HEIGHT,
        ),
      };
    });
  }
  for (const [key, { kind, variant }] of scenes) {
    tasks.push(async () => {
      drawn.set(key, await rasteriseScene(sceneSvg(kind, variant, GALLERY_WIDTH, GALLERY_HEIGHT)));
    });
  }
  await inParallel(tasks);
  return subjects.map((subject, index) => {
    const brand = brands[index];
    if (!brand) throw new Error(`no logo for ${subject.name}`);
    return {
      ...brand,
      gallery: (plans[index] ?? []).map((shot) => {
        const picture = drawn.get(`${shot.kind}:${shot.variant}`);
        if (!picture) throw new Error(`scene ${shot.kind} was not drawn`);
        return { ...picture, caption: shot.caption };
      }),
    };
  });
}
