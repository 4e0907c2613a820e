import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FontRole } from './document.js';

/** A font Pango can render from a file: its family name and the regular and bold files. */
export interface Font {
  family: string;
  regular: string;
  bold: string;
}

const liberationDir = '/usr/share/fonts/truetype/liberation';

/**
 * DejaVu from the npm package (always there after `npm ci`) and Liberation when the system has
 * it (Debian's fonts-liberation); a fresh clone without it simply gets fewer typefaces.
 */
export function fontsByRole(): Record<FontRole, Font[]> {
  const require = createRequire(import.meta.url);
  const dejavu = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  const dv = (family: string, regular: string, bold: string): Font => ({
    family,
    regular: join(dejavu, regular),
    bold: join(dejavu, bold),
  });
  const fonts: Record<FontRole, Font[]> = {
    sans: [dv('DejaVu Sans', 'DejaVuSans.ttf', 'DejaVuSans-Bold.ttf')],
    serif: [dv('DejaVu Serif', 'DejaVuSerif.ttf', 'DejaVuSerif-Bold.ttf')],
    mono: [dv('DejaVu Sans Mono', 'DejaVuSansMono.ttf', 'DejaVuSansMono-Bold.ttf')],
    condensed: [dv('DejaVu Sans Condensed', 'DejaVuSansCondensed.ttf', 'DejaVuSansCondensed-Bold.ttf')],
  };
  const liberation = (role: FontRole, family: string, stem: string) => {
    const regular = join(liberationDir, `${stem}-Regular.ttf`);
    const bold = join(liberationDir, `${stem}-Bold.ttf`);
    if (existsSync(regular) && existsSync(bold)) fonts[role].push({ family, regular, bold });
  };
  liberation('sans', 'Liberation Sans', 'LiberationSans');
  liberation('serif', 'Liberation Serif', 'LiberationSerif');
  liberation('mono', 'Liberation Mono', 'LiberationMono');
  liberation('condensed', 'Liberation Sans Narrow', 'LiberationSansNarrow');
  return fonts;
}
