import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  mustFailOf,
  negativeKinds,
  ZCorpusManifest,
  type Camera,
  type CorpusEntry,
  type CorpusManifest,
  type NegativeKind,
} from './corpus-entry.js';
import { fontsByRole } from './fonts.js';
import { photograph } from './photograph.js';
import { PRINT_BODY_PX, sampleCamera, samplePaperLook } from './photo-settings.js';
import { Random } from './random.js';
import { planReceipt, type Taken } from './receipt-plan.js';
import { renderPaper, type Paper, type PaperLook } from './render-paper.js';

/** Bump when a change to the generator changes its images, so a cached corpus is made again. */
export const GENERATOR_VERSION = 3;

export interface CorpusOptions {
  seed: number;
  positives: number;
  negatives: number;
  /** Where the images and manifest.json go. */
  dir: string;
  onProgress?: (done: number, total: number) => void;
}

/**
 * The corpus for one seed: reused from `dir` when its manifest matches, else generated. Entries
 * are in a shuffled order so positives and negatives meet the server mixed, as real uploads do.
 */
export async function loadOrGenerateCorpus(options: CorpusOptions): Promise<CorpusManifest> {
  const manifestPath = join(options.dir, 'manifest.json');
  const cached = await readManifest(manifestPath);
  if (
    cached?.generatorVersion === GENERATOR_VERSION &&
    cached.seed === options.seed &&
    cached.positives === options.positives &&
    cached.negatives === options.negatives
  ) {
    return cached;
  }
  await rm(options.dir, { recursive: true, force: true });
  await mkdir(options.dir, { recursive: true });

  const random = new Random(options.seed);
  const kinds: (NegativeKind | null)[] = [
    ...Array.from({ length: options.positives }, () => null),
    ...negativeMix(options.negatives),
  ];
  shuffle(random, kinds);
  const fonts = fontsByRole();
  const taken: Taken = { personalNumbers: new Set(), frameNumbers: new Set() };
  const entries: CorpusEntry[] = [];
  let positive = 0;
  let negative = 0;
  for (const kind of kinds) {
    const id = kind === null ? `p${pad((positive += 1))}` : `n${pad((negative += 1))}`;
    const receiptRandom = random.fork(id);
    const plan = planReceipt(receiptRandom, kind, taken);
    const font = receiptRandom.pick(fonts[plan.document.font]);
    const look = samplePaperLook(receiptRandom, plan.document);
    const printed = await renderPaper(plan.document, {
      font,
      bodyPx: PRINT_BODY_PX,
      look,
      random: receiptRandom,
    });
    const { camera, scale } = sampleCamera(receiptRandom, printed);
    const paper = await resize(printed, scale);
    const jpeg = await photograph(paper, camera, receiptRandom);
    const file = `${id}.jpg`;
    await writeFile(join(options.dir, file), jpeg);
    const bodyPx = Math.round(PRINT_BODY_PX * scale * 10) / 10;
    entries.push({
      id,
      file,
      negative: kind,
      mustFail: kind ? mustFailOf[kind] : [],
      typedFrameNumber: plan.typedFrameNumber,
      printedFrameNumber: plan.content.frameNumber,
      accountPersonalNumber: plan.accountPersonalNumber,
      printedPersonalNumber: plan.content.personalNumber,
      personalNumberForm: plan.personalNumberForm,
      buyerName: plan.content.buyerName,
      sellerStyle: plan.content.sellerStyle,
      shopName: plan.content.shopName,
      printedOrgNumber: plan.content.orgNumber,
      layout: plan.document.layout,
      language: plan.content.language,
      font: font.family,
      bodyPx,
      paper: {
        thermal: plan.document.paper === 'thermal',
        inkStrength: round(look.inkStrength),
        streaks: look.streaks.length,
        fadeAlong: round(look.fadeAlong),
        crease: look.creaseAt !== null,
      },
      camera,
      degradations: describe(camera, look, bodyPx),
      bytes: jpeg.length,
    });
    options.onProgress?.(entries.length, kinds.length);
  }
  const manifest: CorpusManifest = {
    generatorVersion: GENERATOR_VERSION,
    seed: options.seed,
    positives: options.positives,
    negatives: options.negatives,
    fonts: Object.values(fonts).flatMap((list) => list.map((font) => font.family)),
    entries,
  };
  await writeFile(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Roughly 30 % frame, 30 % personnummer, 28 % seller, the rest neither frame nor personnummer. */
function negativeMix(count: number): NegativeKind[] {
  const shares: Record<NegativeKind, number> = {
    'frame-one-character': 0.3,
    'other-personal-number': 0.3,
    'no-seller': 0.28,
    'no-frame-no-personal-number': 0.12,
  };
  const mix: NegativeKind[] = [];
  for (const kind of negativeKinds) {
    for (let i = 0; i < Math.round(count * shares[kind]); i += 1) mix.push(kind);
  }
  while (mix.length < count) mix.push('frame-one-character');
  return mix.slice(0, count);
}

async function resize(paper: Paper, scale: number): Promise<Paper> {
  const width = Math.max(1, Math.round(paper.width * scale));
  const height = Math.max(1, Math.round(paper.height * scale));
  const data = await sharp(paper.data, { raw: { width: paper.width, height: paper.height, channels: 3 } })
    .resize(width, height, { kernel: 'lanczos3', fit: 'fill' })
    .raw()
    .toBuffer();
  return { width, height, data };
}

function describe(camera: Camera, look: PaperLook, bodyPx: number): string {
  const parts = [
    `${camera.width}px`,
    `text ${bodyPx}px`,
    `rot ${camera.rotation.toFixed(1)}°`,
    `blur ${camera.blurSigma.toFixed(1)}`,
    `noise ${camera.noiseSigma.toFixed(1)}`,
    `jpeg ${camera.jpegQuality}`,
    camera.light === 'even' ? 'even light' : `${camera.light} ${camera.lightStrength.toFixed(2)}`,
    camera.table,
  ];
  if (look.inkStrength < 0.85) parts.push(`faded ink ${look.inkStrength.toFixed(2)}`);
  if (look.streaks.length) parts.push(`${look.streaks.length} streaks`);
  if (look.fadeAlong > 0.1) parts.push(`fades along ${look.fadeAlong.toFixed(2)}`);
  if (look.creaseAt !== null) parts.push('fold');
  return parts.join(', ');
}

async function readManifest(path: string): Promise<CorpusManifest | null> {
  try {
    const parsed = ZCorpusManifest.safeParse(JSON.parse(await readFile(path, 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function shuffle<T>(random: Random, items: T[]): void {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
}

function pad(n: number): string {
  return String(n).padStart(3, '0');
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
