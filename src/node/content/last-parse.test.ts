import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURE, siteWith } from '../../../tests/unit/fixture-site';
import { lastParses } from './last-parse';
import { filesStamp } from './files';
import { loadContent } from './load';

describe('lastParses', () => {
  it('parses a file again only when what it was parsed from changed', () => {
    const parses = lastParses<string>();
    let count = 0;
    const parse = (from: string) => () => `${from}#${++count}`;
    expect(parses('a.mdx', 'um', parse('um'))).toBe('um#1');
    expect(parses('a.mdx', 'um', parse('um'))).toBe('um#1');
    expect(parses('b.mdx', 'um', parse('um'))).toBe('um#2');
    expect(parses('a.mdx', 'dois', parse('dois'))).toBe('dois#3');
    expect(parses('a.mdx', 'um', parse('um'))).toBe('um#4');
  });
});

describe('loading the content again', () => {
  it('shows the edited page as it is now and reuses the parse of every page left as it was', () => {
    const page = (site: ReturnType<typeof loadContent>, route: string) => site.pages.find((p) => p.route === route)!;
    const before = loadContent(FIXTURE);
    const [edited, untouched] = before.pages.map((p) => p.route);
    const { file } = page(before, edited);
    const dir = siteWith(file, (text) => `${text}\n\nUm parágrafo novo.\n`);
    const after = loadContent(dir);
    expect(page(after, edited).body).toContain('Um parágrafo novo.');
    expect(page(after, edited).tree).not.toBe(page(before, edited).tree);
    expect(page(after, untouched).tree).toBe(page(before, untouched).tree);
    // And back: the file as it was reads as it was.
    fs.writeFileSync(path.join(dir, file), fs.readFileSync(path.join(FIXTURE, file), 'utf8'));
    expect(loadContent(dir).pages.find((p) => p.route === edited)!.body).not.toContain('Um parágrafo novo.');
  });
});

describe('filesStamp', () => {
  it('changes when a file is written, added or removed, and only then', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stamp-'));
    try {
      fs.mkdirSync(path.join(dir, 'content/sub'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'content/sub/a.yml'), 'a: 1\n');
      const first = filesStamp(dir, ['content', 'public']);
      expect(filesStamp(dir, ['content', 'public'])).toBe(first);
      fs.writeFileSync(path.join(dir, 'content/sub/a.yml'), 'a: 22\n');
      const written = filesStamp(dir, ['content', 'public']);
      expect(written).not.toBe(first);
      fs.mkdirSync(path.join(dir, 'public'));
      fs.writeFileSync(path.join(dir, 'public/b.pdf'), '%PDF');
      const added = filesStamp(dir, ['content', 'public']);
      expect(added).not.toBe(written);
      fs.rmSync(path.join(dir, 'public/b.pdf'));
      expect(filesStamp(dir, ['content', 'public'])).toBe(written);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
