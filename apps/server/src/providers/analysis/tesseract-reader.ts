import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createWorker, PSM, type Worker } from 'tesseract.js';
import { phaseNoter } from './phase-timings.js';
import { UnreadableImageError, type TextLine, type TextReading } from './analysis-provider.js';

/**
 * How tesseract finds the text: 'block' reads the page as one block of lines (a receipt: fast, and
 * a label stays on the line of its value); 'auto' analyses the layout first (columns, pictures).
 */
export type TextLayout = 'block' | 'auto';

const pageSegmentation: Record<TextLayout, PSM> = { block: PSM.SINGLE_BLOCK, auto: PSM.AUTO };

/** Reads text from an image prepared for OCR, on a small pool of workers. */
export interface TesseractReader {
  /**
   * Reads the image; `withdraw` takes the job back while it still waits for a worker (it then
   * rejects with WithdrawnError). A job already running is read to its end.
   */
  read(image: Buffer, layout?: TextLayout, withdraw?: AbortSignal): Promise<TextReading>;
  /** Starts every worker now (loads the model), so the first receipts do not wait for it. */
  warmUp(): Promise<void>;
  terminate(): Promise<void>;
}

/** One worker per core, at most two: each holds the model (about 40 MB) and uses a core fully. */
const DEFAULT_POOL_SIZE = Math.max(1, Math.min(2, availableParallelism()));

/** A receipt reads in about a second; a job this long is stuck on a pathological image. */
const DEFAULT_TIMEOUT_MS = 30_000;

/** A job taken back before a worker started it. */
export class WithdrawnError extends Error {
  constructor() {
    super('OCR job withdrawn before it started');
    this.name = 'WithdrawnError';
  }
}

interface Job {
  image: Buffer;
  layout: TextLayout;
  resolve: (reading: TextReading) => void;
  reject: (error: unknown) => void;
  /** Phase timings of the analysis that asked for it (phase-timings.ts). */
  note: (phase: string, ms: number) => void;
  queued: number;
}

/**
 * A pool of long-lived tesseract.js workers, each created on first use (or by warmUp). tesseract.js
 * runs them in worker_threads, so the event loop keeps serving requests while receipts are read.
 * Jobs wait in one queue, first come first served, and the first worker to be free takes the
 * next: a receipt's short closer look never waits behind another receipt's page on one worker
 * while the other worker is idle (docs/decisions/026-receipt-matching.md). The English model of
 * tessdata_fast ships with the server in apps/server/ocr (decision 059): nothing is downloaded at
 * run time.
 */
export function createTesseractReader(
  options: { timeoutMs?: number; poolSize?: number } = {},
): TesseractReader {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const workers = Array.from({ length: Math.max(1, options.poolSize ?? DEFAULT_POOL_SIZE) }, () =>
    createSingleReader(timeoutMs),
  );
  const pending: Job[] = [];

  function dispatch(): void {
    for (const worker of workers) {
      if (pending.length === 0) return;
      if (worker.busy) continue;
      const job = pending.shift();
      if (!job) return;
      const started = performance.now();
      job.note('wait', started - job.queued);
      const ran = () => job.note('ocr', performance.now() - started);
      worker
        .run(job.image, job.layout, job.note)
        .then(
          (reading) => {
            ran();
            job.resolve(reading);
          },
          (error: unknown) => {
            ran();
            job.reject(error);
          },
        )
        .finally(dispatch);
    }
  }

  return {
    read(image, layout = 'auto', withdraw) {
      return new Promise<TextReading>((resolve, reject) => {
        if (withdraw?.aborted) return reject(new WithdrawnError());
        // Bound here: the job runs later, outside the asking analysis's async context.
        const job: Job = { image, layout, resolve, reject, note: phaseNoter(), queued: performance.now() };
        pending.push(job);
        withdraw?.addEventListener(
          'abort',
          () => {
            const index = pending.indexOf(job);
            if (index < 0) return;
            pending.splice(index, 1);
            job.note('withdrawn', 1);
            reject(new WithdrawnError());
          },
          { once: true },
        );
        dispatch();
      });
    },
    async warmUp() {
      await Promise.all(workers.map((worker) => worker.warmUp()));
    },
    async terminate() {
      pending.splice(0).forEach((job) => job.reject(new UnreadableImageError('OCR stopped')));
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}

interface SingleReader {
  /** True while a job runs on it. */
  readonly busy: boolean;
  run(image: Buffer, layout: TextLayout, note: Job['note']): Promise<TextReading>;
  warmUp(): Promise<void>;
  terminate(): Promise<void>;
}

function createSingleReader(timeoutMs: number): SingleReader {
  let worker: Promise<Worker> | null = null;
  /** The page segmentation the worker is set to; a new worker starts at tesseract's own, 'auto'. */
  let currentLayout: TextLayout = 'auto';
  let busy = false;

  function currentWorker(note?: Job['note']): Promise<Worker> {
    if (!worker) {
      const starting = performance.now();
      worker = startWorker()
        .finally(() => note?.('init', performance.now() - starting))
        .catch((error: unknown) => {
          // The next job tries again instead of failing forever.
          worker = null;
          throw error;
        });
    }
    return worker;
  }

  async function stop(): Promise<void> {
    const running = worker;
    worker = null;
    currentLayout = 'auto';
    if (running) await (await running.catch(() => null))?.terminate();
  }

  async function recognize(image: Buffer, layout: TextLayout, note: Job['note']): Promise<TextReading> {
    const ocr = await currentWorker(note);
    // Jobs run one at a time per worker, so its setting is this job's until the next one starts.
    if (layout !== currentLayout) {
      await ocr.setParameters({ tessedit_pageseg_mode: pageSegmentation[layout] });
      currentLayout = layout;
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        // Terminating is the only way to stop a job; the next one starts a fresh worker.
        void stop();
        reject(new UnreadableImageError(`OCR took longer than ${timeoutMs} ms`));
      }, timeoutMs);
    });
    try {
      const { data } = await Promise.race([ocr.recognize(image, {}, { text: true, tsv: true }), timeout]);
      return {
        text: data.text,
        confidence: Math.min(1, Math.max(0, data.confidence / 100)),
        ...linesOf(data.tsv ?? ''),
      };
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    get busy() {
      return busy;
    },
    async run(image, layout, note) {
      busy = true;
      try {
        return await recognize(image, layout, note);
      } finally {
        busy = false;
      }
    },
    async warmUp() {
      await currentWorker();
    },
    terminate: stop,
  };
}

/**
 * The lines of tesseract's TSV output (level 4 rows give a line's box, level 5 rows its words), in
 * reading order, and the page's height (level 1). Lines without a word are left out.
 */
export function linesOf(tsv: string): { lines: TextLine[]; pageHeight: number } {
  const lines = new Map<string, TextLine>();
  let pageHeight = 0;
  for (const row of tsv.split('\n')) {
    const cells = row.split('\t');
    if (cells.length < 12) continue;
    const [level, , block, paragraph, line, , left, top, width, height] = cells.map(Number);
    const key = `${block}.${paragraph}.${line}`;
    if (level === 1) pageHeight = height ?? 0;
    else if (level === 4) {
      lines.set(key, {
        text: '',
        box: { left: left ?? 0, top: top ?? 0, width: width ?? 0, height: height ?? 0 },
      });
    } else if (level === 5) {
      const word = (cells[11] ?? '').trim();
      const entry = lines.get(key);
      if (entry && word !== '') entry.text = entry.text === '' ? word : `${entry.text} ${word}`;
    }
  }
  return { lines: [...lines.values()].filter((line) => line.text !== ''), pageHeight };
}

async function startWorker(): Promise<Worker> {
  const worker = await createWorker('eng', 1, {
    langPath: languageDataDir(),
    gzip: true,
    cacheMethod: 'none',
  });
  // Prepared images carry no resolution; without one tesseract guesses and warns on every job.
  // Receipts are dark print on light paper: looking for inverted (light on dark) text on every
  // doubtful line costs time and finds nothing.
  await worker.setParameters({ user_defined_dpi: '300', tessedit_do_invert: '0' });
  return worker;
}

/**
 * apps/server/ocr, which holds tessdata_fast's English model (apps/server/ocr/README.md); the same
 * three levels up from src/providers/analysis and from dist/providers/analysis.
 */
function languageDataDir(): string {
  return fileURLToPath(new URL('../../../ocr', import.meta.url));
}
