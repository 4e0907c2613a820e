import { describe, expect, it } from 'vitest';
import { compileHint, compileHints, startUpChunkFiles } from './compile-hints';

function chunk(
  fileName: string,
  { name = fileName.replace(/-\w+\.js$/, ''), isEntry = false, imports = [] as string[] } = {},
) {
  return {
    type: 'chunk' as const,
    name,
    fileName,
    isEntry,
    imports,
    code: `export const x = ${JSON.stringify(fileName)};`,
  };
}

function asset(mappings: string) {
  return { type: 'asset' as const, source: JSON.stringify({ version: 3, sources: ['a.ts'], mappings }) };
}

function bundle() {
  return {
    'index-a.js': chunk('index-a.js', {
      name: 'index',
      isEntry: true,
      imports: ['react-vendor-b.js', 'i18n-c.js'],
    }),
    'index-a.js.map': asset('AAAA;AACA'),
    'react-vendor-b.js': chunk('react-vendor-b.js'),
    'i18n-c.js': chunk('i18n-c.js', { imports: ['i18n-vendor-d.js'] }),
    'i18n-vendor-d.js': chunk('i18n-vendor-d.js'),
    'signed-in-e.js': chunk('signed-in-e.js', { imports: ['card-f.js'] }),
    'card-f.js': chunk('card-f.js'),
    'login-g.js': chunk('login-g.js', { imports: ['card-f.js'] }),
  };
}

function run(outputs: ReturnType<typeof bundle>) {
  const plugin = compileHints(new Set(['signed-in']));
  const generate = plugin.generateBundle as { order: string; handler: (...args: unknown[]) => void };
  expect(generate.order).toBe('post');
  generate.handler.call({}, {}, outputs, false);
}

describe('compile hints (decision 073)', () => {
  it('chooses the entry with everything it imports statically, and the named chunks alone', () => {
    expect([...startUpChunkFiles(bundle(), new Set(['signed-in']))].sort()).toEqual([
      'i18n-c.js',
      'i18n-vendor-d.js',
      'index-a.js',
      'react-vendor-b.js',
      'signed-in-e.js',
    ]);
  });

  it('puts the hint on the first line of those chunks only', () => {
    const outputs = bundle();
    run(outputs);
    for (const file of [
      'index-a.js',
      'react-vendor-b.js',
      'i18n-c.js',
      'i18n-vendor-d.js',
      'signed-in-e.js',
    ]) {
      expect(outputs[file as 'index-a.js'].code.split('\n')[0]).toBe(compileHint);
    }
    // A lazy page, and what a named chunk shares with one, stay without it.
    expect(outputs['login-g.js'].code).not.toContain(compileHint);
    expect(outputs['card-f.js'].code).not.toContain(compileHint);
  });

  it('moves the source map down the line the hint adds, once', () => {
    const outputs = bundle();
    run(outputs);
    run(outputs);
    expect(outputs['index-a.js'].code.match(/allFunctionsCalledOnLoad/g)).toHaveLength(1);
    const map = JSON.parse(outputs['index-a.js.map'].source) as { mappings: string };
    expect(map.mappings).toBe(';AAAA;AACA');
  });
});
