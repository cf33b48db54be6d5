import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * Gives the reliability tests a file to append their figures to, and prints their sums once the
 * project's tests are done: the short summary at the end of `npm test`.
 */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'idl-figures-'));
  const file = path.join(dir, 'figures.jsonl');
  project.provide('reliabilityFiguresFile', file);
  return () => {
    if (existsSync(file)) {
      const sums = new Map<string, number>();
      for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
        const { figure, value } = JSON.parse(line) as { figure: string; value: number };
        sums.set(figure, (sums.get(figure) ?? 0) + value);
      }
      const parts = [...sums].map(([figure, value]) => `${value.toLocaleString('en-US')} ${figure}`);
      console.log(`\nReliability (${project.name}): ${parts.join(', ')}\n`);
    }
    rmSync(dir, { recursive: true, force: true });
  };
}
