/**
 * Regenerates the embedded sample dataset and the site's own media:
 *
 *   sample-data/production.ndjson   documents in Sanity's raw export form
 *   sample-data/images/             the image assets those documents reference
 *   public/media/                   the hero video (and its small-screen cut), link-preview image, icons
 *   src/assets/media/               the hero poster and page hero images, which Astro turns into WebP
 *
 * Run with `npm run sample:generate` (needs ffmpeg on PATH for the video), or
 * `npm run sample:generate -- --dataset-only` for the documents and their images alone.
 * Everything is drawn here; nothing is downloaded.
 */
import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { certificateSvg, logoSvg, logoWidth, portraitSvg, sceneSvg, seedOf } from "./art.ts";
import {
  ARABIC_ONLY_DOCUMENTS,
  SAMPLE_COMPANY,
  SAMPLE_DOCUMENTS,
  type Art,
  type Field,
  type ImageRecipe,
  type SampleDocument,
} from "./content.ts";
import { SAMPLE_NOTICES } from "./notices.ts";
import { withArabicTranslations } from "./arabic.ts";
import { ROOT, SAMPLE_DATASET_FILE, SAMPLE_IMAGES_DIR } from "../../publishing/repository-paths.ts";

const PROJECT_ID = "sample";
const DATASET = "production";
const MEDIA_DIR = join(ROOT, "public/media");
const ASSETS_DIR = join(ROOT, "src/assets/media");
const CREATED_AT = "2024-01-01T09:00:00Z";

interface Rendered {
  data: Buffer;
  width: number;
  height: number;
  format: "jpg" | "png";
}

async function render(art: Art, seed: number): Promise<Rendered> {
  switch (art.kind) {
    case "scene": {
      const width = art.width ?? 1200;
      const height = art.height ?? 800;
      return jpeg(
        sceneSvg({
          width,
          height,
          seed,
          palette: art.palette,
          landmark: art.landmark,
          ...(art.cranes === undefined ? {} : { cranes: art.cranes }),
        }),
        width,
        height,
        70,
      );
    }
    case "certificate":
      return jpeg(
        certificateSvg({ width: 850, height: 1200, holder: SAMPLE_COMPANY, ...art }),
        850,
        1200,
        78,
      );
    case "portrait":
      return jpeg(portraitSvg({ width: 600, height: 750, seed }), 600, 750, 74);
    case "logo": {
      const width = logoWidth(art.name, 160);
      const data = await sharp(Buffer.from(logoSvg({ width, height: 160, ...art })))
        .png({ palette: true, compressionLevel: 9 })
        .toBuffer();
      return { data, width, height: 160, format: "png" };
    }
  }
}

async function jpeg(svg: string, width: number, height: number, quality: number): Promise<Rendered> {
  const data = await sharp(Buffer.from(svg)).jpeg({ quality, mozjpeg: true }).toBuffer();
  return { data, width, height, format: "jpg" };
}

function isRecipe(value: Field): value is ImageRecipe {
  return typeof value === "object" && !Array.isArray(value) && "art" in value && "name" in value;
}

const assets = new Map<string, Record<string, unknown>>();

/** Renders a recipe, stores the file under its content hash, returns an image field. */
async function toImageField(recipe: ImageRecipe, key?: string): Promise<Record<string, unknown>> {
  const { data, width, height, format } = await render(recipe.art, seedOf(recipe.name));
  const sha1 = createHash("sha1").update(data).digest("hex");
  const file = `${sha1}-${width}x${height}.${format}`;
  const assetId = `image-${sha1}-${width}x${height}-${format}`;
  if (!assets.has(assetId)) {
    writeFileSync(join(SAMPLE_IMAGES_DIR, file), data);
    assets.set(assetId, {
      _id: assetId,
      _type: "sanity.imageAsset",
      _createdAt: CREATED_AT,
      _updatedAt: CREATED_AT,
      assetId: sha1,
      sha1hash: sha1,
      extension: format,
      mimeType: format === "png" ? "image/png" : "image/jpeg",
      originalFilename: recipe.name,
      path: `images/${PROJECT_ID}/${DATASET}/${file}`,
      url: `https://cdn.sanity.io/images/${PROJECT_ID}/${DATASET}/${file}`,
      size: data.length,
      metadata: {
        _type: "sanity.imageMetadata",
        dimensions: { _type: "sanity.imageDimensions", width, height, aspectRatio: width / height },
        hasAlpha: format === "png",
        isOpaque: format !== "png",
      },
    });
  }
  return {
    ...(key === undefined ? {} : { _key: key }),
    _type: "image",
    asset: { _type: "reference", _ref: assetId },
    ...recipe.fields,
  };
}

async function resolve(value: Field, key?: string): Promise<unknown> {
  if (isRecipe(value)) return toImageField(value, key);
  if (Array.isArray(value)) {
    const out = [];
    for (const [i, item] of value.entries())
      out.push(await resolve(item, isRecipe(item) ? `k${i}${seedOf(item.name).toString(36)}` : undefined));
    return out;
  }
  if (typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = await resolve(v);
    return out;
  }
  return value;
}

async function makeDataset(): Promise<void> {
  rmSync(SAMPLE_IMAGES_DIR, { recursive: true, force: true });
  mkdirSync(SAMPLE_IMAGES_DIR, { recursive: true });
  const stored = async (docs: readonly SampleDocument[]) => {
    const out: Record<string, unknown>[] = [];
    for (const doc of docs) {
      const resolved = (await resolve(doc)) as Record<string, unknown>;
      const createdAt = typeof resolved["_createdAt"] === "string" ? resolved["_createdAt"] : CREATED_AT;
      out.push({
        ...resolved,
        _createdAt: createdAt,
        _updatedAt: createdAt,
        _rev: `r${seedOf(doc._id).toString(36)}`,
      });
    }
    return out;
  };
  const documents = [
    ...withArabicTranslations(await stored([...SAMPLE_DOCUMENTS, ...SAMPLE_NOTICES])),
    ...(await stored(ARABIC_ONLY_DOCUMENTS)),
  ];
  const lines = [...documents, ...assets.values()].map((document) => JSON.stringify(document));
  writeFileSync(SAMPLE_DATASET_FILE, `${lines.join("\n")}\n`);
  console.log(`sample dataset: ${documents.length} documents in two languages, ${assets.size} image assets`);
}

async function makeSiteMedia(): Promise<void> {
  mkdirSync(MEDIA_DIR, { recursive: true });
  const heroes: [string, Parameters<typeof sceneSvg>[0]][] = [
    [
      "careers-hero.jpg",
      { width: 1920, height: 720, seed: 11, palette: "dawn", landmark: "campus", cranes: 2 },
    ],
    [
      "projects-hero.jpg",
      { width: 1920, height: 720, seed: 12, palette: "dusk", landmark: "tower", cranes: 2 },
    ],
    [
      "team-hero.jpg",
      { width: 1920, height: 720, seed: 13, palette: "day", landmark: "terminal", cranes: 1 },
    ],
    ["stats-left.jpg", { width: 640, height: 900, seed: 14, palette: "dusk", landmark: "tower", cranes: 1 }],
    [
      "stats-right.jpg",
      { width: 640, height: 900, seed: 15, palette: "day", landmark: "factory", cranes: 1 },
    ],
    // The link-preview image of pages without one of their own (Open Graph's 1200 × 630).
    ["share.jpg", { width: 1200, height: 630, seed: 16, palette: "dusk", landmark: "tower", cranes: 2 }],
  ];
  mkdirSync(ASSETS_DIR, { recursive: true });
  for (const [file, scene] of heroes) {
    await sharp(Buffer.from(sceneSvg(scene)))
      .jpeg({ quality: 70, mozjpeg: true })
      .toFile(join(file === "share.jpg" ? MEDIA_DIR : ASSETS_DIR, file));
  }

  // The home-screen icon for iOS: the favicon's mark, 180 px.
  await sharp(join(ROOT, "public/favicon.svg"))
    .resize(180, 180)
    .png()
    .toFile(join(MEDIA_DIR, "apple-touch-icon.png"));
  await sharp(join(ROOT, "public/favicon.svg"))
    .resize(512, 512)
    .png()
    .toFile(join(MEDIA_DIR, "icon-512.png"));

  // The hero video pans across a wide scene and back, easing at both ends, so it loops without a seam.
  const work = mkdtempSync(join(tmpdir(), "hero-"));
  const pano = join(work, "pano.png");
  await sharp(
    Buffer.from(
      sceneSvg({ width: 1920, height: 720, seed: 21, palette: "dusk", landmark: "tower", cranes: 3 }),
    ),
  )
    .png()
    .toFile(pano);
  await sharp(pano)
    .extract({ left: 0, top: 0, width: 1280, height: 720 })
    .jpeg({ quality: 72, mozjpeg: true })
    .toFile(join(ASSETS_DIR, "hero-poster.jpg"));
  // The same pan twice: 1280 × 720 for every screen, and a lighter 640 × 360 cut for phones.
  for (const [file, scale, crf] of [
    ["hero.mp4", "", "30"],
    ["hero-small.mp4", ",scale=640:360", "32"],
  ] as const) {
    execFileSync("ffmpeg", [
      "-y",
      "-loglevel",
      "error",
      "-loop",
      "1",
      "-i",
      pano,
      "-t",
      "12",
      "-r",
      "24",
      "-vf",
      `crop=1280:720:x='320*(1-cos(2*PI*t/12))':y=0${scale},format=yuv420p`,
      "-c:v",
      "libx264",
      "-preset",
      "slow",
      "-crf",
      crf,
      "-profile:v",
      "high",
      "-movflags",
      "+faststart",
      "-an",
      join(MEDIA_DIR, file),
    ]);
  }
  rmSync(work, { recursive: true, force: true });
  console.log("site media: hero video, poster and page heroes");
}

await makeDataset();
// `-- --dataset-only`: the documents and their images, without redrawing the site's media.
if (!process.argv.includes("--dataset-only")) await makeSiteMedia();
