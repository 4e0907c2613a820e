import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A video file for Chromium's fake camera (--use-file-for-fake-video-capture) showing one QR code,
 * so a spec can scan a real code through the real camera path. The code is kept as a text matrix
 * ('#' dark, '.' light) in e2e/fixtures and drawn here as a Y4M frame: no encoder needed at test time.
 */
const WIDTH = 640;
const HEIGHT = 480;
const MODULE_PX = 12;
const WHITE = 235;
const BLACK = 16;

export function writeQrCameraVideo(matrixFile: string): string {
  const rows = readFileSync(matrixFile, 'utf8').trim().split('\n');
  const size = rows.length * MODULE_PX;
  const left = Math.floor((WIDTH - size) / 2);
  const top = Math.floor((HEIGHT - size) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, WHITE);
  rows.forEach((row, y) => {
    [...row].forEach((cell, x) => {
      if (cell !== '#') return;
      for (let dy = 0; dy < MODULE_PX; dy++) {
        const start = (top + y * MODULE_PX + dy) * WIDTH + left + x * MODULE_PX;
        luma.fill(BLACK, start, start + MODULE_PX);
      }
    });
  });
  // Grey picture: both chroma planes (quarter size in 4:2:0) at the neutral value.
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\nFRAME\n`);
  const path = join(tmpdir(), `ramkoll-e2e-qr-${process.pid}.y4m`);
  writeFileSync(path, Buffer.concat([header, luma, chroma]));
  return path;
}
