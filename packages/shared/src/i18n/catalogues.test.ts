import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('.', import.meta.url));
const languages = ['sv', 'en'] as const;

function namespaces(language: string): string[] {
  return readdirSync(join(root, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();
}

function load(language: string, namespace: string): unknown {
  return JSON.parse(readFileSync(join(root, language, `${namespace}.json`), 'utf8'));
}

/** Flattens a catalogue to "a.b.c" keys; every leaf must be a non-empty string. */
function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${prefix || '(root)'} must be an object`);
  }
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out.set(path, child);
    else for (const [k, v] of flatten(child, path)) out.set(k, v);
  }
  return out;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

describe('i18n catalogues', () => {
  it('have the same namespaces in every language', () => {
    expect(namespaces('en')).toEqual(namespaces('sv'));
    expect(namespaces('sv').length).toBeGreaterThan(0);
  });

  describe.each(namespaces('sv'))('namespace %s', (namespace) => {
    const [sv, en] = languages.map((language) => flatten(load(language, namespace)));

    it('has identical key sets in sv and en', () => {
      expect([...(en ?? new Map()).keys()].sort()).toEqual([...(sv ?? new Map()).keys()].sort());
    });

    it('has no empty texts and the same placeholders in both languages', () => {
      for (const [key, svText] of sv ?? new Map<string, string>()) {
        expect(svText.trim(), `sv ${namespace}:${key}`).not.toBe('');
        const enText = en?.get(key) ?? '';
        expect(enText.trim(), `en ${namespace}:${key}`).not.toBe('');
        expect(placeholders(enText), `${namespace}:${key}`).toEqual(placeholders(svText));
      }
    });

    it('uses snake_case keys (error codes keep their upper-case code)', () => {
      for (const key of sv?.keys() ?? []) {
        for (const part of key.split('.'))
          expect(part, `${namespace}:${key}`).toMatch(/^([a-z0-9]+(_[a-z0-9]+)*|[A-Z0-9]+(_[A-Z0-9]+)*)$/);
      }
    });
  });
});
